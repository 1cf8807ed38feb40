import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectDatasetKind, validateDataset } from '../validate';

/**
 * `pnpm data:check <file.json> [more.json]`: validates performer or channel datasets against the
 * schema and the dataset rules, and prints every problem as `file: [index] field: message`.
 *
 * Exit codes: 0 all files valid, 1 at least one problem, 2 usage error or a file that cannot be
 * read or is not JSON.
 */

export interface CheckIo {
  stdout: (line: string) => void;
  stderr: (line: string) => void;
  readFile: (file: string) => Promise<string>;
}

export const EXIT_OK = 0;
export const EXIT_PROBLEMS = 1;
export const EXIT_UNREADABLE = 2;

const USAGE = 'usage: pnpm data:check <file.json> [more.json ...]';

const nodeIo: CheckIo = {
  stdout: (line) => console.log(line),
  stderr: (line) => console.error(line),
  // pnpm runs root scripts in the workspace root; INIT_CWD is where the operator typed the command.
  readFile: (file) => readFile(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8'),
};

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

async function checkFile(file: string, io: CheckIo): Promise<number> {
  let text: string;
  try {
    text = await io.readFile(file);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    io.stderr(`${file}: cannot read the file (${reason})`);
    return EXIT_UNREADABLE;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    io.stderr(`${file}: not valid JSON (${reason})`);
    return EXIT_UNREADABLE;
  }

  const problems = validateDataset(data);
  const kind = detectDatasetKind(data) ?? 'records';
  const size = Array.isArray(data) ? data.length : 0;
  if (problems.length === 0) {
    io.stdout(`${file}: OK, ${plural(size, kind.replace(/s$/, ''))} valid`);
    return EXIT_OK;
  }
  for (const p of problems) {
    io.stdout(`${file}: [${p.index ?? '-'}] ${p.field}: ${p.message}`);
  }
  io.stderr(
    `${file}: ${plural(problems.length, 'problem')} in ${plural(size, 'record')} (${kind})`,
  );
  return EXIT_PROBLEMS;
}

/** Checks every file named in `argv` (arguments only, no node/script) and returns the exit code. */
export async function runCheck(argv: readonly string[], io: CheckIo = nodeIo): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout(USAGE);
    return EXIT_OK;
  }
  const files = argv.filter((arg) => arg !== '--');
  if (files.length === 0) {
    io.stderr(USAGE);
    return EXIT_UNREADABLE;
  }
  let code = EXIT_OK;
  for (const file of files) {
    code = Math.max(code, await checkFile(file, io));
  }
  return code;
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);

if (invokedDirectly) {
  process.exitCode = await runCheck(process.argv.slice(2));
}
