import { afterEach, describe, expect, it } from 'vitest';
import { dailyGuessResponseSchema, serverDateResponseSchema } from '@guessdle/api';
import { clock, DEV_KEY_HEADERS, testApp, type TestApp } from '../testing/fixtures';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('given the walking skeleton', () => {
  it('answers the server date with the next reset instant', async () => {
    const c = clock('2025-03-10T15:00:00Z');
    t = await testApp({ now: c.now });
    const res = await t.app.inject({ url: '/api/server-date/', headers: DEV_KEY_HEADERS });
    expect(res.statusCode).toBe(200);
    expect(serverDateResponseSchema.parse(res.json())).toEqual({
      date: '2025-03-10',
      nextResetAt: '2025-03-11T00:00:00.000Z',
      timeZone: 'UTC',
    });
  });

  it('answers the classic daily guess from the database, the same on every call', async () => {
    t = await testApp({ now: clock('2025-03-10T15:00:00Z').now });
    const a = await t.app.inject({ url: '/api/classic/daily-guess/', headers: DEV_KEY_HEADERS });
    const b = await t.app.inject({ url: '/api/classic/daily-guess/', headers: DEV_KEY_HEADERS });
    expect(a.statusCode).toBe(200);
    const body = dailyGuessResponseSchema.parse(a.json());
    expect(body.date).toBe('2025-03-10');
    expect(body.yesterday).toBeNull();
    expect(b.json()).toEqual(body);
    const stored = await t.db.db.selectFrom('daily_answers').selectAll().execute();
    expect(stored.map((r) => [r.mode, r.date, r.answer])).toEqual([
      ['classic:hard', '2025-03-10', body.today],
    ]);
  });
});
