import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md lists every load that happens later ("Code that loads later"): this keeps
 * the list true. A shipped module of the widgets or the site that loads later through `later/`
 * must be named there, and so must one with a dynamic `import()` of its own (the list says why
 * it stays outside); every file the list names exists.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TREES = ['packages/games/src', 'site/src'];
const LATER_ROOM = 'packages/games/src/later/';
const USES_LATER = /\b(later|laterEach|loadUntilLoaded|useLater)\(|<(LaterPart|LaterOnceOpened)\b/;
const DYNAMIC_IMPORT = /\bimport\(\s*(\/\*[^*]*\*\/\s*)?['"`a-zA-Z]/;

function shippedModules(): { file: string; text: string }[] {
  return TREES.flatMap((tree) =>
    readdirSync(path.join(root, tree), { recursive: true })
      .map((file) => `${tree}/${String(file)}`)
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
      .filter((file) => !file.startsWith(LATER_ROOM))
      .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') })),
  );
}

/** The paths the doc's paragraph names in backticks. */
function namedInTheDoc(): string[] {
  const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const start = doc.indexOf('- **Code that loads later**');
  const end = doc.indexOf('\n- **', start + 1);
  expect(start).toBeGreaterThan(-1);
  return [...doc.slice(start, end).matchAll(/`([\w./-]+\.tsx?)`/g)].map(([, name]) => name!);
}

const named = namedInTheDoc();
const isNamed = (file: string) => named.some((name) => file === name || file.endsWith(`/${name}`));

describe('given the list of loads that happen later (docs/architecture.md)', () => {
  const modules = shippedModules();
  const loaders = modules.filter(({ text }) => USES_LATER.test(text) || DYNAMIC_IMPORT.test(text));

  it('names every module that loads later, through later/ or on its own', () => {
    expect(loaders.length).toBeGreaterThan(10);
    expect(loaders.map(({ file }) => file).filter((file) => !isNamed(file))).toEqual([]);
  });

  it('names no file the repository lacks', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    }).split('\n');
    const missing = named.filter(
      (name) => !files.some((file) => file === name || file.endsWith(`/${name}`)),
    );
    expect(missing).toEqual([]);
  });
});
