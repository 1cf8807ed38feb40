import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The size rules (docs/style.md, "Size"; eslint.config.js): no function over 150 lines, no module
 * over 300, blank and comment lines aside, wherever code is written; tests, stories and generated
 * files aside. These cases lint a made-up module as if it were the named file.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** A function of `lines` statements, with a blank and a comment line between each. */
function longFunction(lines: number): string {
  const body = Array.from({ length: lines }, (_, i) => `  total += ${i};\n\n  // step ${i}`);
  return `export function long(): number {\n  let total = 0;\n${body.join('\n')}\n  return total;\n}\n`;
}

/** A module of `lines` exported constants. */
function longModule(lines: number): string {
  return (
    Array.from({ length: lines }, (_, i) => `export const value${i} = ${i};`).join('\n') + '\n'
  );
}

async function sizeErrors(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('max-lines'))
    .map((message) => message.ruleId!);
}

describe('given the size rules', () => {
  it.each([
    'packages/ui/src/Button/long.ts',
    'packages/api/src/long.ts',
    'packages/server/src/routes/long.ts',
    'packages/data/scripts/long.ts',
    'site/src/pages/long.tsx',
    'scripts/long.ts',
    'scripts/consumer.ts',
    'e2e/support/long.ts',
  ])('refuses a function over 150 lines and a module over 300 in %s', async (file) => {
    expect(await sizeErrors(file, longFunction(151))).toEqual(['max-lines-per-function']);
    expect(await sizeErrors(file, longModule(301))).toEqual(['max-lines']);
  });

  it('counts neither blank nor comment lines (here 144 of 424)', async () => {
    expect(await sizeErrors('site/src/pages/long.tsx', longFunction(140))).toEqual([]);
  });

  it.each([
    'site/src/pages/long.test.tsx',
    'packages/ui/src/Button/long.stories.tsx',
    'e2e/long.e2e.ts',
  ])('leaves tests and stories alone: %s', async (file) => {
    expect(await sizeErrors(file, longModule(400))).toEqual([]);
  });
});
