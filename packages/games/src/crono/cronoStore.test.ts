import { describe, expect, it } from 'vitest';
import { ApiError, type CronoGuessResult, type GuessdleApi } from '@guessdle/api';
import { createMockApi } from '@guessdle/api/mocks';
import { performers } from '@guessdle/data';
import { createMemoryStorage } from '../shared/storage';
import { createCronoStore, type CronoExitReason } from './cronoStore';

const DATE = '2025-06-01';
const T0 = Date.parse(`${DATE}T12:00:00.000Z`);

/** A clock and timers that only move when the test says so. */
function fakeTime() {
  let at = T0;
  let queue: Array<{ due: number; run: () => void; id: number }> = [];
  let ids = 0;
  return {
    now: () => at,
    timers: {
      setTimeout(run: () => void, ms: number) {
        ids += 1;
        queue.push({ due: at + ms, run, id: ids });
        return ids;
      },
      clearTimeout(handle: unknown) {
        queue = queue.filter((t) => t.id !== handle);
      },
    },
    /** Moves the clock, firing due timers in order and letting their promises settle. */
    async advance(ms: number) {
      const end = at + ms;
      for (;;) {
        queue.sort((a, b) => a.due - b.due);
        const next = queue[0];
        if (!next || next.due > end) break;
        queue.shift();
        at = next.due;
        next.run();
        await settle();
      }
      at = end;
      await settle();
    },
  };
}

const settle = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

function setup(
  gameId = DATE,
  options: { roundSeconds?: number; api?: (api: GuessdleApi) => GuessdleApi } = {},
) {
  const time = fakeTime();
  const mock = createMockApi({
    date: DATE,
    now: time.now,
    crono: { countdownMs: 3000, roundSeconds: options.roundSeconds ?? 60 },
  });
  const api = options.api ? options.api(mock) : mock;
  const storage = createMemoryStorage();
  const events: Array<[string, unknown]> = [];
  const exits: CronoExitReason[] = [];
  const errors: string[] = [];
  const store = createCronoStore({
    api,
    storage,
    gameId,
    now: time.now,
    timers: time.timers,
    preloadPhoto: () => Promise.resolve(),
    track: (name, attrs) => events.push([name, attrs]),
    onExit: (reason) => exits.push(reason),
    logError: (message) => errors.push(message),
  });
  return { store, storage, time, events, exits, errors };
}

/** The right option of a round: the mock serves the performer's own picture as the photo. */
function answerOf(photoUrl: string): string {
  const found = performers.find((p) => p.profilePictureUrl === photoUrl);
  if (!found) throw new Error(`no performer with photo ${photoUrl}`);
  return found.profileUrl;
}

describe('given a Crono game without a stored user id', () => {
  it('obtains one, keeps it under the crono key as game id → user id, and shows not-started', async () => {
    const { store, storage } = setup();
    await store.getState().init();
    const users = JSON.parse(storage.getItem('crono') ?? '{}') as Record<string, string>;
    expect(Object.keys(users)).toEqual([DATE]);
    expect(store.getState().status).toBe('not-started');
    expect(store.getState().game?.userId).toBe(users[DATE]);
  });

  it('leaves through onExit when the game does not exist', async () => {
    const { store, exits } = setup('AbCdEfGhIjKlMnOpQr');
    await store.getState().init();
    expect(exits).toEqual(['game-not-found']);
  });
});

