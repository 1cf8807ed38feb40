import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../testing/backends';
import type { DatabaseHandle } from './index';
import { createStorage, type Storage } from './storage';

// The same suite on the embedded SQLite file and on PostgreSQL (skipped, with a warning printed
// by testing/postgres.ts, when GUESSDLE_TEST_DATABASE_URL is unset).
describe.each(backends())('storage on $name', (backend) => {
  let handle: DatabaseHandle;
  let storage: Storage;
  let t = Date.parse('2025-01-01T12:00:00Z');

  beforeAll(async () => {
    if (backend.skip) return;
    handle = await backend.open();
    // A cap of one success per address: the tests below that name addresses count on it.
    storage = createStorage(handle, () => t, { successesPerAddress: 1 });
  });
  afterAll(async () => {
    if (backend.skip) return;
    await handle.close();
    await backend.cleanup();
  });

  describe.skipIf(backend.skip)('queries', () => {
    it('runs migrations idempotently on a second open', async () => {
      const again = await backend.open();
      const tables = await again.db.introspection.getTables();
      await again.close();
      expect(tables.map((x) => x.name)).toEqual(
        expect.arrayContaining([
          'daily_answers',
          'stats_successes',
          'stats_counters',
          'tracking_events',
          'settings',
          'stats_addresses',
          'stats_tries',
        ]),
      );
    });

    it('keeps the first daily answer stored for a (mode, date)', async () => {
      expect(await storage.getDailyAnswer('image-guess', '2025-01-01')).toBeUndefined();
      expect(await storage.insertDailyAnswerIfAbsent('image-guess', '2025-01-01', '/model/a')).toBe(
        '/model/a',
      );
      expect(await storage.insertDailyAnswerIfAbsent('image-guess', '2025-01-01', '/model/b')).toBe(
        '/model/a',
      );
      expect(await storage.getDailyAnswer('image-guess', '2025-01-01')).toBe('/model/a');
      // Another mode on the same date is independent.
      expect(
        await storage.insertDailyAnswerIfAbsent('classic:easy', '2025-01-01', '/model/b'),
      ).toBe('/model/b');
    });

    it('lists stored answers in a date range, newest first', async () => {
      await storage.insertDailyAnswerIfAbsent('channel-guess', '2025-01-02', 'c2');
      await storage.insertDailyAnswerIfAbsent('channel-guess', '2025-01-04', 'c4');
      await storage.insertDailyAnswerIfAbsent('channel-guess', '2025-01-06', 'c6');
      expect(await storage.listDailyAnswers('channel-guess', '2025-01-02', '2025-01-05')).toEqual([
        { date: '2025-01-04', answer: 'c4' },
        { date: '2025-01-02', answer: 'c2' },
      ]);
    });

    it('counts a success once per client, mode and date', async () => {
      const a = randomUUID();
      const b = randomUUID();
      expect(await storage.recordSuccess('classic:hard', '2025-01-01', a)).toEqual({
        counted: true,
        count: 1,
      });
      expect(await storage.recordSuccess('classic:hard', '2025-01-01', a)).toEqual({
        counted: false,
        count: 1,
      });
      expect(await storage.recordSuccess('classic:hard', '2025-01-01', b)).toEqual({
        counted: true,
        count: 2,
      });
      expect(await storage.recordSuccess('classic:easy', '2025-01-01', a)).toEqual({
        counted: true,
        count: 1,
      });
      expect(await storage.getSuccessCount('classic:hard', '2025-01-01')).toBe(2);
      expect(await storage.getSuccessCount('classic:hard', '2025-01-02')).toBe(0);
    });

    it('counts concurrent successes exactly', async () => {
      const clients = Array.from({ length: 40 }, () => randomUUID());
      // Every client twice, all at once.
      const results = await Promise.all(
        [...clients, ...clients].map((c) => storage.recordSuccess('image-guess', '2025-01-03', c)),
      );
      expect(results.filter((r) => r.counted)).toHaveLength(40);
      expect(await storage.getSuccessCount('image-guess', '2025-01-03')).toBe(40);
    });

    it('keeps everyone’s tries under the counter’s rules: once per client, never a replay', async () => {
      const day = '2025-01-27';
      const [a, b, c, d] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      expect(await storage.getTriesDistribution('channel-guess', day)).toEqual([]);
      // All at once (one group commit on SQLite; concurrent transactions on PostgreSQL).
      await Promise.all([
        storage.recordSuccess('channel-guess', day, a, 'tries-1', 3),
        storage.recordSuccess('channel-guess', day, b, 'tries-2', 3),
        storage.recordSuccess('channel-guess', day, c, 'tries-3'),
      ]);
      // Then a again with other tries, and d from a's address: neither counts, neither moves a
      // bar. (Sent one at a time: sent with a's first success, which one counts is a race.)
      expect(await storage.recordSuccess('channel-guess', day, a, 'tries-1', 1)).toMatchObject({
        counted: false,
      });
      expect(await storage.recordSuccess('channel-guess', day, d, 'tries-1', 1)).toMatchObject({
        counted: false,
      });
      // One at a time: a replay with fewer tries, and another pool.
      expect(await storage.recordSuccess('channel-guess', day, b, 'tries-4', 1)).toEqual({
        counted: false,
        count: 3,
      });
      await storage.recordSuccess('image-guess', day, a, 'tries-1', 7);
      expect(await storage.getSuccessCount('channel-guess', day)).toBe(3);
      expect(await storage.getTriesDistribution('channel-guess', day)).toEqual([
        { tries: 3, players: 2 },
      ]);
      expect(await storage.getTriesDistribution('image-guess', day)).toEqual([
        { tries: 7, players: 1 },
      ]);
      await storage.recordSuccess('channel-guess', day, randomUUID(), 'tries-5', 12);
      expect(await storage.getTriesDistribution('channel-guess', day)).toEqual([
        { tries: 3, players: 2 },
        { tries: 12, players: 1 },
      ]);
    });

    it('counts one success per address key, stores the others, and stays idempotent', async () => {
      // 20 made-up client ids from 4 addresses, all at once (one group commit on SQLite).
      const posts = Array.from({ length: 20 }, (_, i) => ({ c: randomUUID(), a: `addr-${i % 4}` }));
      const results = await Promise.all(
        posts.map((p) => storage.recordSuccess('image-guess', '2025-01-04', p.c, p.a)),
      );
      expect(results.filter((r) => r.counted)).toHaveLength(4);
      expect(await storage.getSuccessCount('image-guess', '2025-01-04')).toBe(4);
      // A stored but uncounted client id stays uncounted when it comes back.
      const again = await storage.recordSuccess('image-guess', '2025-01-04', posts[5]!.c, 'new');
      expect(again).toEqual({ counted: false, count: 4 });
      // The same address counts again on another day and in another pool.
      expect(
        (await storage.recordSuccess('image-guess', '2025-01-05', randomUUID(), 'addr-0')).counted,
      ).toBe(true);
      expect(
        (await storage.recordSuccess('classic:hard', '2025-01-04', randomUUID(), 'addr-0')).counted,
      ).toBe(true);
    });

    it('keeps an address counted across commits, and stores the later client ids it sends', async () => {
      const [c1, c2, c3] = [randomUUID(), randomUUID(), randomUUID()];
      const record = (c: string, a: string) =>
        storage.recordSuccess('image-guess', '2025-01-06', c, a);
      // One at a time: each in its own commit, so the later ones meet an address already stored.
      expect(await record(c1, 'addr-a')).toEqual({ counted: true, count: 1 });
      expect(await record(c2, 'addr-a')).toEqual({ counted: false, count: 1 });
      // c2 was stored although its address did not count: from another address it stays uncounted.
      expect(await record(c2, 'addr-b')).toEqual({ counted: false, count: 1 });
      expect(await record(c3, 'addr-b')).toEqual({ counted: true, count: 2 });
      expect(await record(randomUUID(), 'addr-a')).toEqual({ counted: false, count: 2 });
    });

    it('answers each success of a concurrent burst with its own counter value', async () => {
      // On SQLite these land in one group-commit transaction, two pools mixed.
      const clients = Array.from({ length: 30 }, () => randomUUID());
      const results = await Promise.all(
        clients.flatMap((c) => [
          storage.recordSuccess('channel-guess', '2025-01-05', c),
          storage.recordSuccess('classic:normal', '2025-01-05', c),
        ]),
      );
      for (const pool of [0, 1]) {
        const counts = results
          .filter((_, i) => i % 2 === pool)
          .map((r) => (r.counted ? r.count : -1))
          .sort((a, b) => a - b);
        expect(counts).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
      }
      expect(await storage.getSuccessCount('channel-guess', '2025-01-05')).toBe(30);
      expect(await storage.getSuccessCount('classic:normal', '2025-01-05')).toBe(30);
      // A repeat answers the counter as it stands.
      expect(
        await storage.recordSuccess('channel-guess', '2025-01-05', clients[0] as string),
      ).toEqual({ counted: false, count: 30 });
    });

    it('remembers stored successes after a restart (SQLite) or on another instance', async () => {
      const [c1, c2] = [randomUUID(), randomUUID()];
      expect(await storage.recordSuccess('image-guess', '2025-01-07', c1, 'addr-r')).toEqual({
        counted: true,
        count: 1,
      });
      const other = await backend.open();
      try {
        const again = createStorage(other, () => t, { successesPerAddress: 1 });
        expect(await again.recordSuccess('image-guess', '2025-01-07', c1)).toEqual({
          counted: false,
          count: 1,
        });
        expect(await again.recordSuccess('image-guess', '2025-01-07', c2, 'addr-r')).toEqual({
          counted: false,
          count: 1,
        });
        expect(
          (await again.recordSuccess('image-guess', '2025-01-07', randomUUID(), 'addr-s')).count,
        ).toBe(2);
      } finally {
        await other.close();
      }
    });

    it('counts made-up client ids from one address up to its cap, on every instance', async () => {
      const capped = createStorage(handle, () => t, { successesPerAddress: 3 });
      const record = (s: Storage, a: string) =>
        s.recordSuccess('channel-guess', '2025-01-08', randomUUID(), a);
      // Ten at once from one address (one group commit on SQLite), then one from another.
      const burst = await Promise.all(Array.from({ length: 10 }, () => record(capped, 'nat-1')));
      expect(burst.filter((r) => r.counted)).toHaveLength(3);
      expect(await record(capped, 'nat-2')).toEqual({ counted: true, count: 4 });
      // One at a time, each in its own commit: the address stays at its cap.
      expect(await record(capped, 'nat-1')).toEqual({ counted: false, count: 4 });
      // Another instance (or, on SQLite, the process after a restart) sees the same counts.
      const other = await backend.open();
      try {
        const again = createStorage(other, () => t, { successesPerAddress: 3 });
        expect(await record(again, 'nat-1')).toEqual({ counted: false, count: 4 });
        expect(await record(again, 'nat-2')).toEqual({ counted: true, count: 5 });
        expect(await record(again, 'nat-2')).toEqual({ counted: true, count: 6 });
        expect(await record(again, 'nat-2')).toEqual({ counted: false, count: 6 });
      } finally {
        await other.close();
      }
      expect(await storage.getSuccessCount('channel-guess', '2025-01-08')).toBe(6);
    });

    it('commits the successes already asked for when drained', async () => {
      const committed: boolean[] = [];
      const pending = Array.from({ length: 5 }, () =>
        storage
          .recordSuccess('classic:easy', '2025-01-09', randomUUID())
          .then(() => committed.push(true)),
      );
      await storage.drain();
      expect(committed).toHaveLength(5);
      await Promise.all(pending);
      expect(await storage.getSuccessCount('classic:easy', '2025-01-09')).toBe(5);
    });

    it('prunes tracking events by age and by count', async () => {
      const event = { eventName: 'e', attrs: { a: 1 }, deviceId: 'd', sessionId: 's' };
      t = Date.parse('2025-01-01T00:00:00Z');
      await storage.insertTracking(event);
      await storage.insertTracking(event);
      t = Date.parse('2025-02-15T00:00:00Z');
      for (let i = 0; i < 5; i += 1) await storage.insertTracking(event);
      expect(await storage.countTracking()).toBe(7);
      // 30-day retention drops the two January events; at most 3 rows keeps the newest 3.
      expect(await storage.pruneTracking(30, 3)).toBe(4);
      expect(await storage.countTracking()).toBe(3);
      const rows = await handle.db.selectFrom('tracking_events').selectAll().execute();
      expect(JSON.parse(rows[0]?.attrs ?? 'null')).toEqual({ a: 1 });
    });

    it('creates a setting once and returns the first value afterwards', async () => {
      expect(await storage.getOrCreateSetting('k', () => 'first')).toBe('first');
      expect(await storage.getOrCreateSetting('k', () => 'second')).toBe('first');
    });

    it('answers a ping', async () => {
      await expect(storage.ping()).resolves.toBeUndefined();
    });
  });
});
