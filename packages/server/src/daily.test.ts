import { afterAll, describe, expect, it } from 'vitest';
import { createDailyAnswers, noRepeatWindow, seededIndex } from './daily';
import { buildPools } from './dataset';
import { createStorage } from './db/storage';
import { backends } from './testing/backends';
import { clock, dataset, DEV_KEY_HEADERS, testApp } from './testing/fixtures';
import { addDays } from './time';

async function dailyGuess(app: Awaited<ReturnType<typeof testApp>>['app'], url: string) {
  const res = await app.inject({ url, headers: DEV_KEY_HEADERS });
  expect(res.statusCode).toBe(200);
  return res.json() as { today: string; yesterday: string | null; date: string };
}

const URLS = [
  '/api/classic/daily-guess/',
  '/api/classic/daily-guess/?mode=easy',
  '/api/classic/daily-guess/?mode=medium',
  '/api/image-guess/daily-guess/',
  '/api/channel-guess/daily-guess/',
];

describe('seededIndex', () => {
  it('depends on the secret, so the date alone does not predict the pick', () => {
    const days = Array.from({ length: 50 }, (_, i) => addDays('2025-01-01', i));
    const a = days.map((d) => seededIndex('secret-a', 'image-guess', d, 150));
    const b = days.map((d) => seededIndex('secret-b', 'image-guess', d, 150));
    expect(a).toEqual(days.map((d) => seededIndex('secret-a', 'image-guess', d, 150)));
    expect(a.filter((x, i) => x === b[i]).length).toBeLessThan(5);
    expect(new Set(a).size).toBeGreaterThan(30);
  });

  it('stays inside the candidates', () => {
    for (let n = 1; n < 40; n += 1) {
      const i = seededIndex('s', 'p', '2025-01-01', n);
      expect(i).toBeGreaterThanOrEqual(0);
      expect(i).toBeLessThan(n);
    }
  });
});

describe('noRepeatWindow', () => {
  it('is the configured window, capped at the pool size minus one', () => {
    expect(noRepeatWindow(60, 150)).toBe(60);
    expect(noRepeatWindow(60, 12)).toBe(11);
    expect(noRepeatWindow(60, 1)).toBe(0);
    expect(noRepeatWindow(60, 0)).toBe(0);
  });
});

describe.each(backends())('daily answers on $name', (backend) => {
  afterAll(() => backend.cleanup());

  describe.skipIf(backend.skip)('', () => {
    it('never change across restarts, a second instance, a new secret or dataset edits', async () => {
      const c = clock('2025-05-01T10:00:00Z');
      const db1 = await backend.open();
      const first = await testApp({ db: db1, now: c.now });
      const seen = await Promise.all(URLS.map((u) => dailyGuess(first.app, u)));
      await first.close();
      await db1.close();

      // A restart (and for Postgres, two instances at once), with another secret and the
      // dataset reordered and cut down: the stored answers win.
      const db2 = await backend.open();
      const db3 = await backend.open();
      const edited = dataset(120, 12);
      const changed = {
        performers: [...edited.performers].reverse().slice(0, 110),
        channels: edited.channels.slice(2),
      };
      const second = await testApp({
        db: db2,
        now: c.now,
        dataset: changed,
        config: { dailySecret: 'another-secret-0123456789' },
      });
      const third = await testApp({ db: db3, now: c.now });
      for (const [i, url] of URLS.entries()) {
        expect(await dailyGuess(second.app, url)).toEqual(seen[i]);
        expect(await dailyGuess(third.app, url)).toEqual(seen[i]);
      }
      await second.close();
      await third.close();
      await db2.close();
      await db3.close();
    });

    it('agree when two instances pick the same new day at the same moment', async () => {
      const c = clock('2025-06-01T10:00:00Z');
      const dbA = await backend.open();
      const dbB = await backend.open();
      // Different secrets, so without the insert-if-absent they would disagree.
      const a = await testApp({
        db: dbA,
        now: c.now,
        config: { dailySecret: 'secret-a-0123456789' },
      });
      const b = await testApp({
        db: dbB,
        now: c.now,
        config: { dailySecret: 'secret-b-0123456789' },
      });
      for (let day = 0; day < 5; day += 1) {
        const results = await Promise.all(
          URLS.flatMap((u) => [dailyGuess(a.app, u), dailyGuess(b.app, u)]),
        );
        for (let i = 0; i < results.length; i += 2) expect(results[i]).toEqual(results[i + 1]);
        c.advanceDays(1);
      }
      await a.close();
      await b.close();
      await dbA.close();
      await dbB.close();
    });

    it('report yesterday as the stored previous answer and never invent one', async () => {
      const c = clock('2025-07-01T10:00:00Z');
      const db = await backend.open();
      const t = await testApp({ db, now: c.now });
      const day1 = await dailyGuess(t.app, '/api/image-guess/daily-guess/');
      expect(day1.yesterday).toBeNull();
      c.advanceDays(1);
      const day2 = await dailyGuess(t.app, '/api/image-guess/daily-guess/');
      expect(day2.date).toBe('2025-07-02');
      expect(day2.yesterday).toBe(day1.today);
      // Skip a day nobody played: its answer was never chosen, so yesterday stays null.
      c.advanceDays(2);
      const day4 = await dailyGuess(t.app, '/api/image-guess/daily-guess/');
      expect(day4.date).toBe('2025-07-04');
      expect(day4.yesterday).toBeNull();
      expect(
        await t.db.db
          .selectFrom('daily_answers')
          .where('date', '=', '2025-07-03')
          .selectAll()
          .execute(),
      ).toEqual([]);
      await t.close();
      await db.close();
    });
  });
});

