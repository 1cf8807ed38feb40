/**
 * The consumer test's steps: every check is a named step with a result; the run goes on after a
 * failed check where the next ones still mean something, and lists what failed at the end.
 */
import { spawn } from 'node:child_process';

export interface StepResult {
  label: string;
  ok: boolean;
  note?: string;
}

export const results: StepResult[] = [];

/** Thrown to stop the run when a step the rest depends on failed (it is recorded already). */
export class Abort extends Error {}

export function record(label: string, ok: boolean, note?: string): boolean {
  results.push({ label, ok, ...(note ? { note } : {}) });
  console.log(
    `${ok ? '✔' : '✖'} ${label}${note ? `\n    ${note.split('\n').join('\n    ')}` : ''}`,
  );
  return ok;
}

export interface Ran {
  status: number | null;
  output: string;
}

export function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<Ran> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => resolve({ status: 1, output: `${output}${error.message}` }));
    child.once('exit', (status) => resolve({ status, output }));
  });
}

/** A step that runs a command: ok when it exits 0; its output is shown when it fails. */
export async function commandStep(
  label: string,
  command: string,
  args: string[],
  cwd: string,
  options: { env?: Record<string, string>; fatal?: boolean } = {},
): Promise<Ran> {
  const ran = await run(command, args, cwd, options.env);
  const ok = ran.status === 0;
  record(label, ok, ok ? undefined : `${command} ${args.join(' ')}\n${ran.output.trim()}`);
  if (!ok && options.fatal) throw new Abort(label);
  return ran;
}

/** A step whose check throws on failure: ok when it returns; the error is the note. */
export async function tryStep(
  label: string,
  check: () => Promise<string | void>,
): Promise<boolean> {
  try {
    const note = await check();
    return record(label, true, note || undefined);
  } catch (error) {
    return record(label, false, error instanceof Error ? error.message : String(error));
  }
}

/** npm, quietly: no audit, no funding notice, errors only. One cache for every install. */
export const NPM_QUIET = ['--no-audit', '--no-fund', '--loglevel=error'];

/** Seconds since `started`, for the summary of what each part of the run took. */
export function secondsSince(started: number): string {
  return `${((Date.now() - started) / 1000).toFixed(0)} s`;
}
