import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  archiveResponseSchema,
  dailyGuessResponseSchema,
  errorResponseSchema,
} from '@guessdle/api';
import { backends } from './testing/backends';
import { clock, DEV_KEY_HEADERS, testApp, type TestApp } from './testing/fixtures';
import { addDays } from './time';

async function get(t: TestApp, url: string) {
  const res = await t.app.inject({ url, headers: DEV_KEY_HEADERS });
  return { status: res.statusCode, body: res.json() as unknown };
}

async function day(t: TestApp, path: string, date: string) {
  const sep = path.includes('?') ? '&' : '?';
  const res = await get(t, `${path}${sep}date=${date}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return dailyGuessResponseSchema.parse(res.body);
}

const days = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => addDays(from, i));

describe('given no LAUNCH_DATE', () => {
  it('starts the archive on the first day the server ran, and keeps that day', async () => {
    const c = clock('2025-03-10T12:00:00Z');
    const t = await testApp({ now: c.now });
    const first = archiveResponseSchema.parse((await get(t, '/api/archive/')).body);
    expect(first).toEqual({ launchDate: '2025-03-10', date: '2025-03-10' });
    await t.close();
  });

  it('starts it on the first stored puzzle of a database that served puzzles before', async () => {
    const c = clock('2025-03-10T12:00:00Z');
    const t = await testApp({ now: c.now });
    // The launch date was decided at start-up; a later app on the same database keeps it.
    await get(t, '/api/image-guess/daily-guess/');
    c.advanceDays(5);
    const later = await testApp({ db: t.db, now: c.now });
    expect((await get(later, '/api/archive/')).body).toEqual({
      launchDate: '2025-03-10',
      date: '2025-03-15',
    });
    await later.app.close();
    await t.close();
  });
});

describe('given LAUNCH_DATE', () => {
  const config = { launchDate: '2025-04-01' };

  it('answers it with today from the archive call', async () => {
    const c = clock('2025-04-20T08:00:00Z');
    const t = await testApp({ now: c.now, config });
    expect((await get(t, '/api/archive/')).body).toEqual({
      launchDate: '2025-04-01',
      date: '2025-04-20',
    });
    await t.close();
  });

  it.each([
    ['after today', '2025-04-21'],
    ['before the launch date', '2025-03-31'],
  ])("refuses a date %s with 404 'date-not-in-archive'", async (_, date) => {
    const c = clock('2025-04-20T08:00:00Z');
    const t = await testApp({ now: c.now, config });
    for (const path of ['/api/classic/daily-guess/?mode=easy', '/api/channel-guess/daily-guess/']) {
      const res = await get(t, `${path}${path.includes('?') ? '&' : '?'}date=${date}`);
      expect(res.status).toBe(404);
      expect(errorResponseSchema.parse(res.body).error).toBe('date-not-in-archive');
    }
    await t.close();
  });

  it('refuses a date that is not YYYY-MM-DD with 400', async () => {
    const c = clock('2025-04-20T08:00:00Z');
    const t = await testApp({ now: c.now, config });
    const res = await get(t, '/api/image-guess/daily-guess/?date=2025-4-1');
    expect(res.status).toBe(400);
    expect(errorResponseSchema.parse(res.body).error).toBe('invalid-request');
    await t.close();
  });

  it("answers today's date as the daily call does", async () => {
    const c = clock('2025-04-20T08:00:00Z');
    const t = await testApp({ now: c.now, config });
    const plain = (await get(t, '/api/classic/daily-guess/?mode=medium')).body;
    expect(await day(t, '/api/classic/daily-guess/?mode=medium', '2025-04-20')).toEqual(plain);
    await t.close();
  });

  it('never chooses yesterday (a success may still be posted for it): only reads it', async () => {
    const c = clock('2025-04-20T08:00:00Z');
    const t = await testApp({ now: c.now, config });
    const missing = await get(t, '/api/image-guess/daily-guess/?date=2025-04-19');
    expect(missing.status).toBe(404);
    expect(errorResponseSchema.parse(missing.body).error).toBe('no-daily-answer');
    // The day before yesterday is chosen, and then a success for it is refused as ever.
    const past = await day(t, '/api/image-guess/daily-guess/', '2025-04-18');
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/stats/image-guess/post/',
      headers: DEV_KEY_HEADERS,
      payload: { clientId: randomUUID(), date: '2025-04-18', answer: past.today },
    });
    expect(post.statusCode).toBe(422);
    expect(errorResponseSchema.parse(post.json()).error).toBe('date-not-playable');
    // Yesterday, served the day it was today, is then in the archive like any other day.
    const served = (await get(t, '/api/image-guess/daily-guess/')).body as { today: string };
    c.advanceDays(1);
    expect(await day(t, '/api/image-guess/daily-guess/', '2025-04-20')).toMatchObject({
      today: served.today,
      date: '2025-04-20',
    });
    await t.close();
  });
});

describe.each(backends())('the archive on $name', (backend) => {
  afterAll(() => backend.cleanup());

  describe.skipIf(backend.skip)('', () => {
    it('chooses missing days as if each had been chosen in its turn, whatever the order asked', async () => {
      // Two servers with the same secret on two databases: one is asked for the last day
      // first, the other for every day in order. Both choose the same answers.
      const launchDate = '2025-01-01';
      const c = clock('2025-02-15T10:00:00Z');
      const dbA = await backend.open();
      const a = await testApp({ db: dbA, now: c.now, config: { launchDate } });
      // The other database is a fresh SQLite file: the backend's is shared by both apps.
      const b = await testApp({ now: c.now, config: { launchDate } });
      const path = '/api/classic/daily-guess/?mode=easy';
      const last = await day(a, path, '2025-02-10');
      const inOrder = [];
      for (const date of days(launchDate, 41)) inOrder.push(await day(b, path, date));
      expect(inOrder[40]).toEqual(last);
      for (const [i, date] of days(launchDate, 41).entries()) {
        expect(await day(a, path, date)).toEqual(inOrder[i]);
      }
      // Each day's yesterday is the day before's answer; the launch day's is null.
      expect(inOrder[0]?.yesterday).toBeNull();
      for (let i = 1; i < inOrder.length; i += 1) {
        expect(inOrder[i]?.yesterday).toBe(inOrder[i - 1]?.today);
      }
      // Easy is ranks 1-50: no answer comes back within 49 days (the capped window).
      const answers = inOrder.map((d) => d.today);
      expect(new Set(answers).size).toBe(answers.length);
      await a.close();
      await b.close();
      await dbA.close();
    });

    it('keeps a chosen past day for good: another instance, another secret, the same answer', async () => {
      const launchDate = '2024-06-01';
      const c = clock('2024-07-01T10:00:00Z');
      const dbA = await backend.open();
      const dbB = await backend.open();
      const a = await testApp({ db: dbA, now: c.now, config: { launchDate } });
      const b = await testApp({
        db: dbB,
        now: c.now,
        config: { launchDate, dailySecret: 'another-secret-0123456789' },
      });
      const path = '/api/channel-guess/daily-guess/';
      const [fromA, fromB] = await Promise.all([
        day(a, path, '2024-06-20'),
        day(b, path, '2024-06-20'),
      ]);
      expect(fromB).toEqual(fromA);
      expect(await day(b, path, '2024-06-10')).toEqual(await day(a, path, '2024-06-10'));
      // The archive never touches the counters.
      expect((await get(a, '/api/stats/channel-guess/')).body).toMatchObject({
        numberOfSuccesses: 0,
      });
      await a.close();
      await b.close();
      await dbA.close();
      await dbB.close();
    });
  });
});
