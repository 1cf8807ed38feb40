import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CRONO_USERNAME_MAX,
  cronoGuessResponseSchema,
  errorResponseSchema,
  type CronoGame,
} from '@guessdle/api';
import { cronoClient, roundOracle, type CronoClient } from '../testing/crono';
import {
  CRONO_LISTED_FAST_PICKS_MAX,
  CRONO_LISTED_RUNS_PER_ADDRESS,
  CRONO_REACTION_FLOOR_MS,
} from './plausibility';
import { clock, dataset, tempDir, testApp, type TestApp } from '../testing/fixtures';

const DAY = '2025-06-01';
const data = dataset(40, 4);
const assets = tempDir();
beforeAll(async () => {
  const { writePerformerPictures } = await import('../testing/crono');
  writePerformerPictures(assets.dir, data);
});
afterAll(() => assets.cleanup());

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

type Round = NonNullable<CronoGame['currentModel']>;

/** A player in an ongoing run of the daily game. */
async function playing(): Promise<{
  client: CronoClient;
  userId: string;
  game: CronoGame;
  later: (ms: number) => void;
}> {
  const c = clock(`${DAY}T10:00:00Z`);
  t = await testApp({
    now: c.now,
    dataset: data,
    config: { assetsDir: assets.dir, rateLimit: { max: 100_000, windowMs: 60_000 } },
  });
  const later = (ms: number) => c.set(new Date(c.now() + ms).toISOString());
  const client = cronoClient(
    t.app,
    undefined,
    roundOracle(t.db, data, () => later(300)),
  );
  const userId = await client.createId(DAY);
  await client.start(DAY, userId);
  later(3_000);
  return { client, userId, game: await client.get(DAY, userId), later };
}

const expectRefused = (
  r: { status: number; body: Record<string, unknown> },
  status: number,
  error: string,
) => {
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(errorResponseSchema.parse(r.body).error).toBe(error);
};

describe('given a player trying to forge a score', () => {
  it('refuses any field beyond the contract (400) and scores only what the server judged', async () => {
    const { client, userId, game, later } = await playing();
    const round = game.currentModel as Round;
    const answer = await client.look(round.photoUrl);
    for (const extra of [{ score: 999 }, { correct: true }, { points: 5 }, { userScore: 60 }]) {
      const r = await client.call('POST', `/api/crono/${DAY}/guess`, {
        userId,
        modelId: answer,
        roundId: round.id,
        ...extra,
      });
      expectRefused(r, 400, 'invalid-request');
    }
    // The round was not consumed by the refused calls: one real correct pick scores 1.
    const ok = await client.guess(DAY, { userId, modelId: answer, roundId: round.id });
    expect(ok.result).toMatchObject({ status: 'success', correct: true, game: { score: 1 } });
    later(60_000);
    for (const extra of [{ score: 999 }, { userScore: 999 }]) {
      const r = await client.call('POST', `/api/crono/${DAY}/submit-score`, {
        userId,
        username: 'cheat',
        ...extra,
      });
      expectRefused(r, 400, 'invalid-request');
    }
    const submitted = await client.submit(DAY, userId, 'honest');
    expect(submitted.body).toMatchObject({
      userScore: 1,
      leaderboard: [{ username: 'honest', score: 1 }],
    });
  });
});

describe('given a player guessing out of time', () => {
  it('refuses a guess before Start and during the countdown with game-not-started', async () => {
    const c = clock(`${DAY}T10:00:00Z`);
    t = await testApp({ now: c.now, dataset: data, config: { assetsDir: assets.dir } });
    const client = cronoClient(t.app, undefined, roundOracle(t.db, data));
    const userId = await client.createId(DAY);
    const body = { userId, modelId: '/model/test-performer-1', roundId: 'AAAAAAAAAAAAAAAAAAAAAA' };
    const before = await client.guess(DAY, body);
    expect(before).toEqual({
      status: 409,
      result: { status: 'error', error: 'game-not-started', message: expect.any(String) },
    });
    await client.start(DAY, userId);
    c.set(`${DAY}T10:00:02Z`);
    expect((await client.guess(DAY, body)).result).toMatchObject({ error: 'game-not-started' });
  });

  it('refuses a guess after the time is up with game-already-finished, the score unchanged', async () => {
    const { client, userId, game, later } = await playing();
    const round = game.currentModel as Round;
    const answer = await client.look(round.photoUrl);
    later(60_000);
    const late = await client.guess(DAY, { userId, modelId: answer, roundId: round.id });
    expect(late.status).toBe(409);
    expect(late.result).toMatchObject({ status: 'error', error: 'game-already-finished' });
    expect(await client.get(DAY, userId)).toMatchObject({ status: 'finished', score: 0 });
    // The photo of the last round is gone too.
    expect((await t!.app.inject({ url: round.photoUrl })).statusCode).toBe(404);
  });

  it('refuses submitting before the end with game-not-finished', async () => {
    const { client, userId } = await playing();
    expectRefused(await client.submit(DAY, userId, 'early'), 409, 'game-not-finished');
  });
});

