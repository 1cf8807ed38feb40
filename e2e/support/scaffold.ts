import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@guessdle/api/modes';

/**
 * CONTRIBUTING.md's "Adding a daily mode", done by a program in a copy of the repository: the
 * fifth-mode test (e2e/fifth-mode.e2e.ts) adds the worked example's picture mode there, as a
 * newcomer following the recipe would, and then checks it like CI does.
 */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A copy of the working tree (what git tracks, and new files it does not ignore: uncommitted
 * work is tested too) in the system's temp dir, with its own `node_modules` linked from pnpm's
 * store without the network. Story baselines stay behind: nothing here draws them.
 */
export async function copyRepository(): Promise<string> {
  const copy = mkdtempSync(path.join(tmpdir(), 'guessdle-fifth-mode-'));
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter((file) => file && !file.startsWith('.storybook/__screenshots__/'));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    // A file git lists but the tree lacks (deleted, not yet committed) is left out.
    try {
      cpSync(path.join(repoRoot, file), path.join(copy, file));
    } catch {
      continue;
    }
  }
  // The lockfile is the working tree's own, which its install verified against pnpm's
  // supply-chain policies already (and that needs the registry's metadata).
  try {
    await run('pnpm', ['install', '--offline', '--frozen-lockfile', '--trust-lockfile'], copy);
  } catch (error) {
    removeCopy(copy);
    throw error;
  }
  return copy;
}

export function removeCopy(copy: string | undefined): void {
  if (copy?.startsWith(tmpdir())) rmSync(copy, { recursive: true, force: true });
}

/** Runs a command in `cwd`; rejects with its output when it fails. */
export function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, CI: 'true' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}

/** One file the recipe changed, and the lines it added there. */
export interface Change {
  file: string;
  added: number;
}

/** The lines added from `before` to `after`; throws if a line was changed or removed. */
function addedLines(file: string, before: string, after: string): number {
  const old = before.split('\n');
  const now = after.split('\n');
  let i = 0;
  for (const line of now) if (i < old.length && line === old[i]) i += 1;
  if (i !== old.length) throw new Error(`${file}: the recipe changed a line, not only added`);
  return now.length - old.length;
}

/** The files of the copy as they are now, to measure a change against. */
export function snapshot(copy: string, files: string[]): Map<string, string> {
  return new Map(files.map((file) => [file, readFileSync(path.join(copy, file), 'utf8')]));
}

/** What changed since `before`, file by file (unchanged files left out). */
export function changesSince(copy: string, before: Map<string, string>): Change[] {
  return [...before]
    .map(([file, text]) => ({
      file,
      added: addedLines(file, text, readFileSync(path.join(copy, file), 'utf8')),
    }))
    .filter(({ added }) => added > 0);
}

function edit(copy: string, file: string, change: (text: string) => string): void {
  const full = path.join(copy, file);
  writeFileSync(full, change(readFileSync(full, 'utf8')));
}

/** The files the recipe's two steps touch. */
export const RECIPE_FILES = [
  'packages/api/src/modes.ts',
  ...LANGUAGES.map((language) => `packages/games/src/i18n/locales/${language}.json`),
];

/** The worked example's registration entry, as CONTRIBUTING.md writes it (step 1). */
export function contributingEntry(contributing: string): { mode: string; entry: string } {
  const entry = /```ts\n\s*('([a-z-]+)': \{ key: [^\n]+\},)\n\s*```/.exec(contributing);
  if (!entry) throw new Error("CONTRIBUTING.md's worked example has no registration entry");
  return { entry: entry[1]!, mode: entry[2]! };
}

/**
 * Step 1: the entry goes into `DAILY_MODE_DEFS`, after the last mode. Step 2: each language's
 * widget texts get `modes.{mode}` and the mode's section, copied from the section of the mode
 * whose kind of picture it shares (as the recipe says), its title its own.
 */
export function addPictureMode(copy: string, entry: string, copies: string): void {
  const key = /key: '([A-Za-z]+)'/.exec(entry)?.[1];
  const mode = /^'([a-z-]+)'/.exec(entry)?.[1];
  if (!key || !mode) throw new Error(`not a registration entry: ${entry}`);
  edit(copy, 'packages/api/src/modes.ts', (text) =>
    text.replace(/\n\} as const satisfies Record<string, DailyModeDef>;/, `\n  ${entry}$&`),
  );
  for (const language of LANGUAGES) {
    edit(copy, `packages/games/src/i18n/locales/${language}.json`, (text) => {
      const texts = JSON.parse(text) as Record<string, { title: string }> & {
        modes: Record<string, unknown>;
      };
      const copied = texts[copies]!;
      texts.modes[mode] = { title: 'Studio-guess', description: copied.title };
      // The locales write invisible characters (soft hyphens) escaped, as a hand edit keeps them.
      const json = JSON.stringify({ ...texts, [key]: { ...copied } }, null, 2).replace(
        /[\u00ad\u200b-\u200f\u2060]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      );
      return `${json}\n`;
    });
  }
}

/** The figures CONTRIBUTING.md's worked example states: "**N files, M hand-written lines**". */
export function statedFigures(contributing: string): { files: number; lines: number } {
  const stated = /\*\*(\d+) files, (\d+)\s+hand-written lines\*\*/.exec(contributing);
  if (!stated) throw new Error('CONTRIBUTING.md states no "**N files, M hand-written lines**"');
  return { files: Number(stated[1]), lines: Number(stated[2]) };
}
