import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { testConfig } from '../config';
import { dataset, DEV_KEY_HEADERS } from '../testing/fixtures';
import { postgresGate, type PostgresGate } from '../testing/pg-gate';
import { dropSchema, postgresUrl, uniqueSchema } from '../testing/postgres';
import { openDatabase, type DatabaseHandle } from './index';
import { createPostgresPool } from './postgres-pool';

/**
 * The server and a PostgreSQL that goes away: connections dropped under it (a gate in front of the
 * test database, testing/pg-gate.ts, and `pg_terminate_backend`, what `pg_ctl restart` does to
 * them). Nothing may crash; writes answer 503 with Retry-After; memory keeps serving; the log
 * gets one line per change of state; everything works again once the database is back.
 */
const HEADERS = { ...DEV_KEY_HEADERS, 'content-type': 'application/json' };
const until = async (check: () => Promise<boolean>, what: string) => {
  const end = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.skipIf(!postgresUrl)('given a pooled connection that PostgreSQL drops', () => {
  it('a client checked out with no query running does not crash the process', async () => {
    const application = `outage-${randomUUID().slice(0, 8)}`;
    const { pool, watch } = createPostgresPool({
      connectionString: postgresUrl,
      application_name: application,
      max: 2,
    });
    const seen: Error[] = [];
    watch((err) => seen.push(err));
    try {
      // Checked out and idle: the moment node-postgres' pool has no listener on the client.
      const held = await pool.connect();
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [application],
      );
      await admin.end();
      await until(async () => seen.length > 0, 'the dropped connection to be reported');
      expect(seen[0]?.message).toMatch(/terminating connection|Connection terminated/);
      // Its own query fails; the pool drops it on release and the next query gets a new one.
      await expect(held.query('select 1')).rejects.toThrow();
      held.release();
      expect((await pool.query('select 2 as n')).rows).toEqual([{ n: 2 }]);
    } finally {
      await pool.end();
    }
  });
});

describe.skipIf(!postgresUrl)('given an app whose database goes away and comes back', () => {
  const schema = uniqueSchema();
  let gate: PostgresGate;
  let db: DatabaseHandle;
  let app: Awaited<ReturnType<typeof createApp>>;
  const lines: Array<{ level: number; msg: string; cause?: string }> = [];

  beforeAll(async () => {
    gate = await postgresGate(postgresUrl as string);
    db = await openDatabase({ databaseUrl: gate.url, schema, poolSize: 4 });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line));
        done();
      },
    });
    app = await createApp(
      testConfig({
        dailySecret: 'outage-secret-0123456789',
        rateLimit: { max: 1e6, windowMs: 60_000 },
      }),
      { db, dataset: dataset(), logger: { level: 'info', stream } },
    );
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await gate?.stop();
    await dropSchema(schema);
  });

  const win = async () => {
    const daily = await app.inject({ url: '/api/classic/daily-guess/', headers: HEADERS });
    const { today, date } = daily.json<{ today: string; date: string }>();
    return app.inject({
      method: 'POST',
      url: '/api/stats/classic/post/',
      headers: HEADERS,
      payload: { clientId: randomUUID(), date, answer: today },
    });
  };

  it('answers writes 503 with Retry-After, serves what memory holds, logs once, and recovers', async () => {
    expect((await win()).statusCode).toBe(200);

    await gate.shut();
    const refused = await win();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ status: 'error', error: 'database-unavailable' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 20; i += 1) expect((await win()).statusCode).toBe(503);
    // Today's answer is in memory: still served.
    const daily = await app.inject({ url: '/api/classic/daily-guess/', headers: HEADERS });
    expect(daily.statusCode).toBe(200);
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBeDefined();
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'unavailable' });

    await gate.open();
    await until(async () => (await win()).statusCode === 200, 'writes to work again');
    expect((await app.inject({ url: '/api/ready' })).json()).toEqual({
      status: 'ok',
      database: 'available',
    });

    const outage = lines.filter((l) => /database (unavailable|available again)/.test(l.msg));
    expect(outage.map((l) => l.msg)).toEqual([
      'database unavailable: writes answer 503 database-unavailable until it is back',
      'database available again',
    ]);
    // No stack per request: no error line but the outage's own.
    expect(lines.filter((l) => l.level >= 50)).toHaveLength(1);
  });
});
