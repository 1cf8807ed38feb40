import { describe, expect, it } from 'vitest';
import { ApiError, type CronoGuessResult, type GuessdleApi } from '@guessdle/api';
import { createMockApi } from '@guessdle/api/mocks';
import { performers } from '@guessdle/data';
import { createMemoryStorage } from '../storage/storage';
import {
  CRONO_EVENTS,
  FEEDBACK_MS,
  PICK_PATIENCE_MS,
  createCronoStore,
  type CronoExitReason,
  type CronoStore,
} from './cronoStore';

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

/** Lets every promise that can settle now settle (the mock API's answers take many turns). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function setup(
  gameId = DATE,
  options: {
    roundSeconds?: number;
    api?: (api: GuessdleApi) => GuessdleApi;
    preloadPhoto?: (url: string) => Promise<void>;
    afterPaint?: () => Promise<void>;
  } = {},
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
    preloadPhoto: options.preloadPhoto ?? (() => Promise.resolve()),
    afterPaint: options.afterPaint ?? (() => Promise.resolve()),
    track: (name, attrs) => events.push([name, attrs]),
    onExit: (reason) => exits.push(reason),
    logError: (message) => errors.push(message),
  });
  return { store, storage, time, events, exits, errors, api };
}

type Time = ReturnType<typeof fakeTime>;

/** Picks and lets the verdict's moment pass: the next round is on screen when it resolves. */
async function pickThrough(store: CronoStore, time: Time, optionId: string) {
  const done = store.getState().pick(optionId);
  // The answer first, then the verdict's moment.
  await time.advance(0);
  await time.advance(FEEDBACK_MS);
  await done;
}

/** A store in an ongoing run, its first round on screen. */
async function playing(options: Parameters<typeof setup>[1] = {}) {
  const made = setup(DATE, options);
  await made.store.getState().init();
  await made.store.getState().start();
  await made.time.advance(4000);
  expect(made.store.getState().status).toBe('ongoing');
  return made;
}

