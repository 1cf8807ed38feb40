import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CRONO_LEADERBOARD_SIZE,
  cronoCreateResponseSchema,
  cronoGameSchema,
  errorResponseSchema,
  type CronoGame,
} from '@guessdle/api';
import { cronoClient, roundOracle, writePerformerPictures } from '../testing/crono';
import {
  clock,
  dataset,
  DEV_KEY_HEADERS,
  tempDir,
  testApp,
  type TestApp,
} from '../testing/fixtures';

const DAY = '2025-06-01';
const data = dataset(120, 4);
const assets = tempDir();
beforeAll(() => writePerformerPictures(assets.dir, data));
afterAll(() => assets.cleanup());

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function setup(start = `${DAY}T10:00:00Z`) {
  const c = clock(start);
  t = await testApp({
    now: c.now,
    dataset: data,
    config: { assetsDir: assets.dir, rateLimit: { max: 100_000, windowMs: 60_000 } },
  });
  const later = (ms: number) => c.set(new Date(c.now() + ms).toISOString());
  return {
    c,
    later,
    client: cronoClient(
      t.app,
      undefined,
      roundOracle(t.db, data, () => later(300)),
    ),
  };
}

describe('given the daily Crono game, played from start to leaderboard', () => {
  it('walks through not-started, starting, ongoing and finished by the server clock', async () => {
    const { later, client } = await setup();
    const userId = await client.createId(DAY);

    const fresh = await client.get(DAY, userId);
    expect(fresh).toMatchObject({
      id: DAY,
      userId,
      status: 'not-started',
      remainingTime: 60,
      score: 0,
      currentModel: null,
      options: [],
      canSubmitScore: false,
      userScore: null,
      userCount: 0,
      leaderboard: [],
    });

    const starting = await client.start(DAY, userId);
    expect(starting).toMatchObject({ status: 'starting', remainingTime: 3, userCount: 1 });
    expect(starting.currentModel).toBeNull();
    // Polled while starting (SPEC §4), as the clock moves.
    later(2_000);
    expect(await client.get(DAY, userId)).toMatchObject({ status: 'starting', remainingTime: 1 });
    later(1_000);
    let game = await client.get(DAY, userId);
    expect(game).toMatchObject({ status: 'ongoing', remainingTime: 60, score: 0 });
    // Starting again is not an error and changes nothing.
    expect((await client.start(DAY, userId)).currentModel).toEqual(game.currentModel);

    // Play: look at each photo, pick right twice in three, until the time is up.
    const seen: string[] = [];
    let expectedScore = 0;
    let picks = 0;
    while (game.status === 'ongoing' && picks < 100) {
      const model = game.currentModel;
      if (!model) throw new Error('an ongoing game shows a round');
      expect(game.options).toHaveLength(4);
      expect(new Set(game.options.map((o) => o.id)).size).toBe(4);
      // The round token and the photo URL say nothing about the answer.
      const answer = await client.look(model.photoUrl);
      const slug = answer.split('/').pop() as string;
      expect(model.id).not.toContain(slug);
      expect(model.photoUrl).not.toContain(slug);
      expect(model.photoUrl).toBe(`/api/crono/${DAY}/rounds/${model.id}/photo`);
      expect(game.options.map((o) => o.id)).toContain(answer);
      seen.push(answer);

      const right = picks % 3 !== 2;
      const pick = right ? answer : (game.options.find((o) => o.id !== answer)?.id as string);
      const res = await client.guess(DAY, { userId, modelId: pick, roundId: model.id });
      expect(res.status).toBe(200);
      if (res.result.status !== 'success') throw new Error(JSON.stringify(res.result));
      expect(res.result.correct).toBe(right);
      if (right) expectedScore += 1;
      game = res.result.game;
      expect(game.score).toBe(expectedScore);
      expect(game.currentModel?.id).not.toBe(model.id);
      picks += 1;
      // With the 300 ms spent looking (the oracle's think), one pick every 1.4 s.
      later(1_100);
      // The client's timer reached 0 or a poll: the server says whether the run goes on.
      game = await client.get(DAY, userId);
    }
    // No performer came back within the run.
    expect(new Set(seen).size).toBe(seen.length);
    // One pick every 1.4 s from 0 s to 58.8 s; the run ends at 60 s.
    expect(picks).toBe(43);
    expect(game.status).toBe('finished');
    expect(game).toMatchObject({
      remainingTime: 0,
      currentModel: null,
      options: [],
      canSubmitScore: true,
      score: expectedScore,
    });

    const submitted = await client.submit(DAY, userId, '  Ana\u0007 ');
    expect(submitted.status).toBe(200);
    expect(cronoGameSchema.parse(submitted.body)).toMatchObject({
      status: 'finished',
      canSubmitScore: false,
      userScore: expectedScore,
      leaderboard: [{ username: 'Ana', score: expectedScore }],
      userCount: 1,
    });
  });

  it('ranks the top ten submitted scores, ties to who finished first, counting every starter', async () => {
    const { later, client } = await setup();
    // 13 players, each on their own address, start one second apart and score 0 … 4 (some tie);
    // one more never starts.
    const players: Array<{ userId: string; target: number; name: string }> = [];
    for (let i = 0; i < 13; i += 1) {
      const userId = await client.createId(DAY);
      players.push({ userId, target: i % 5, name: `p${i}` });
      await client.start(DAY, userId, `192.0.2.${i + 1}`);
      later(1_000);
    }
    const idle = await client.createId(DAY);
    later(3_000);
    for (const p of players) {
      let game = await client.get(DAY, p.userId);
      for (let s = 0; s < p.target; s += 1) {
        const model = game.currentModel as NonNullable<CronoGame['currentModel']>;
        const answer = await client.look(model.photoUrl);
        const res = await client.guess(DAY, {
          userId: p.userId,
          modelId: answer,
          roundId: model.id,
        });
        if (res.result.status !== 'success') throw new Error(JSON.stringify(res.result));
        game = res.result.game;
      }
      expect(game.score).toBe(p.target);
    }
    later(70_000);
    // Submit in reverse order: the tie-break is the finish time, not the submission order.
    for (const p of [...players].reverse()) {
      expect((await client.submit(DAY, p.userId, p.name)).status).toBe(200);
    }
    const expected = [...players]
      .map((p, i) => ({ ...p, i }))
      .sort((a, b) => b.target - a.target || a.i - b.i)
      .slice(0, CRONO_LEADERBOARD_SIZE)
      .map((p) => ({ username: p.name, score: p.target }));
    const seenByIdle = await client.get(DAY, idle);
    expect(seenByIdle.leaderboard).toEqual(expected);
    expect(seenByIdle.leaderboard[0]).toEqual({ username: 'p4', score: 4 });
    expect(seenByIdle.userCount).toBe(13);
    expect(seenByIdle.status).toBe('not-started');
  });
});