describe('given a started run', () => {
  it('polls every 2 s while starting, then counts down from the server’s remaining time', async () => {
    const { store, time, events } = setup();
    await store.getState().init();
    await store.getState().start();
    expect(store.getState().status).toBe('starting');
    expect(events.map(([name]) => name)).toEqual(['game started']);
    await time.advance(2000);
    expect(store.getState().status).toBe('starting');
    await time.advance(2000);
    expect(store.getState().status).toBe('ongoing');
    expect(store.getState().game?.options).toHaveLength(4);
    const left = store.getState().secondsLeft;
    expect(left).toBe(59);
    await time.advance(3000);
    expect(store.getState().secondsLeft).toBe(left - 3);
  });

  it('scores a correct pick and replaces the round; a wrong one keeps the score', async () => {
    const { store, time, events } = setup();
    await store.getState().init();
    await store.getState().start();
    await time.advance(4000);
    const first = store.getState().game!;
    await store.getState().pick(answerOf(first.currentModel!.photoUrl));
    const second = store.getState().game!;
    expect(second.score).toBe(1);
    expect(second.currentModel!.id).not.toBe(first.currentModel!.id);
    expect(store.getState().lastPick).toMatchObject({ correct: true, score: 1 });
    const right = answerOf(second.currentModel!.photoUrl);
    const wrong = second.options.find((o) => o.id !== right)!;
    await store.getState().pick(wrong.id);
    expect(store.getState().game!.score).toBe(1);
    expect(store.getState().lastPick).toMatchObject({ correct: false, score: 1 });
    expect(events.filter(([name]) => name === 'model guessed')).toHaveLength(2);
  });

  it('stops at 0, asks the server, and records today’s daily run as completed', async () => {
    const { store, time, storage } = setup(DATE, { roundSeconds: 5 });
    await store.getState().init();
    await store.getState().start();
    await time.advance(3000);
    await store.getState().refresh();
    expect(store.getState().status).toBe('ongoing');
    await time.advance(5000);
    expect(store.getState().secondsLeft).toBe(0);
    expect(store.getState().status).toBe('finished');
    expect(store.getState().game?.canSubmitScore).toBe(true);
    expect(JSON.parse(storage.getItem(`crono-${DATE}-status`) ?? 'null')).toEqual({
      status: 'completed',
      tries: 0,
      score: 0,
    });
  });

  it('follows the server after the tab was asleep: a refresh shows the server’s time left', async () => {
    const { store, time } = setup();
    await store.getState().init();
    await store.getState().start();
    await time.advance(4000);
    // Background tabs freeze timers: the clock jumps 30 s while no timer ran.
    const frozen = store.getState().secondsLeft;
    await store.getState().refresh();
    expect(store.getState().secondsLeft).toBe(frozen);
    await time.advance(30_000);
    expect(store.getState().secondsLeft).toBe(frozen - 30);
  });

  it('treats game-already-finished as a timeout and logs any other guess error', async () => {
    let answer: CronoGuessResult = {
      status: 'error',
      error: 'stale-round',
      message: 'old round',
    };
    const { store, time, errors } = setup(DATE, {
      api: (api) => ({ ...api, guessCrono: () => Promise.resolve(answer) }),
    });
    await store.getState().init();
    await store.getState().start();
    await time.advance(4000);
    const option = store.getState().game!.options[0]!;
    await store.getState().pick(option.id);
    expect(errors).toEqual(['Something went wrong']);
    expect(store.getState().status).toBe('ongoing');
    answer = { status: 'error', error: 'game-already-finished', message: 'late' };
    await time.advance(60_000);
    await store.getState().pick(option.id);
    expect(store.getState().status).toBe('finished');
  });
});

describe('given a finished run', () => {
  it('submits a blank name as anonymous (null) and hides the form afterwards', async () => {
    const { store, time, events } = setup(DATE, { roundSeconds: 1 });
    await store.getState().init();
    await store.getState().start();
    await time.advance(5000);
    await store.getState().refresh();
    expect(store.getState().game?.canSubmitScore).toBe(true);
    await store.getState().submitScore('   ');
    const game = store.getState().game!;
    expect(game.canSubmitScore).toBe(false);
    expect(game.leaderboard).toEqual([{ username: null, score: 0 }]);
    expect(events.at(-1)?.[0]).toBe('score submitted');
  });

  it('leaves through onExit when the submit fails', async () => {
    const { store, time, exits } = setup(DATE, {
      roundSeconds: 1,
      api: (api) => ({
        ...api,
        submitCronoScore: () =>
          Promise.reject(new ApiError({ status: 500, code: 'internal', message: 'down' })),
      }),
    });
    await store.getState().init();
    await store.getState().start();
    await time.advance(5000);
    await store.getState().refresh();
    await store.getState().submitScore('Ana');
    expect(exits).toEqual(['submit-failed']);
  });
});
