import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { testConfig } from '../config';
import { dataset, DEV_KEY_HEADERS, tempDir } from '../testing/fixtures';
import { openDatabase } from './index';

/**
 * An SQLite file that cannot grow (a full disk, as SQLite reports it: SQLITE_FULL, made here with
 * `max_page_count`): successes answer 503 with Retry-After, the log names the cause once (not
 * "cannot rollback", which libsql's own transaction wrapper said), nothing is counted that was
 * not stored, and the first write that works again ends the outage.
 */
const HEADERS = { ...DEV_KEY_HEADERS, 'content-type': 'application/json' };

describe('given an SQLite database whose disk is full', () => {
  it('answers 503 with Retry-After, logs the cause once and counts only what it stored', async () => {
    const tmp = tempDir();
    const db = await openDatabase({ sqliteFile: path.join(tmp.dir, 'guessdle.sqlite') });
    const lines: Array<{ level: number; msg: string; cause?: string }> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await createApp(
      testConfig({
        dailySecret: 'full-disk-secret-0123456789',
        rateLimit: { max: 1e6, windowMs: 60_000 },
        statsPerAddress: 1e6,
      }),
      { db, dataset: dataset(), logger: { level: 'info', stream } },
    );
    await app.ready();
    try {
      const daily = (
        await app.inject({ url: '/api/classic/daily-guess/', headers: HEADERS })
      ).json<{
        today: string;
        date: string;
      }>();
      const win = () =>
        app.inject({
          method: 'POST',
          url: '/api/stats/classic/post/',
          headers: HEADERS,
          payload: { clientId: randomUUID(), date: daily.date, answer: daily.today },
        });
      expect((await win()).statusCode).toBe(200);
      const raw = db.sqlite!;
      const { page_count: pages } = raw.prepare('PRAGMA page_count').get() as {
        page_count: number;
      };
      raw.exec(`PRAGMA max_page_count = ${pages}`);

      let acknowledged = 1;
      let full: Awaited<ReturnType<typeof win>> | undefined;
      for (let i = 0; i < 5_000 && !full; i += 1) {
        const answer = await win();
        if (answer.statusCode === 200) acknowledged += 1;
        else full = answer;
      }
      expect(full?.statusCode).toBe(503);
      expect(full?.json()).toMatchObject({ status: 'error', error: 'database-unavailable' });
      expect(full?.headers['retry-after']).toBeDefined();
      for (let i = 0; i < 10; i += 1) expect((await win()).statusCode).toBe(503);

      const counter = await app.inject({ url: '/api/stats/classic/', headers: HEADERS });
      expect(counter.json()).toMatchObject({ numberOfSuccesses: acknowledged });
      const errors = lines.filter((line) => line.level >= 50);
      expect(errors).toHaveLength(1);
      expect(errors[0]?.cause).toMatch(/SQLITE_FULL|full/);
      expect(JSON.stringify(lines)).not.toContain('cannot rollback');

      raw.exec('PRAGMA max_page_count = 1073741823');
      expect((await win()).statusCode).toBe(200);
      expect(lines.at(-1)?.msg).toBe('database available again');
      const after = await app.inject({ url: '/api/stats/classic/', headers: HEADERS });
      expect(after.json()).toMatchObject({ numberOfSuccesses: acknowledged + 1 });
    } finally {
      await app.close();
      await db.close();
      tmp.cleanup();
    }
  });
});