/** The round on screen (its opaque id). */
const roundOf = (store: CronoStore) => store.getState().game?.currentModel?.id;

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
    await pickThrough(store, time, answerOf(first.currentModel!.photoUrl));
    const second = store.getState().game!;
    expect(second.score).toBe(1);
    expect(second.currentModel!.id).not.toBe(first.currentModel!.id);
    expect(store.getState().lastPick).toMatchObject({ correct: true, score: 1 });
    const right = answerOf(second.currentModel!.photoUrl);
    const wrong = second.options.find((o) => o.id !== right)!;
    await pickThrough(store, time, wrong.id);
    expect(store.getState().game!.score).toBe(1);
    expect(store.getState().lastPick).toMatchObject({ correct: false, score: 1 });
    expect(events.filter(([name]) => name === 'model guessed')).toHaveLength(2);
  });

  it('shows the picked option pending, then its verdict for the feedback moment, then the next round', async () => {
    const { store, time } = await playing();
    const first = store.getState().game!;
    const right = answerOf(first.currentModel!.photoUrl);
    const wrong = first.options.find((o) => o.id !== right)!;
    const done = store.getState().pick(wrong.id);
    expect(store.getState().feedback).toEqual({
      optionId: wrong.id,
      roundId: first.currentModel!.id,
      verdict: 'pending',
    });
    await time.advance(0);
    expect(store.getState().feedback).toMatchObject({ optionId: wrong.id, verdict: 'wrong' });
    // The round stays on screen, picks locked, while the verdict shows.
    expect(roundOf(store)).toBe(first.currentModel!.id);
    expect(store.getState().guessPending).toBe(true);
    await time.advance(FEEDBACK_MS - 1);
    expect(roundOf(store)).toBe(first.currentModel!.id);
    await time.advance(1);
    await done;
    expect(roundOf(store)).not.toBe(first.currentModel!.id);
    expect(store.getState().feedback).toBeNull();
    expect(store.getState().guessPending).toBe(false);
  });

  it('paints the verdict before it asks for the next photo or sends the event', async () => {
    let paint = () => undefined as void;
    const painted = new Promise<void>((resolve) => (paint = resolve));
    const photos: string[] = [];
    const { store, time, events } = await playing({
      afterPaint: () => painted,
      preloadPhoto: (url) => {
        photos.push(url);
        return Promise.resolve();
      },
    });
    const [photosBefore, eventsBefore] = [photos.length, events.length];
    const option = store.getState().game!.options[0]!;
    const done = store.getState().pick(option.id);
    await time.advance(0);
    expect(store.getState().feedback?.verdict).toMatch(/^(correct|wrong)$/);
    // Until the verdict's frame is out, nothing else competes with it.
    expect(photos).toHaveLength(photosBefore);
    expect(events).toHaveLength(eventsBefore);
    paint();
    await time.advance(0);
    expect(photos).toHaveLength(photosBefore + 1);
    expect(events.slice(eventsBefore).map(([name]) => name)).toEqual([CRONO_EVENTS.guessed]);
    await time.advance(FEEDBACK_MS);
    await done;
    expect(store.getState().feedback).toBeNull();
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

  it('treats game-already-finished as a timeout and logs an unknown user', async () => {
    let answer: CronoGuessResult = {
      status: 'error',
      error: 'unknown-user',
      message: 'who?',
    };
    const { store, time, errors } = await playing({
      api: (api) => ({ ...api, guessCrono: () => Promise.resolve(answer) }),
    });
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

describe('given a pick the server took but whose answer never arrived', () => {
  const network = () => new ApiError({ status: 0, code: 'network-error', message: 'lost' });

  it('shows the round the server moved on to, quietly, and the next pick counts', async () => {
    let lose = true;
    const { store, time, errors, exits } = await playing({
      api: (api) => ({
        ...api,
        // The server judges the pick; its answer is lost on the way back.
        guessCrono: async (id, body) => {
          const result = await api.guessCrono(id, body);
          if (!lose) return result;
          lose = false;
          throw network();
        },
      }),
    });
    const first = store.getState().game!;
    await store.getState().pick(answerOf(first.currentModel!.photoUrl));
    const second = store.getState().game!;
    expect(second.currentModel!.id).not.toBe(first.currentModel!.id);
    // The lost pick was right: the server's score says so.
    expect(second.score).toBe(1);
    expect(store.getState().guessPending).toBe(false);
    await pickThrough(store, time, answerOf(second.currentModel!.photoUrl));
    expect(store.getState().game!.score).toBe(2);
    expect(roundOf(store)).not.toBe(second.currentModel!.id);
    expect(errors).toEqual([]);
    expect(exits).toEqual([]);
  });

  it('stops waiting for an answer that hangs: the new round shows after the patience', async () => {
    let hang = true;
    const { store, time, errors } = await playing({
      api: (api) => ({
        ...api,
        guessCrono: async (id, body) => {
          const result = await api.guessCrono(id, body);
          if (!hang) return result;
          hang = false;
          return new Promise<never>(() => undefined);
        },
      }),
    });
    const first = store.getState().game!;
    void store.getState().pick(first.options[0]!.id);
    await time.advance(PICK_PATIENCE_MS - 1);
    expect(roundOf(store)).toBe(first.currentModel!.id);
    await time.advance(1);
    const second = store.getState().game!;
    expect(second.currentModel!.id).not.toBe(first.currentModel!.id);
    expect(store.getState().guessPending).toBe(false);
    expect(store.getState().feedback).toBeNull();
    await pickThrough(store, time, answerOf(second.currentModel!.photoUrl));
    expect(roundOf(store)).not.toBe(second.currentModel!.id);
    expect(errors).toEqual([]);
  });

  it('keeps waiting while the server has not taken a slow pick yet', async () => {
    let release: (() => void) | undefined;
    const { store, time } = await playing({
      api: (api) => ({
        ...api,
        // The request reaches the server late: until then the run is where it was.
        guessCrono: (id, body) =>
          new Promise<void>((resolve) => {
            release = resolve;
          }).then(() => api.guessCrono(id, body)),
      }),
    });
    const first = store.getState().game!;
    const done = store.getState().pick(answerOf(first.currentModel!.photoUrl));
    await time.advance(PICK_PATIENCE_MS * 3);
    expect(roundOf(store)).toBe(first.currentModel!.id);
    expect(store.getState().feedback).toMatchObject({ verdict: 'pending' });
    release?.();
    await time.advance(0);
    expect(store.getState().feedback).toMatchObject({ verdict: 'correct' });
    await time.advance(FEEDBACK_MS);
    await done;
    expect(store.getState().game!.score).toBe(1);
    expect(roundOf(store)).not.toBe(first.currentModel!.id);
  });

  it('reads the state again until the server answers (a restart, a network change)', async () => {
    let down = 0;
    const { store, time, exits, errors } = await playing({
      api: (api) => ({
        ...api,
        guessCrono: async (id, body) => {
          await api.guessCrono(id, body);
          down = 3;
          throw network();
        },
        getCronoGame: (id, userId) => {
          if (down > 0) {
            down -= 1;
            return Promise.reject(network());
          }
          return api.getCronoGame(id, userId);
        },
      }),
    });
    const first = store.getState().game!;
    const done = store.getState().pick(first.options[0]!.id);
    await time.advance(0);
    // Three reads fail (at 0, 250 and 750 ms: the retries wait 250, 500, then 1000 ms).
    await time.advance(1749);
    expect(down).toBe(0);
    expect(roundOf(store)).toBe(first.currentModel!.id);
    expect(store.getState().guessPending).toBe(true);
    await time.advance(1);
    await done;
    expect(roundOf(store)).not.toBe(first.currentModel!.id);
    expect(store.getState().guessPending).toBe(false);
    expect(exits).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('leaves when the game is gone', async () => {
    let gone = false;
    const { store, exits } = await playing({
      api: (api) => ({
        ...api,
        guessCrono: () => {
          gone = true;
          return Promise.reject(network());
        },
        getCronoGame: (id, userId) =>
          gone
            ? Promise.reject(new ApiError({ status: 404, code: 'game-not-found', message: 'gone' }))
            : api.getCronoGame(id, userId),
      }),
    });
    await store.getState().pick(store.getState().game!.options[0]!.id);
    expect(exits).toEqual(['game-not-found']);
  });
});

describe('given a run whose state cannot be read for a moment', () => {
  it('keeps the run on screen and reads again, instead of leaving (a tab back online)', async () => {
    let down = 0;
    const { store, time, exits } = await playing({
      api: (api) => ({
        ...api,
        getCronoGame: (id, userId) => {
          if (down > 0) {
            down -= 1;
            return Promise.reject(new ApiError({ status: 0, code: 'network-error', message: '' }));
          }
          return api.getCronoGame(id, userId);
        },
      }),
    });
    const shown = roundOf(store);
    down = 2;
    const done = store.getState().refresh();
    await time.advance(0);
    expect(store.getState().status).toBe('ongoing');
    await time.advance(750);
    await done;
    expect(down).toBe(0);
    expect(roundOf(store)).toBe(shown);
    expect(exits).toEqual([]);
  });
});

describe('given the same run open in a second tab', () => {
  it('catches up with the round the other tab moved to, without an error', async () => {
    const { store, storage, time, errors, exits, api, events } = await playing();
    const other = createCronoStore({
      api,
      storage,
      gameId: DATE,
      now: time.now,
      timers: time.timers,
      preloadPhoto: () => Promise.resolve(),
      afterPaint: () => Promise.resolve(),
      track: () => undefined,
      onExit: (reason) => exits.push(reason),
      logError: (message) => errors.push(message),
    });
    await other.getState().init();
    expect(roundOf(other)).toBe(roundOf(store));
    // The second tab picks twice; the first still shows the first round.
    await pickThrough(other, time, answerOf(other.getState().game!.currentModel!.photoUrl));
    await pickThrough(other, time, answerOf(other.getState().game!.currentModel!.photoUrl));
    const stale = roundOf(store);
    expect(roundOf(other)).not.toBe(stale);
    // A pick on the stale round is refused by the server; the tab shows the current round.
    await store.getState().pick(store.getState().game!.options[0]!.id);
    expect(roundOf(store)).toBe(roundOf(other));
    expect(store.getState().game!.score).toBe(2);
    expect(store.getState().guessPending).toBe(false);
    // Both tabs keep playing, alternately.
    await pickThrough(store, time, answerOf(store.getState().game!.currentModel!.photoUrl));
    expect(store.getState().game!.score).toBe(3);
    await other.getState().pick(other.getState().game!.options[0]!.id);
    expect(roundOf(other)).toBe(roundOf(store));
    expect(errors).toEqual([]);
    expect(exits).toEqual([]);
    expect(events.filter(([name]) => name === 'model guessed')).toHaveLength(1);
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

  it('keeps the score waiting on the end of the run when it cannot be sent now', async () => {
    const sent: string[] = [];
    const { store, time, exits } = setup(DATE, {
      roundSeconds: 1,
      api: (api) => ({
        ...api,
        submitCronoScore: (gameId, body) => {
          sent.push(body.username ?? '');
          return Promise.reject(new TypeError('Failed to fetch'));
        },
      }),
    });
    await store.getState().init();
    await store.getState().start();
    await time.advance(5000);
    await store.getState().refresh();
    await store.getState().submitScore('Ana');
    expect(sent).toEqual(['Ana']);
    expect(exits).toEqual([]);
    expect(store.getState().scoreWaiting).toBe(true);
    expect(store.getState().submitPending).toBe(false);
  });

  it('leaves through onExit when the server refuses the score', async () => {
    const { store, time, exits } = setup(DATE, {
      roundSeconds: 1,
      api: (api) => ({
        ...api,
        submitCronoScore: () =>
          Promise.reject(new ApiError({ status: 404, code: 'game-not-found', message: 'gone' })),
      }),
    });
    await store.getState().init();
    await store.getState().start();
    await time.advance(5000);
    await store.getState().refresh();
    await store.getState().submitScore('Ana');
    expect(exits).toEqual(['submit-failed']);
    expect(store.getState().scoreWaiting).toBe(false);
  });
});
