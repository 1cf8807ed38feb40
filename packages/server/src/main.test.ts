import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from './testing/fixtures';

const here = path.dirname(fileURLToPath(import.meta.url));
const MAIN = path.join(here, 'main.ts');
// tsx's loader by absolute URL: the child runs from another directory.
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

function start(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let out = '';
  const child = spawn(
    process.execPath,
    ['--conditions=@guessdle/source', '--import', TSX, MAIN],
    // Run from an unrelated directory: paths must resolve from the repository, not the cwd.
    { cwd: '/', env: { ...process.env, LOG_LEVEL: 'info', PORT: '0', ...env } },
  );
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  return { child, output: () => out };
}

async function waitFor(check: () => boolean, ms = 90_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const exitCode = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

let running: ChildProcess | undefined;
afterEach(() => {
  if (running && running.exitCode === null) running.kill('SIGKILL');
  running = undefined;
});

describe('given the server started as a process', () => {
  it('prints its address, serves the API from its SQLite file and stops cleanly on SIGTERM', async () => {
    const tmp = tempDir();
    const { child, output } = start({ GUESSDLE_DATA_DIR: tmp.dir });
    running = child;
    const exited = exitCode(child);
    await waitFor(() => /Guessdle is running at http:\/\/127\.0\.0\.1:\d+/.test(output()));
    const url = /Guessdle is running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output())?.[1];
    // The warning is logged right after the address line; wait for it rather than race it.
    await waitFor(() => output().includes('guessdle-dev-key'));
    expect(output()).toMatch(
      /API_KEYS is unset: using the development key \\?"guessdle-dev-key\\?"/,
    );

    const res = await fetch(`${url}/api/classic/daily-guess/`, {
      headers: { 'x-api-key': 'guessdle-dev-key' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ yesterday: null });
    expect(existsSync(path.join(tmp.dir, 'guessdle.sqlite'))).toBe(true);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output()).toContain('SIGTERM: closing the server, then the database');
    tmp.cleanup();
  });

  it('refuses to start on invalid configuration, naming the variable', async () => {
    const { child, output } = start({ RESET_TIME: '7am', PORT: 'x' });
    running = child;
    expect(await exitCode(child)).toBe(1);
    expect(output()).toContain('RESET_TIME: must be HH:MM');
    expect(output()).toContain('PORT');
  });
});
