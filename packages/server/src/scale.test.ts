import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyGuessResponseSchema, type CronoGame } from '@guessdle/api';
import type { DatabaseHandle } from './db';
import {
  cronoClient,
  roundOracle,
  writePerformerPictures,
  type CronoClient,
} from './testing/crono';
import {
  clock,
  dataset,
  DEV_KEY_HEADERS,
  tempDir,
  testApp,
  type TestApp,
} from './testing/fixtures';
import { dropSchema, openPostgres, postgresUrl, uniqueSchema } from './testing/postgres';

/**
 * Two server instances (two apps, each with its own connection pool) on one PostgreSQL schema,
 * hit concurrently and alternately. Without GUESSDLE_TEST_DATABASE_URL this file is skipped and
 * testing/postgres.ts prints a warning saying so.
 */
const DAY = '2025-07-01';
const data = dataset(60, 6);
const schema = uniqueSchema();
const assets = tempDir();
const c = clock(`${DAY}T12:00:00Z`);
const handles: DatabaseHandle[] = [];
const apps: TestApp[] = [];

describe.skipIf(!postgresUrl)('given two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    writePerformerPictures(assets.dir, data);
    for (let i = 0; i < 2; i += 1) {
      const db = await openPostgres(schema);
      handles.push(db);
      apps.push(
        await testApp({
          db,
          now: c.now,
          dataset: data,
          config: { assetsDir: assets.dir, rateLimit: { max: 1_000_000, windowMs: 60_000 } },
        }),
      );
    }
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
    for (const h of handles) await h.close();
    await dropSchema(schema);
    assets.cleanup();
  });

  const app = (i: number) => (apps[i % 2] as TestApp).app;

  it('serves one daily answer and counts concurrent successes exactly', async () => {
    // Both instances choose today's answer at the same moment: one wins, both serve it.
    const firsts = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        app(i).inject({ url: '/api/image-guess/daily-guess/', headers: DEV_KEY_HEADERS }),
      ),
    );
    const answers = new Set(firsts.map((r) => dailyGuessResponseSchema.parse(r.json()).today));
    expect(answers.size).toBe(1);
    const [answer] = [...answers];

    // 300 players, each posting its success twice (once per instance), all at once.
    const clients = Array.from({ length: 300 }, () => randomUUID());
    const posts = await Promise.all(
      clients.flatMap((clientId, i) =>
        [0, 1].map((k) =>
          app(i + k).inject({
            method: 'POST',
            url: '/api/stats/image-guess/post/',
            headers: DEV_KEY_HEADERS,
            // Each player from its own address (one counted success per address and day).
            remoteAddress: `10.0.${i >> 8}.${i & 255}`,
            payload: { clientId, date: DAY, answer },
          }),
        ),
      ),
    );
    expect(posts.every((r) => r.statusCode === 200)).toBe(true);
    for (let i = 0; i < 2; i += 1) {
      const res = await app(i).inject({ url: '/api/stats/image-guess/', headers: DEV_KEY_HEADERS });
      expect(res.json()).toEqual({ date: DAY, numberOfSuccesses: 300 });
    }
  });

  it('keeps everyone’s tries exact: each player once, never a replay', async () => {
    const daily = await app(0).inject({
      url: '/api/classic/daily-guess/?mode=easy',
      headers: DEV_KEY_HEADERS,
    });
    const answer = dailyGuessResponseSchema.parse(daily.json()).today;
    const clients = Array.from({ length: 200 }, (_, i) => ({ clientId: randomUUID(), i }));
    const tries = (i: number) => 1 + (i % 5);
    const postOn = (k: number, clientId: string, i: number, n: number) =>
      app(k).inject({
        method: 'POST',
        url: '/api/stats/classic/post/',
        headers: DEV_KEY_HEADERS,
        remoteAddress: `10.1.${i >> 8}.${i & 255}`,
        payload: { clientId, date: DAY, answer, mode: 'easy', tries: n },
      });
    // Every player on both instances at once, then a replay claiming one try.
    const first = await Promise.all(
      clients.flatMap(({ clientId, i }) => [0, 1].map((k) => postOn(i + k, clientId, i, tries(i)))),
    );
    expect(first.every((r) => r.statusCode === 200)).toBe(true);
    await Promise.all(clients.map(({ clientId, i }) => postOn(i, clientId, i, 1)));
    const expected = [1, 2, 3, 4, 5].map((n) => ({ tries: n, players: 40 }));
    for (let i = 0; i < 2; i += 1) {
      const res = await app(i).inject({
        url: '/api/stats/classic/?mode=easy',
        headers: DEV_KEY_HEADERS,
      });
      expect(res.json()).toEqual({ date: DAY, numberOfSuccesses: 200, distribution: expected });
    }
  });

  it('agrees on Crono runs, replays, single submissions and the leaderboard', async () => {
    const oracle = roundOracle(handles[0] as DatabaseHandle, data, () =>
      c.set(new Date(c.now() + 300).toISOString()),
    );
    const clients: CronoClient[] = [
      cronoClient(app(0), undefined, oracle),
      cronoClient(app(1), undefined, oracle),
    ];
    const on = (i: number) => clients[i % 2] as CronoClient;
    const players = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => ({
        i,
        userId: await on(i).createId(DAY),
        target: i % 7,
        name: `player ${i}`,
      })),
    );
    // Every player, each on their own address, presses Start on both instances at once.
    await Promise.all(
      players.flatMap((p) =>
        [0, 1].map((k) => on(p.i + k).start(DAY, p.userId, `192.0.2.${p.i + 1}`)),
      ),
    );
    c.set(`${DAY}T12:00:03Z`);

    await Promise.all(
      players.map(async (p) => {
        let game = await on(p.i).get(DAY, p.userId);
        for (let s = 0; s < p.target; s += 1) {
          const round = game.currentModel as NonNullable<CronoGame['currentModel']>;
          const answer = await on(p.i + s).look(round.photoUrl);
          const body = { userId: p.userId, modelId: answer, roundId: round.id };
          // The same correct pick sent to both instances at once: it counts once.
          const both = await Promise.all([on(0).guess(DAY, body), on(1).guess(DAY, body)]);
          const ok = both.filter((r) => r.result.status === 'success');
          expect(ok).toHaveLength(1);
          expect(both.filter((r) => r.result.status === 'error')[0]?.result).toMatchObject({
            error: 'stale-round',
          });
          const success = ok[0]?.result;
          if (success?.status !== 'success') throw new Error('unreachable');
          game = success.game;
        }
        expect(game.score).toBe(p.target);
      }),
    );

    c.set(`${DAY}T12:01:05Z`);
    // Every player submits twice on each instance, all at once: one submission each counts.
    const submits = await Promise.all(
      players.flatMap((p) =>
        [0, 1, 2, 3].map((k) => on(p.i + k).submit(DAY, p.userId, `${p.name}#${k}`)),
      ),
    );
    expect(submits.filter((r) => r.status === 200)).toHaveLength(40);
    expect(submits.filter((r) => r.status === 409)).toHaveLength(120);

    const seenBy = await Promise.all([0, 1].map((k) => on(k).get(DAY, players[0]!.userId)));
    expect(seenBy[0]?.leaderboard).toEqual(seenBy[1]?.leaderboard);
    expect(seenBy[0]?.userCount).toBe(40);
    expect(seenBy[1]?.userCount).toBe(40);
    const board = seenBy[0]?.leaderboard ?? [];
    // Scores 6 and 5 belong to five players each: exactly the top ten.
    expect(board.map((e) => e.score)).toEqual([6, 6, 6, 6, 6, 5, 5, 5, 5, 5]);
    // Whichever copy of a submission won the race, it is the player's, with the player's score.
    const owner = (username: string | null) => username?.replace(/#\d$/, '');
    for (const score of [6, 5]) {
      const expected = players.filter((p) => p.target === score).map((p) => p.name);
      const shown = board.filter((e) => e.score === score).map((e) => owner(e.username));
      expect(shown.sort()).toEqual(expected.sort());
    }
    for (const p of players) {
      expect((await on(p.i + 1).get(DAY, p.userId)).userScore).toBe(p.target);
    }
  });
});