describe('given a player replaying a guess', () => {
  it('accepts a round once: the same roundId again is stale-round', async () => {
    const { client, userId, game } = await playing();
    const round = game.currentModel as Round;
    const answer = await client.look(round.photoUrl);
    const first = await client.guess(DAY, { userId, modelId: answer, roundId: round.id });
    expect(first.result).toMatchObject({ status: 'success', correct: true });
    const again = await client.guess(DAY, { userId, modelId: answer, roundId: round.id });
    expect(again.status).toBe(409);
    expect(again.result).toMatchObject({ status: 'error', error: 'stale-round' });
    // A made-up round id is refused the same way.
    const made = await client.guess(DAY, { userId, modelId: answer, roundId: 'guess-the-token' });
    expect(made.result).toMatchObject({ error: 'stale-round' });
    expect((await client.get(DAY, userId)).score).toBe(1);
    // The old round's photo is no longer served.
    expect((await t!.app.inject({ url: round.photoUrl })).statusCode).toBe(404);
  });

  it('lets exactly one of many simultaneous copies of a guess through', async () => {
    const { client, userId, game } = await playing();
    const round = game.currentModel as Round;
    const answer = await client.look(round.photoUrl);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.guess(DAY, { userId, modelId: answer, roundId: round.id }),
      ),
    );
    expect(results.filter((r) => r.result.status === 'success')).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect((await client.get(DAY, userId)).score).toBe(1);
  });
});

describe('given a player submitting twice', () => {
  it('keeps the first submission: the second is score-already-submitted', async () => {
    const { client, userId, later } = await playing();
    later(60_000);
    expect((await client.submit(DAY, userId, 'first')).status).toBe(200);
    expectRefused(await client.submit(DAY, userId, 'second'), 409, 'score-already-submitted');
    const both = await Promise.all([
      client.submit(DAY, userId, 'x'),
      client.submit(DAY, userId, 'y'),
    ]);
    expect(both.map((r) => r.status)).toEqual([409, 409]);
    expect((await client.get(DAY, userId)).leaderboard).toEqual([{ username: 'first', score: 0 }]);
  });
});

describe('given a user id from another game', () => {
  it('answers unknown-user on every call of the other game, and game-not-found for no game', async () => {
    const { client, userId, game } = await playing();
    const other = (await client.call('POST', '/api/crono/new')).body.id as string;
    const round = game.currentModel as Round;
    const calls = [
      client.call('GET', `/api/crono/${other}?userId=${userId}`),
      client.call('POST', `/api/crono/${other}/start`, { userId }),
      client.call('POST', `/api/crono/${other}/guess`, { userId, modelId: 'x', roundId: round.id }),
      client.call('POST', `/api/crono/${other}/submit-score`, { userId, username: null }),
    ];
    for (const r of await Promise.all(calls)) expectRefused(r, 403, 'unknown-user');
    // The guess refusal is a contract guess error.
    const g = await client.call('POST', `/api/crono/${other}/guess`, {
      userId,
      modelId: 'x',
      roundId: round.id,
    });
    expect(cronoGuessResponseSchema.parse(g.body)).toMatchObject({ error: 'unknown-user' });
    // A photo URL of this game under another game id is not served either.
    const moved = round.photoUrl.replace(`/api/crono/${DAY}/`, `/api/crono/${other}/`);
    expect((await t!.app.inject({ url: moved })).statusCode).toBe(404);
    const missing = await client.call('POST', '/api/crono/zzzzzzzzzzzzzzzzzzzzzz/guess', {
      userId,
      modelId: 'x',
      roundId: round.id,
    });
    expectRefused(missing, 404, 'game-not-found');
  });
});

