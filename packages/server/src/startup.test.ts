import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './db/folder-lock';
import { tempDir } from './testing/fixtures';
import { postgresGate } from './testing/pg-gate';
import { dropSchema, postgresUrl, uniqueSchema } from './testing/postgres';

/**
 * The real entry point (src/main.ts through tsx) started where its database is not: PostgreSQL
 * behind a shut gate (testing/pg-gate.ts), or an SQLite folder another process holds.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const MAIN = path.join(here, 'main.ts');
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  children.length = 0;
});

function start(env: Record<string, string>) {
  let out = '';
  const child = spawn(process.execPath, ['--conditions=@guessdle/source', '--import', TSX, MAIN], {
    cwd: '/',
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
  });
  children.push(child);
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => out };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  // A safety net, not a budget: tsx compiles the server first, slow on a busy machine.
  const end = Date.now() + 120_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const get = (url: string) =>
  fetch(url, { headers: { 'x-api-key': 'guessdle-dev-key' } }).catch(() => undefined);

describe.skipIf(!postgresUrl)('given a server started while PostgreSQL is down', () => {
  it('listens at once with health 503, retries, and serves once the database comes up', async () => {
    const gate = await postgresGate(postgresUrl as string);
    await gate.shut();
    const schema = uniqueSchema();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = start({ PORT: String(port), DATABASE_URL: gate.url, DATABASE_SCHEMA: schema });
    try {
      await until(async () => (await get(`${base}/api/health`)) !== undefined, 'it to listen');
      const health = await get(`${base}/api/health`);
      expect(health?.status).toBe(503);
      expect(await health?.json()).toMatchObject({ error: 'database-unavailable' });
      expect(Number(health?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      const ready = await get(`${base}/api/ready`);
      expect(ready?.status).toBe(503);
      expect(await ready?.json()).toMatchObject({ error: 'not-ready' });
      const daily = await get(`${base}/api/classic/daily-guess/`);
      expect(daily?.status).toBe(503);

      await gate.open();
      await until(async () => (await get(`${base}/api/ready`))?.status === 200, 'it to serve');
      expect((await get(`${base}/api/classic/daily-guess/`))?.status).toBe(200);
      // One line as the wait began, one as it ended; not one per attempt.
      const lines = server.output().split('\n');
      expect(lines.filter((l) => l.includes('database unreachable at start-up'))).toHaveLength(1);
      expect(lines.filter((l) => l.includes('database reachable: starting'))).toHaveLength(1);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await gate.stop();
      await dropSchema(schema);
    }
  });
});

describe('given two servers on one SQLite data folder', () => {
  it('the second refuses to start, saying why and what to do; the first serves on', async () => {
    const tmp = tempDir();
    const first = start({ PORT: '0', GUESSDLE_DATA_DIR: tmp.dir });
    await until(() => /running at (http:\S+)/.test(first.output()), 'the first server');
    const url = /running at (http:\S+)/.exec(first.output())?.[1] as string;

    const second = start({ PORT: '0', GUESSDLE_DATA_DIR: tmp.dir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Another Guessdle server is using the data folder ${tmp.dir}`,
    );
    expect(second.output()).toContain(LOCK_FILE);
    expect(second.output()).toMatch(/Stop the other process first/);
    expect((await get(`${url}/api/classic/daily-guess/`))?.status).toBe(200);

    // Killed, the first leaves no lock behind: the folder starts again at once.
    first.child.kill('SIGKILL');
    await first.exited;
    const third = start({ PORT: '0', GUESSDLE_DATA_DIR: tmp.dir });
    await until(() => /running at http:/.test(third.output()), 'a server after the kill');
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    tmp.cleanup();
  });
});
