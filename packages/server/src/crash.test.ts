import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db';
import { tempDir } from './testing/fixtures';

/**
 * Crash safety: the real entry point (src/main.ts through tsx) on a temporary SQLite data dir
 * receives a stream of successes and is killed with SIGKILL in the middle of it. Restarted on the
 * same directory, it must count every success it had answered with a 2xx.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const MAIN = path.join(here, 'main.ts');
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const KEY = { 'x-api-key': 'guessdle-dev-key', 'content-type': 'application/json' };

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  children.length = 0;
});

async function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--conditions=@guessdle/source', '--import', TSX, MAIN], {
    cwd: '/',
    env: {
      ...process.env,
      PORT: '0',
      LOG_LEVEL: 'warn',
      GUESSDLE_DATA_DIR: dataDir,
      DAILY_SECRET: 'crash-test-secret-0123456789',
      RATE_LIMIT_MAX: '1000000',
      // Each success comes from its own player address (X-Forwarded-For), so each one counts.
      TRUST_PROXY: '1',
    },
  });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  // A safety net, not a budget: tsx compiles the server first, which is slow on a busy machine.
  const until = Date.now() + 120_000;
  for (;;) {
    const m = /Guessdle is running at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
    if (m?.[1]) return { child, url: m[1] };
    if (child.exitCode !== null || Date.now() > until) throw new Error(`no start: ${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('given the server killed with SIGKILL during a stream of successes', () => {
  it('counts every acknowledged success after a restart on the same data', async () => {
    const tmp = tempDir();
    const first = await startServer(tmp.dir);
    const daily = (await (
      await fetch(`${first.url}/api/image-guess/daily-guess/`, { headers: KEY })
    ).json()) as { today: string; date: string };

    const acked: string[] = [];
    const sent: string[] = [];
    let failures = 0;
    let stop = false;
    // Eight concurrent streams of successes, each with a new client id, until the kill.
    const stream = async () => {
      while (!stop) {
        const clientId = randomUUID();
        sent.push(clientId);
        const n = sent.length;
        try {
          const res = await fetch(`${first.url}/api/stats/image-guess/post/`, {
            method: 'POST',
            headers: {
              ...KEY,
              'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
            body: JSON.stringify({ clientId, date: daily.date, answer: daily.today }),
          });
          if (res.ok) acked.push(clientId);
          else failures += 1;
          await res.arrayBuffer();
        } catch {
          failures += 1;
          // The connection died with the process: stop this stream.
          return;
        }
      }
    };
    const streams = Array.from({ length: 8 }, stream);
    // Kill once a hundred successes were acknowledged, however long that takes on this machine.
    while (acked.length < 100) await new Promise((r) => setTimeout(r, 5));
    const exited = new Promise((r) => first.child.once('exit', r));
    first.child.kill('SIGKILL');
    await exited;
    stop = true;
    await Promise.all(streams);
    expect(acked.length).toBeGreaterThanOrEqual(100);
    // Some requests were in flight when it died.
    expect(failures).toBeGreaterThan(0);

    const second = await startServer(tmp.dir);
    const counter = (await (
      await fetch(`${second.url}/api/stats/image-guess/`, { headers: KEY })
    ).json()) as { numberOfSuccesses: number };
    expect(counter.numberOfSuccesses).toBeGreaterThanOrEqual(acked.length);
    expect(counter.numberOfSuccesses).toBeLessThanOrEqual(sent.length);
    // Successes acknowledged before the kill are repeats for the restarted server.
    for (const clientId of acked.slice(0, 5)) {
      const res = await fetch(`${second.url}/api/stats/image-guess/post/`, {
        method: 'POST',
        headers: KEY,
        body: JSON.stringify({ clientId, date: daily.date, answer: daily.today }),
      });
      expect(await res.json()).toEqual({
        date: daily.date,
        numberOfSuccesses: counter.numberOfSuccesses,
      });
    }
    // The same answer after the restart.
    const again = (await (
      await fetch(`${second.url}/api/image-guess/daily-guess/`, { headers: KEY })
    ).json()) as { today: string };
    expect(again.today).toBe(daily.today);
    const stopped = new Promise((r) => second.child.once('exit', r));
    second.child.kill('SIGTERM');
    await stopped;

    // Every acknowledged client id is stored, and the counter matches the stored rows.
    const db = await openDatabase({ sqliteFile: path.join(tmp.dir, 'guessdle.sqlite') });
    const rows = await db.db
      .selectFrom('stats_successes')
      .select('client_id')
      .where('mode', '=', 'image-guess')
      .execute();
    await db.close();
    const stored = new Set(rows.map((r) => r.client_id));
    // Each client id once, the repeats sent after the restart included.
    expect(rows).toHaveLength(stored.size);
    expect(acked.filter((id) => !stored.has(id))).toEqual([]);
    expect(stored.size).toBe(counter.numberOfSuccesses);
    tmp.cleanup();
  });
});
