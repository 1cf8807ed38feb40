import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cronoGameSchema, errorResponseSchema, type CronoGame } from '@guessdle/api';
import { budgets } from './limits';
import { cronoClient, roundOracle, writePerformerPictures } from './testing/crono';
import {
  clock,
  dataset,
  DEV_KEY_HEADERS,
  tempDir,
  testApp,
  type TestApp,
} from './testing/fixtures';

const DAY = '2025-06-01';
const data = dataset(40, 4);
const assets = tempDir();
beforeAll(() => writePerformerPictures(assets.dir, data));
afterAll(() => assets.cleanup());

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/**
 * The default configuration (RATE_LIMIT_MAX 60 per 60 s), a fake clock, the test pictures;
 * budgets counted in the process, or in the database as instances on PostgreSQL count them
 * (here through Kysely on the SQLite file: the same statements).
 */
async function setup(store?: 'memory' | 'database') {
  const c = clock(`${DAY}T10:00:00Z`);
  t = await testApp({
    now: c.now,
    dataset: data,
    config: {
      assetsDir: assets.dir,
      ...(store ? { rateLimit: { max: 60, windowMs: 60_000, store } } : {}),
    },
  });
  expect(t.config.rateLimit).toMatchObject({ max: 60, windowMs: 60_000 });
  const later = (ms: number) => c.set(new Date(c.now() + ms).toISOString());
  return {
    later,
    client: cronoClient(
      t.app,
      undefined,
      roundOracle(t.db, data, () => later(0)),
    ),
  };
}

describe.each(['memory', 'database'] as const)(
  'given a person playing Crono at the fastest pace that scores (budgets counted in %s)',
  (store) => {
    it('plays a whole run, a pick every 300 ms for 60 s, and never meets a 429', async () => {
      const { later, client } = await setup(store);
      const userId = await client.createId(DAY);
      await client.start(DAY, userId);
      // The widget polls during the countdown.
      for (let i = 0; i < 3; i += 1) {
        later(1_000);
        await client.get(DAY, userId);
      }
      let game = await client.get(DAY, userId);
      expect(game.status).toBe('ongoing');
      const statuses = new Set<number>();
      let picks = 0;
      while (game.status === 'ongoing') {
        const round = game.currentModel as NonNullable<CronoGame['currentModel']>;
        const answer = await client.look(round.photoUrl);
        later(300);
        const r = await client.call('POST', `/api/crono/${DAY}/guess`, {
          userId,
          modelId: answer,
          roundId: round.id,
        });
        statuses.add(r.status);
        picks += 1;
        if (r.status !== 200) {
          // The time ran out on this pick.
          expect(errorResponseSchema.parse(r.body).error).toBe('game-already-finished');
          break;
        }
        game = cronoGameSchema.parse((r.body as { game: unknown }).game);
      }
      expect(picks).toBeGreaterThanOrEqual(199);
      expect(statuses.has(429)).toBe(false);
      later(1_000);
      const submitted = await client.submit(DAY, userId, 'quick');
      expect(submitted.status).toBe(200);
      expect(submitted.body).toMatchObject({ userScore: picks - 1 });
    }, 120_000);
  },
);

describe('given a script on one address', () => {
  it('meets 429 rate-limited with Retry-After once it picks faster than players can', async () => {
    const { later, client } = await setup();
    const budget = budgets(60, 60_000)['crono-guess'];
    // Enough players on one address to exceed the guess budget inside one window.
    const users = await Promise.all(Array.from({ length: 6 }, () => client.createId(DAY)));
    for (const u of users) await client.start(DAY, u);
    later(3_000);
    let refused: Awaited<ReturnType<typeof client.call>> | undefined;
    let sent = 0;
    for (let i = 0; !refused && i < budget + 10; i += 1) {
      const userId = users[i % users.length] as string;
      const game = await client.get(DAY, userId);
      const round = game.currentModel as NonNullable<CronoGame['currentModel']>;
      const r = await client.call('POST', `/api/crono/${DAY}/guess`, {
        userId,
        modelId: game.options[0]?.id,
        roundId: round.id,
      });
      if (r.status === 429) refused = r;
      else sent += 1;
      later(5);
    }
    expect(sent).toBe(budget);
    expect(refused?.res.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(refused?.res.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorResponseSchema.parse(refused?.body).error).toBe('rate-limited');
  }, 120_000);

  it('shares one stats budget across the three modes (per address, not per route)', async () => {
    const c = clock(`${DAY}T10:00:00Z`);
    t = await testApp({ now: c.now, config: { rateLimit: { max: 4, windowMs: 60_000 } } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const mode = (['classic', 'image-guess', 'channel-guess'] as const)[i % 3];
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/stats/${mode}/post/`,
        headers: DEV_KEY_HEADERS,
        payload: { clientId: randomUUID(), date: DAY, answer: 'nope' },
      });
      statuses.push(res.statusCode === 429 ? 429 : 0);
      if (res.statusCode === 429) expect(res.headers['retry-after']).toBe('60');
    }
    // The four first are judged (and refused: wrong answer), the rest never reach the judge.
    expect(statuses).toEqual([0, 0, 0, 0, 429, 429]);
    // Another kind has its own budget, and the window's end lifts the limit.
    const tracking = await t.app.inject({
      method: 'POST',
      url: '/api/tracking/',
      headers: DEV_KEY_HEADERS,
      payload: {},
    });
    expect(tracking.statusCode).not.toBe(429);
    c.set(`${DAY}T10:01:00Z`);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/stats/classic/post/',
      headers: DEV_KEY_HEADERS,
      payload: { clientId: randomUUID(), date: DAY, answer: 'nope' },
    });
    expect(again.statusCode).not.toBe(429);
  });
});
