import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@guessdle/api';
import type { DatabaseHandle } from './db';
import { createSharedLimiter, RateLimitedError } from './limits';
import { backends } from './testing/backends';
import { clock, DEV_KEY_HEADERS, testApp, type TestApp } from './testing/fixtures';
import { dropSchema, openPostgres, postgresUrl, uniqueSchema } from './testing/postgres';

const outcome = (taken: void | Promise<void>) =>
  Promise.resolve(taken).then(
    () => 'ok' as const,
    (err: unknown) => {
      if (err instanceof RateLimitedError) return err;
      throw err;
    },
  );

// The statements on every backend (PostgreSQL only with GUESSDLE_TEST_DATABASE_URL).
describe.each(backends())('write budgets counted in the database on $name', (backend) => {
  let a: DatabaseHandle;
  let b: DatabaseHandle;
  beforeAll(async () => {
    if (backend.skip) return;
    a = await backend.open();
    b = await backend.open();
  });
  afterAll(async () => {
    if (backend.skip) return;
    await a.close();
    await b.close();
    await backend.cleanup();
  });

  it.skipIf(backend.skip)('shares one budget between two instances, window by window', async () => {
    const c = clock('2025-09-01T10:00:10Z');
    const options = { max: 5, windowMs: 60_000, now: c.now };
    const one = createSharedLimiter({ ...options, db: a.db });
    const two = createSharedLimiter({ ...options, db: b.db });
    const results = [];
    for (let i = 0; i < 12; i += 1) {
      results.push(await outcome((i % 2 ? two : one).take('stats', 'addr-1')));
    }
    expect(results.filter((r) => r === 'ok')).toHaveLength(5);
    const refused = results.at(-1) as RateLimitedError;
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(refused.kind).toBe('stats');
    // The window is aligned to the minute: 50 s of it are left.
    expect(refused.retryAfterSeconds).toBe(50);
    // Another address and another kind have budgets of their own.
    expect(await outcome(one.take('stats', 'addr-2'))).toBe('ok');
    expect(await outcome(two.take('tracking', 'addr-1'))).toBe('ok');
    // The next window starts over, and the windows before the last are deleted.
    c.set('2025-09-01T10:01:00Z');
    expect(await outcome(two.take('stats', 'addr-1'))).toBe('ok');
    c.set('2025-09-01T10:02:00Z');
    expect(await outcome(one.take('stats', 'addr-1'))).toBe('ok');
    await expect
      .poll(async () =>
        (await a.db.selectFrom('rate_limits').select('window_start').execute()).map((r) =>
          Number(r.window_start),
        ),
      )
      .not.toContain(Date.parse('2025-09-01T10:00:00Z'));
  });

  it.skipIf(backend.skip)('counts concurrent writes exactly', async () => {
    const c = clock('2025-09-02T10:00:00Z');
    const options = { max: 20, windowMs: 60_000, now: c.now };
    const limiters = [a, b].map((h) => createSharedLimiter({ ...options, db: h.db }));
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => outcome(limiters[i % 2]!.take('other', 'addr-3'))),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(20);
  });
});

/**
 * Three app instances on one PostgreSQL schema, as an operator runs them behind a proxy: one
 * script spread over the three gets the budget of one. Skipped without a PostgreSQL.
 */
describe.skipIf(!postgresUrl)('given three instances on one PostgreSQL', () => {
  const DAY = '2025-09-03';
  const schema = uniqueSchema();
  const handles: DatabaseHandle[] = [];
  const apps: TestApp[] = [];
  const c = clock(`${DAY}T10:00:00Z`);

  beforeAll(async () => {
    for (let i = 0; i < 3; i += 1) {
      const db = await openPostgres(schema);
      handles.push(db);
      apps.push(
        await testApp({
          db,
          now: c.now,
          config: { rateLimit: { max: 10, windowMs: 60_000, store: 'database' } },
        }),
      );
    }
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    for (const h of handles) await h.close();
    await dropSchema(schema);
  });

  const post = (i: number, remoteAddress: string) =>
    apps[i % 3]!.app.inject({
      method: 'POST',
      url: '/api/stats/classic/post/',
      headers: DEV_KEY_HEADERS,
      remoteAddress,
      payload: { clientId: randomUUID(), date: DAY, answer: 'nope' },
    });

  it('lets a script spread over the three make the writes of one budget', async () => {
    // 45 writes, round robin, some at once: exactly the budget of 10 gets through.
    const first = await Promise.all(Array.from({ length: 15 }, (_, i) => post(i, '198.51.100.7')));
    const rest = [];
    for (let i = 15; i < 45; i += 1) rest.push(await post(i, '198.51.100.7'));
    const all = [...first, ...rest];
    expect(all.filter((r) => r.statusCode !== 429)).toHaveLength(10);
    const refused = all.find((r) => r.statusCode === 429)!;
    expect(errorResponseSchema.parse(refused.json()).error).toBe('rate-limited');
    expect(refused.headers['retry-after']).toBe('60');
    // Each instance refuses: the count is the database's, not the instance's.
    for (let i = 0; i < 3; i += 1) expect((await post(i, '198.51.100.7')).statusCode).toBe(429);
    // A person on another address meets none of it.
    for (let i = 0; i < 6; i += 1) expect((await post(i, '198.51.100.8')).statusCode).toBe(422);
    // The next window lifts it.
    c.set(`${DAY}T10:01:00Z`);
    expect((await post(0, '198.51.100.7')).statusCode).toBe(422);
  });
});