describe('daily answers without repeats', () => {
  it('never repeat within min(60, pool size − 1) days, for every pool', async () => {
    const c = clock('2025-01-01T12:00:00Z');
    // Pools: easy 50, medium 100, hard/image 120 performers, 12 channels.
    const t = await testApp({ now: c.now });
    const history: Record<string, string[]> = {};
    for (let day = 0; day < 150; day += 1) {
      for (const url of URLS) {
        const body = await dailyGuess(t.app, url);
        (history[url] ??= []).push(body.today);
      }
      c.advanceDays(1);
    }
    const windows: Record<string, number> = {
      '/api/classic/daily-guess/': 60,
      '/api/classic/daily-guess/?mode=easy': 49,
      '/api/classic/daily-guess/?mode=medium': 60,
      '/api/image-guess/daily-guess/': 60,
      '/api/channel-guess/daily-guess/': 11,
    };
    for (const url of URLS) {
      const answers = history[url] ?? [];
      const w = windows[url] ?? 0;
      for (let i = 0; i < answers.length; i += 1) {
        const recent = answers.slice(Math.max(0, i - w), i);
        expect(recent, `${url} day ${i}`).not.toContain(answers[i]);
      }
    }
    // Channels: a window of pool−1 forces a full cycle every 12 days.
    const channels = history['/api/channel-guess/daily-guess/'] ?? [];
    expect(new Set(channels.slice(0, 12)).size).toBe(12);
    await t.close();
  });

  it('draws easy answers from ranks 1-50 and medium from 1-100', async () => {
    const c = clock('2025-01-01T12:00:00Z');
    const t = await testApp({ now: c.now });
    for (let day = 0; day < 60; day += 1) {
      const easy = await dailyGuess(t.app, '/api/classic/daily-guess/?mode=easy');
      const medium = await dailyGuess(t.app, '/api/classic/daily-guess/?mode=medium');
      expect(Number(easy.today.split('-').pop())).toBeLessThanOrEqual(50);
      expect(Number(medium.today.split('-').pop())).toBeLessThanOrEqual(100);
      c.advanceDays(1);
    }
    await t.close();
  });

  it('answers 404 no-daily-answer for an empty pool', async () => {
    const t = await testApp({ dataset: { performers: dataset().performers, channels: [] } });
    const res = await t.app.inject({
      url: '/api/channel-guess/daily-guess/',
      headers: DEV_KEY_HEADERS,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', error: 'no-daily-answer' });
    await t.close();
  });

  it('chooses concurrently requested answers once per process', async () => {
    const t = await testApp();
    const storage = createStorage(t.db);
    const daily = createDailyAnswers({
      storage,
      pools: buildPools(dataset()),
      secret: 'x'.repeat(20),
      noRepeatDays: 60,
    });
    const all = await Promise.all(
      Array.from({ length: 20 }, () => daily.ensure('image-guess', '2030-01-01')),
    );
    expect(new Set(all).size).toBe(1);
    await t.close();
  });
});