describe('given private games', () => {
  it('creates an unguessable id with an assigned user, then more users join by link', async () => {
    const { later, client } = await setup();
    const created = await client.call('POST', '/api/crono/new');
    expect(created.status).toBe(200);
    const { id, assignedUserId } = cronoCreateResponseSchema.parse(created.body);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const other = cronoCreateResponseSchema.parse(
      (await client.call('POST', '/api/crono/new')).body,
    );
    expect(other.id).not.toBe(id);

    expect(await client.get(id, assignedUserId)).toMatchObject({ id, status: 'not-started' });
    const friend = await client.createId(id);
    await client.start(id, assignedUserId);
    await client.start(id, friend);
    later(3_000);
    const game = await client.get(id, friend);
    expect(game).toMatchObject({ status: 'ongoing', userCount: 2 });
    expect(game.currentModel?.photoUrl).toBe(
      `/api/crono/${id}/rounds/${game.currentModel?.id}/photo`,
    );
    // The daily game is a different game with its own players.
    expect((await client.get(DAY, await client.createId(DAY))).userCount).toBe(0);
  });

  it('answers game-not-found for a private id that was never created', async () => {
    const { client } = await setup();
    const res = await client.call('POST', '/api/crono/AAAAAAAAAAAAAAAAAAAAAA/create-id');
    expect(res.status).toBe(404);
    expect(errorResponseSchema.parse(res.body).error).toBe('game-not-found');
  });
});

describe('given daily games of other days', () => {
  it('refuses a future day and a past day nobody played with game-not-found', async () => {
    const { client } = await setup();
    for (const day of ['2025-06-02', '2025-05-31', '1999-01-01']) {
      const res = await client.call('POST', `/api/crono/${day}/create-id`);
      expect(res.status, day).toBe(404);
      expect(res.body.error).toBe('game-not-found');
    }
  });

  it('keeps yesterday read-only: runs in progress finish and submit, no new run starts', async () => {
    const { c, later, client } = await setup(`${DAY}T23:59:30Z`);
    const playing = await client.createId(DAY);
    const waiting = await client.createId(DAY);
    await client.start(DAY, playing);
    later(4_000);
    let game = await client.get(DAY, playing);
    c.set('2025-06-02T00:00:10Z');
    // The run started before the reset goes on until its own end.
    const model = game.currentModel as NonNullable<CronoGame['currentModel']>;
    const answer = await client.look(model.photoUrl);
    const res = await client.guess(DAY, { userId: playing, modelId: answer, roundId: model.id });
    expect(res.result).toMatchObject({ status: 'success', correct: true });
    // A user who had not started cannot start yesterday's game.
    const late = await client.call('POST', `/api/crono/${DAY}/start`, { userId: waiting });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('game-already-finished');
    later(60_000);
    expect((await client.submit(DAY, playing, 'night owl')).status).toBe(200);
    // Anyone may still look at yesterday's leaderboard through a new user id.
    game = await client.get(DAY, await client.createId(DAY));
    expect(game.leaderboard).toEqual([{ username: 'night owl', score: 1 }]);
    expect(game.userCount).toBe(1);
  });
});

describe('given the round photo', () => {
  it('streams the current round picture without an API key and with no-store caching', async () => {
    const { later, client } = await setup();
    const userId = await client.createId(DAY);
    await client.start(DAY, userId);
    later(3_000);
    const game = await client.get(DAY, userId);
    const url = game.currentModel?.photoUrl as string;
    const res = await t!.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
    // With a key it is the same picture.
    expect((await t!.app.inject({ url, headers: DEV_KEY_HEADERS })).body).toBe(res.body);
  });
});