describe('given a username of any length the body limit allows', () => {
  it('keeps it cut to CRONO_USERNAME_MAX (24) code points instead of refusing it', async () => {
    const { client, userId, later } = await playing();
    later(60_000);
    // ~15 KiB of name inside the 16 KiB default body limit.
    const long = `  Long\u200b \t name ${'😀'.repeat(10)}${'y'.repeat(15_000)}`;
    const r = await client.submit(DAY, userId, long);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const entry = (r.body.leaderboard as Array<{ username: string | null }>)[0];
    expect(entry?.username).toBe(`Long name ${'😀'.repeat(10)}yyyy`);
    expect(Array.from(entry?.username ?? '')).toHaveLength(CRONO_USERNAME_MAX);
  });
});

describe('given a script picking faster than a person can react', () => {
  it('does not score a pick sooner than the reaction floor after its round began', async () => {
    const { client, userId, game, later } = await playing();
    let round = game.currentModel as Round;
    // The oracle "thinks" 300 ms; the clock is then put back to 100 ms after the round began.
    const answer = await client.look(round.photoUrl);
    later(-300 + CRONO_REACTION_FLOOR_MS - 150);
    const fast = await client.guess(DAY, { userId, modelId: answer, roundId: round.id });
    expect(fast.result).toMatchObject({ status: 'success', correct: false, game: { score: 0 } });
    round = (fast.result as { game: CronoGame }).game.currentModel as Round;
    // At a person's pace the next pick scores.
    const next = await client.look(round.photoUrl);
    const ok = await client.guess(DAY, { userId, modelId: next, roundId: round.id });
    expect(ok.result).toMatchObject({ status: 'success', correct: true, game: { score: 1 } });
  });

  it('keeps a run at an inhuman pace off the leaderboard, though it may submit', async () => {
    const { client, userId, game, later } = await playing();
    let current = game;
    // Eight picks 10 ms apart after the first round: more than CRONO_LISTED_FAST_PICKS_MAX.
    later(300);
    for (let i = 0; i < 8; i += 1) {
      const round = current.currentModel as Round;
      const r = await client.guess(DAY, {
        userId,
        modelId: current.options[0]?.id as string,
        roundId: round.id,
      });
      current = (r.result as { game: CronoGame }).game;
      later(10);
    }
    expect(CRONO_LISTED_FAST_PICKS_MAX).toBeLessThan(8);
    later(60_000);
    const submitted = await client.submit(DAY, userId, 'bot');
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ leaderboard: [] });
    // An honest player of the same game is listed.
    const honest = await client.createId(DAY);
    await client.start(DAY, honest);
    later(63_000);
    const listed = await client.submit(DAY, honest, 'person');
    expect(listed.body).toMatchObject({ leaderboard: [{ username: 'person', score: 0 }] });
  });

  it('lists only the first runs one address submits to a game, whatever ids it asks for', async () => {
    const { client, userId, later } = await playing();
    // The player behind playing() started from inject's default address; four more ids from it.
    const again = [];
    for (let i = 0; i < CRONO_LISTED_RUNS_PER_ADDRESS + 1; i += 1) {
      const id = await client.createId(DAY);
      await client.start(DAY, id);
      again.push(id);
    }
    const neighbour = await client.createId(DAY);
    await client.start(DAY, neighbour, '198.51.100.7');
    later(64_000);
    for (const [i, id] of [userId, ...again].entries()) {
      expect((await client.submit(DAY, id, `run ${i}`)).status).toBe(200);
    }
    const last = await client.submit(DAY, neighbour, 'neighbour');
    const names = (last.body.leaderboard as Array<{ username: string }>).map((e) => e.username);
    expect(names).toHaveLength(CRONO_LISTED_RUNS_PER_ADDRESS + 1);
    expect(names).toEqual(expect.arrayContaining(['run 0', 'run 1', 'run 2', 'neighbour']));
  });
});
