import { describe, expect, it, vi } from 'vitest';
import { COUNT_RETRY_DELAYS_MS, createDailyGameStore } from './dailyStore';
import { createMemoryStorage, type KeyValueStorage } from '../storage/storage';
import { createFakeApi } from '../../testing/fakeApi';
import { gameModeKey } from '../core/modes';
import { statusKey } from '../core/storage-keys';
import { useFakeClock, settle } from '../../testing/fakeClock';
import { createLoggingStorage } from '../../testing/loggingStorage';

const DAY1 = '2025-06-01';
const DAY2 = '2025-06-02';
const answers = {
  [DAY1]: { today: '/model/ann', yesterday: '/model/zoe' },
  [DAY2]: { today: '/model/bea', yesterday: '/model/ann' },
};

useFakeClock('2025-06-01T12:00:00.000Z');

describe('given an empty storage', () => {
  it('loads the day and plays', async () => {
    const { api } = createFakeApi({ answers, count: 7 });
    const store = createDailyGameStore({ mode: 'classic', api, storage: createMemoryStorage() });
    expect(store.getState().status).toBe('loading');
    await store.getState().init();
    await settle();
    expect(store.getState()).toMatchObject({
      status: 'playing',
      date: DAY1,
      today: '/model/ann',
      yesterday: '/model/zoe',
      guesses: [],
      count: 7,
      nextMode: 'image-guess',
    });
    store.getState().dispose();
  });
});

describe('given guesses stored for the day', () => {
  it('restores them newest first, marked as from storage', async () => {
    const { api } = createFakeApi({ answers });
    const storage = createMemoryStorage({
      [`${DAY1}-classic`]: JSON.stringify(['/model/cat', '/model/dan']),
    });
    const store = createDailyGameStore({ mode: 'classic', api, storage });
    await store.getState().init();
    expect(store.getState().guesses).toEqual([
      { id: '/model/cat', from: 'storage' },
      { id: '/model/dan', from: 'storage' },
    ]);
    expect(store.getState().status).toBe('playing');
    store.getState().dispose();
  });

  it('starts finished when they hold the answer, with nothing left to reveal', async () => {
    const { api, calls } = createFakeApi({ answers });
    const storage = createMemoryStorage({
      [`${DAY1}-classic`]: JSON.stringify(['/model/ann', '/model/dan']),
    });
    const store = createDailyGameStore({ mode: 'classic', api, storage, awaitReveal: true });
    await store.getState().init();
    await settle();
    expect(store.getState().status).toBe('won');
    expect(store.getState().revealPending).toBe(false);
    expect(store.getState().completions.classic).toBe(true);
    expect(calls.map((c) => c.name)).not.toContain('postSuccess');
    store.getState().dispose();
  });
});

describe("given the day's answers at hand (the page's first screen)", () => {
  it('starts on the game, with the stored guesses, and asks only for the counter', async () => {
    const { api, calls } = createFakeApi({ answers, count: 3, atHand: true });
    const storage = createMemoryStorage({
      [`${DAY1}-classic`]: JSON.stringify(['/model/cat']),
    });
    const store = createDailyGameStore({ mode: 'classic', api, storage });
    expect(store.getState()).toMatchObject({
      status: 'playing',
      date: DAY1,
      today: '/model/ann',
      guesses: [{ id: '/model/cat', from: 'storage' }],
      count: null,
    });
    // zustand's server snapshot (what the server renders, and React hydrates first) is the day
    // from the answers alone.
    expect(store.getInitialState()).toMatchObject({ status: 'playing', guesses: [] });
    const seen: string[] = [];
    store.subscribe((state) => seen.push(state.status));
    await store.getState().init();
    await settle();
    expect(calls.map((c) => c.name)).toEqual(['getStats']);
    expect(store.getState().count).toBe(3);
    expect(seen).not.toContain('loading');
    store.getState().dispose();
  });

  it('keeps the server snapshot as its state when nothing is stored for the day', () => {
    const { api } = createFakeApi({ answers, atHand: true });
    const store = createDailyGameStore({ mode: 'classic', api, storage: createMemoryStorage() });
    expect(store.getState()).toMatchObject({ status: 'playing', date: DAY1, guesses: [] });
    // The same object: React's hydration check (getSnapshot against getServerSnapshot) passes, so
    // the game is not rendered again right after it hydrates.
    expect(store.getState()).toBe(store.getInitialState());
  });

  it('applies a win stored by another mode over the server snapshot', () => {
    const { api } = createFakeApi({ answers, atHand: true });
    const storage = createMemoryStorage({
      [statusKey(gameModeKey('image-guess'), DAY1)]: JSON.stringify({
        status: 'completed',
        tries: 2,
      }),
    });
    const store = createDailyGameStore({ mode: 'classic', api, storage });
    expect(store.getState().completions['image-guess']).toBe(true);
    expect(store.getState()).not.toBe(store.getInitialState());
  });

  it('resumes the day on a second init (StrictMode) without loading it again', async () => {
    const { api, calls } = createFakeApi({ answers, atHand: true });
    const store = createDailyGameStore({ mode: 'classic', api, storage: createMemoryStorage() });
    await store.getState().init();
    store.getState().dispose();
    await store.getState().init();
    await settle();
    expect(store.getState().status).toBe('playing');
    expect(calls.map((c) => c.name)).not.toContain('getDailyGuess');
    store.getState().dispose();
  });

  it('loads as usual when the answer at hand is one the widget cannot show', async () => {
    const { api, calls } = createFakeApi({ answers, atHand: true });
    const store = createDailyGameStore({
      mode: 'classic',
      api,
      storage: createMemoryStorage(),
      isKnownId: (id) => id !== '/model/ann',
    });
    expect(store.getState().status).toBe('loading');
    await store.getState().init();
    expect(calls.map((c) => c.name)).toContain('getDailyGuess');
    expect(store.getState().error?.kind).toBe('missing-data');
    store.getState().dispose();
  });

  it('loads as usual when no answer for the day is at hand', async () => {
    const { api } = createFakeApi({ answers: {}, atHand: true });
    const store = createDailyGameStore({ mode: 'classic', api, storage: createMemoryStorage() });
    expect(store.getState().status).toBe('loading');
    await store.getState().init();
    expect(store.getState().status).toBe('error');
    store.getState().dispose();
  });
});

describe('given a game in play', () => {
  it('puts each pick in front and saves it at once', async () => {
    const { api } = createFakeApi({ answers });
    const storage = createMemoryStorage();
    const store = createDailyGameStore({ mode: 'classic', api, storage });
    await store.getState().init();
    store.getState().pick('/model/cat');
    store.getState().pick('/model/dan');
    expect(store.getState().guesses).toEqual([
      { id: '/model/dan', from: 'user' },
      { id: '/model/cat', from: 'user' },
    ]);
    expect(storage.getItem(`${DAY1}-classic`)).toBe(JSON.stringify(['/model/dan', '/model/cat']));
    expect(store.getState().status).toBe('playing');
    store.getState().dispose();
  });

  it('ignores an empty selection and a repeated pick', async () => {
    const { api } = createFakeApi({ answers });
    const store = createDailyGameStore({ mode: 'classic', api, storage: createMemoryStorage() });
    await store.getState().init();
    store.getState().pick('/model/cat');
    store.getState().pick(null);
    store.getState().pick('');
    store.getState().pick('/model/cat');
    expect(store.getState().guesses.map((g) => g.id)).toEqual(['/model/cat']);
    store.getState().dispose();
  });

  it('ignores ids the widget does not know', async () => {
    const { api } = createFakeApi({ answers });
    const store = createDailyGameStore({
      mode: 'classic',
      api,
      storage: createMemoryStorage(),
      isKnownId: (id) => id !== '/model/ghost',
    });
    await store.getState().init();
    store.getState().pick('/model/ghost');
    expect(store.getState().guesses).toEqual([]);
    store.getState().dispose();
  });

  it('tracks a wrong pick as guessed then failed', async () => {
    const { api } = createFakeApi({ answers });
    const track = vi.fn();
    const store = createDailyGameStore({
      mode: 'image-guess',
      api,
      storage: createMemoryStorage(),
      track,
    });
    await store.getState().init();
    store.getState().pick('/model/cat');
    expect(track.mock.calls.map((c) => c[0])).toEqual(['image guessed', 'image failed']);
    store.getState().dispose();
  });
});

describe('given a winning pick', () => {
  it('stores the completion, posts the success, shows the guess, and counts from the post alone', async () => {
    const { api, calls, state } = createFakeApi({ answers, count: 3 });
    const log: string[] = [];
    const { storage, memory } = createLoggingStorage(log);
    const store = createDailyGameStore({
      mode: 'image-guess',
      api,
      storage,
      clientId: '11111111-1111-4111-8111-111111111111',
    });
    await store.getState().init();
    await settle();
    store.getState().pick('/model/cat');
    calls.length = 0;
    log.length = 0;
    store.subscribe((s, prev) => {
      if (s.guesses !== prev.guesses) log.push('guess shown');
    });
    const post = api.postSuccess.bind(api);
    api.postSuccess = (mode, body) => {
      log.push('post success');
      return post(mode, body);
    };
    const stats = api.getStats.bind(api);
    api.getStats = (mode, options) => {
      log.push('refetch count');
      return stats(mode, options);
    };

    store.getState().pick('/model/ann');
    expect(store.getState().status).toBe('won');
    await settle();

    expect(log).toEqual([
      `set ${DAY1}-image-guess`,
      `set image-guess-${DAY1}-status`,
      // Kept in the outbox before it is sent: a connection that drops now loses nothing.
      'set guessdle:outbox',
      'post success',
      'guess shown',
    ]);
    expect(JSON.parse(memory.getItem(`image-guess-${DAY1}-status`) ?? '')).toEqual({
      status: 'completed',
      tries: 1,
    });
    // One request per win: the count comes from the post's answer, not from a second GET.
    expect(calls.map((c) => c.name)).toEqual(['postSuccess']);
    expect(calls[0]?.body).toEqual({
      clientId: '11111111-1111-4111-8111-111111111111',
      date: DAY1,
      answer: '/model/ann',
      tries: 2,
    });
    expect(store.getState().count).toBe(state.count);
    expect(store.getState().count).toBe(4);
    expect(store.getState().nextMode).toBe('classic');
    store.getState().dispose();
  });

  it('asks the counter instead when the post fails', async () => {
    const { api, calls } = createFakeApi({ answers, count: 3 });
    api.postSuccess = async (mode, body) => {
      calls.push({ name: 'postSuccess', mode, body });
      throw new Error('offline');
    };
    const store = createDailyGameStore({ mode: 'classic', api, storage: createMemoryStorage() });
    await store.getState().init();
    await settle();
    calls.length = 0;
    store.getState().pick('/model/ann');
    await settle();
    expect(calls.map((c) => c.name)).toEqual(['postSuccess', 'getStats']);
    expect(store.getState()).toMatchObject({ status: 'won', count: 3, countStatus: 'ready' });
    store.getState().dispose();
  });

  it('keeps a win it could not post, and posts it at the next load (the outbox)', async () => {
    const storage = createMemoryStorage();
    const offline = createFakeApi({ answers, count: 3 });
    offline.api.postSuccess = async (mode, body) => {
      offline.calls.push({ name: 'postSuccess', mode, body });
      throw new Error('Failed to fetch');
    };
    const first = createDailyGameStore({ mode: 'classic', api: offline.api, storage });
    await first.getState().init();
    await settle();
    first.getState().pick('/model/ann');
    await settle();
    expect(first.getState().status).toBe('won');
    first.getState().dispose();

    const online = createFakeApi({ answers, count: 3 });
    const next = createDailyGameStore({ mode: 'classic', api: online.api, storage });
    await next.getState().init();
    await settle();
    const posted = online.calls.filter((c) => c.name === 'postSuccess');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toMatchObject({ date: DAY1, answer: '/model/ann', tries: 1 });
    next.getState().dispose();
  });

  it('with a reveal (Classic) posts and counts only after the reveal ends', async () => {
    const { api, calls } = createFakeApi({ answers, count: 3 });
    const storage = createMemoryStorage();
    const store = createDailyGameStore({ mode: 'classic', api, storage, awaitReveal: true });
    await store.getState().init();
    await settle();
    calls.length = 0;

    store.getState().pick('/model/ann');
    await vi.advanceTimersByTimeAsync(5000);
    // The row is turning: completion is stored, but nothing reached the server or the counter.
    expect(store.getState()).toMatchObject({ status: 'won', revealPending: true, count: 3 });
    expect(storage.getItem(`classic-${DAY1}-status`)).not.toBeNull();
    expect(calls.map((c) => c.name)).toEqual([]);

    store.getState().revealDone();
    await settle();
    expect(calls.map((c) => c.name)).toEqual(['postSuccess']);
    expect(store.getState().count).toBe(4);

    // A second report of the same reveal posts nothing more.
    store.getState().revealDone();
    await settle();
    expect(calls.filter((c) => c.name === 'postSuccess')).toHaveLength(1);
    store.getState().dispose();
  });

  it('with a reveal still turning when the widget goes, posts the win anyway', async () => {
    const { api, calls } = createFakeApi({ answers, count: 3 });
    const store = createDailyGameStore({
      mode: 'classic',
      api,
      storage: createMemoryStorage(),
      awaitReveal: true,
    });
    await store.getState().init();
    await settle();
    store.getState().pick('/model/ann');
    store.getState().dispose();
    await settle();
    expect(calls.filter((c) => c.name === 'postSuccess')).toHaveLength(1);
  });

  it('never shows a loading state while the count is refetched', async () => {
    const { api } = createFakeApi({ answers });
    const store = createDailyGameStore({ mode: 'classic', api, storage: createMemoryStorage() });
    await store.getState().init();
    const statuses: string[] = [];
    store.subscribe((s) => statuses.push(s.status));
    store.getState().pick('/model/ann');
    await settle();
    expect(statuses).not.toContain('loading');
    expect(statuses.at(-1)).toBe('won');
    store.getState().dispose();
  });

  it('keeps the reveal pending until the view reports the animation ended', async () => {
    const { api } = createFakeApi({ answers });
    const store = createDailyGameStore({
      mode: 'classic',
      api,
      storage: createMemoryStorage(),
      awaitReveal: true,
    });
    await store.getState().init();
    store.getState().pick('/model/ann');
    expect(store.getState().revealPending).toBe(true);
    store.getState().revealDone();
    expect(store.getState().revealPending).toBe(false);
    store.getState().dispose();
  });

  it('refuses any pick after the win', async () => {
    const { api } = createFakeApi({ answers });
    const store = createDailyGameStore({ mode: 'classic', api, storage: createMemoryStorage() });
    await store.getState().init();
    store.getState().pick('/model/ann');
    store.getState().pick('/model/cat');
    expect(store.getState().guesses.map((g) => g.id)).toEqual(['/model/ann']);
    store.getState().dispose();
  });

  it('suggests no mode when the others are completed', async () => {
    const { api } = createFakeApi({ answers });
    const done = JSON.stringify({ status: 'completed', tries: 2 });
    const storage = createMemoryStorage({
      [`image-guess-${DAY1}-status`]: done,
      [`channel-guess-${DAY1}-status`]: done,
      [`crono-${DAY1}-status`]: done,
    });
    const store = createDailyGameStore({ mode: 'classic', api, storage });
    await store.getState().init();
    store.getState().pick('/model/ann');
    expect(store.getState().nextMode).toBeNull();
    store.getState().dispose();
  });
});

describe('given a failing counter call', () => {
  it('tries again with growing waits, then says it is unavailable', async () => {
    const { api, calls, state } = createFakeApi({ answers, count: 5, statsFailures: 99 });
    const store = createDailyGameStore({ mode: 'classic', api, storage: createMemoryStorage() });
    await store.getState().init();
    await settle();
    expect(store.getState()).toMatchObject({ status: 'playing', count: null });
    expect(store.getState().countStatus).toBe('retrying');
    const statsCalls = () => calls.filter((c) => c.name === 'getStats').length;
    expect(statsCalls()).toBe(1);

    let total = 0;
    for (const wait of COUNT_RETRY_DELAYS_MS) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(statsCalls()).toBe(1 + COUNT_RETRY_DELAYS_MS.indexOf(wait));
      await vi.advanceTimersByTimeAsync(1);
      total += wait;
    }
    expect(statsCalls()).toBe(1 + COUNT_RETRY_DELAYS_MS.length);
    expect(store.getState().countStatus).toBe('unavailable');
    await vi.advanceTimersByTimeAsync(total * 10);
    expect(statsCalls()).toBe(1 + COUNT_RETRY_DELAYS_MS.length);

    // The player asks again and the server is back.
    state.statsFailures = 0;
    const again = store.getState().refreshCount();
    expect(store.getState().countStatus).toBe('retrying');
    await again;
    expect(store.getState()).toMatchObject({ count: 5, countStatus: 'ready' });
    store.getState().dispose();
  });

  it('recovers on a retry after a brief outage', async () => {
    const { api } = createFakeApi({ answers, count: 5, statsFailures: 2 });
    const store = createDailyGameStore({ mode: 'classic', api, storage: createMemoryStorage() });
    await store.getState().init();
    await settle();
    expect(store.getState().countStatus).toBe('retrying');
    await vi.advanceTimersByTimeAsync(COUNT_RETRY_DELAYS_MS[0]! + COUNT_RETRY_DELAYS_MS[1]!);
    expect(store.getState()).toMatchObject({ count: 5, countStatus: 'ready' });
    store.getState().dispose();
  });

  it('keeps a known count on screen when a later refetch fails, and retries it', async () => {
    const { api, state } = createFakeApi({ answers, count: 5 });
    const store = createDailyGameStore({ mode: 'classic', api, storage: createMemoryStorage() });
    await store.getState().init();
    await settle();
    state.statsFailures = 1;
    state.count = 6;
    await store.getState().refreshCount();
    expect(store.getState()).toMatchObject({ count: 5, countStatus: 'ready' });
    await vi.advanceTimersByTimeAsync(COUNT_RETRY_DELAYS_MS[0]!);
    expect(store.getState().count).toBe(6);
    store.getState().dispose();
  });

  it('stops retrying once disposed', async () => {
    const { api, calls } = createFakeApi({ answers, statsFailures: 99 });
    const store = createDailyGameStore({ mode: 'classic', api, storage: createMemoryStorage() });
    await store.getState().init();
    await settle();
    store.getState().dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.filter((c) => c.name === 'getStats')).toHaveLength(1);
  });
});

describe('given corrupt storage values', () => {
  it.each([
    ['invalid JSON', '{not json'],
    ['an object', '{"0":"/model/cat"}'],
    ['numbers', '[1, 2, 3]'],
    ['a string', '"/model/ann"'],
    ['null', 'null'],
  ])('treats guesses stored as %s as absent and still plays', async (_label, raw) => {
    const { api } = createFakeApi({ answers });
    const storage = createMemoryStorage({
      [`${DAY1}-classic`]: raw,
      [`classic-${DAY1}-status`]: raw,
      [`image-guess-${DAY1}-status`]: raw,
    });
    const store = createDailyGameStore({ mode: 'classic', api, storage });
    await store.getState().init();
    expect(store.getState().status).toBe('playing');
    expect(store.getState().guesses).toEqual([]);
    store.getState().pick('/model/ann');
    expect(store.getState().status).toBe('won');
    store.getState().dispose();
  });

  it('drops stored ids the widget does not know and keeps the rest', async () => {
    const { api } = createFakeApi({ answers });
    const storage = createMemoryStorage({
      [`${DAY1}-classic`]: JSON.stringify(['/model/ghost', '/model/cat', 42]),
    });
    const store = createDailyGameStore({
      mode: 'classic',
      api,
      storage,
      isKnownId: (id) => id !== '/model/ghost',
    });
    await store.getState().init();
    expect(store.getState().guesses.map((g) => g.id)).toEqual(['/model/cat']);
    store.getState().dispose();
  });

  it('plays with a storage adapter that throws on every call', async () => {
    const { api } = createFakeApi({ answers });
    const boom = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const storage: KeyValueStorage = { getItem: boom, setItem: boom, removeItem: boom };
    const store = createDailyGameStore({ mode: 'classic', api, storage });
    await store.getState().init();
    expect(store.getState().status).toBe('playing');
    store.getState().pick('/model/cat');
    store.getState().pick('/model/ann');
    expect(store.getState().status).toBe('won');
    store.getState().dispose();
  });
});

describe('given the API', () => {
  it('shows the error view with missing-data when no answer is scheduled', async () => {
    const { api } = createFakeApi({ answers: {} });
    const store = createDailyGameStore({ mode: 'classic', api, storage: createMemoryStorage() });
    await store.getState().init();
    expect(store.getState().status).toBe('error');
    expect(store.getState().error?.kind).toBe('missing-data');
    store.getState().dispose();
  });

  it('shows the error view when a call fails', async () => {
    const { api } = createFakeApi({ answers, failWith: new TypeError('Failed to fetch') });
    const store = createDailyGameStore({ mode: 'classic', api, storage: createMemoryStorage() });
    await store.getState().init();
    expect(store.getState().error).toEqual({ kind: 'request-failed', message: 'Failed to fetch' });
    store.getState().dispose();
  });

  it('treats an answer the widget cannot show as missing data', async () => {
    const { api } = createFakeApi({ answers });
    const store = createDailyGameStore({
      mode: 'classic',
      api,
      storage: createMemoryStorage(),
      isKnownId: () => false,
    });
    await store.getState().init();
    expect(store.getState().error?.kind).toBe('missing-data');
    store.getState().dispose();
  });
});

describe('given a difficulty (ClassicModes on)', () => {
  it('sends it to the daily and stats calls and keys the storage with it', async () => {
    const { api, calls } = createFakeApi({ answers });
    const storage = createMemoryStorage({
      [`${DAY1}-classic`]: JSON.stringify(['/model/dan']),
      [`${DAY1}-classic-easy`]: JSON.stringify(['/model/cat']),
    });
    const store = createDailyGameStore({ mode: 'classic', api, storage, difficulty: 'easy' });
    await store.getState().init();
    await settle();
    expect(store.getState().guesses.map((g) => g.id)).toEqual(['/model/cat']);
    expect(calls.find((c) => c.name === 'getDailyGuess')?.difficulty).toBe('easy');
    expect(calls.find((c) => c.name === 'getStats')?.difficulty).toBe('easy');
    store.getState().pick('/model/ann');
    await settle();
    expect(storage.getItem(`classic-easy-${DAY1}-status`)).not.toBeNull();
    expect(calls.find((c) => c.name === 'postSuccess')?.body).toMatchObject({ mode: 'easy' });
    store.getState().dispose();
  });

  it('sends no mode without a difficulty', async () => {
    const { api, calls } = createFakeApi({ answers });
    const store = createDailyGameStore({ mode: 'classic', api, storage: createMemoryStorage() });
    await store.getState().init();
    expect(calls.find((c) => c.name === 'getDailyGuess')).toEqual({
      name: 'getDailyGuess',
      mode: 'classic',
    });
    store.getState().dispose();
  });
});

describe('given the clock moves across the reset instant', () => {
  it('moves to the new puzzle and keeps the old guesses under their own date', async () => {
    vi.setSystemTime(new Date('2025-06-01T23:59:00.000Z'));
    const { api, state } = createFakeApi({ answers });
    const storage = createMemoryStorage();
    const store = createDailyGameStore({ mode: 'classic', api, storage });
    await store.getState().init();
    store.getState().pick('/model/cat');

    state.date = DAY2;
    state.nextResetAt = '2025-06-03T00:00:00.000Z';
    await vi.advanceTimersByTimeAsync(61_000 + 1000);

    expect(store.getState()).toMatchObject({
      status: 'playing',
      date: DAY2,
      today: '/model/bea',
      yesterday: '/model/ann',
      guesses: [],
    });
    expect(storage.getItem(`${DAY1}-classic`)).toBe(JSON.stringify(['/model/cat']));
    store.getState().pick('/model/dan');
    expect(storage.getItem(`${DAY2}-classic`)).toBe(JSON.stringify(['/model/dan']));
    store.getState().dispose();
  });

  it('does nothing before the reset', async () => {
    vi.setSystemTime(new Date('2025-06-01T23:59:00.000Z'));
    const { api, calls } = createFakeApi({ answers });
    const store = createDailyGameStore({ mode: 'classic', api, storage: createMemoryStorage() });
    await store.getState().init();
    calls.length = 0;
    await vi.advanceTimersByTimeAsync(30_000);
    await store.getState().checkDay();
    expect(calls).toEqual([]);
    expect(store.getState().date).toBe(DAY1);
    store.getState().dispose();
  });

  it('asks again later when the server has not reached the new day yet', async () => {
    vi.setSystemTime(new Date('2025-06-01T23:59:59.000Z'));
    const { api, state } = createFakeApi({ answers });
    const store = createDailyGameStore({ mode: 'classic', api, storage: createMemoryStorage() });
    await store.getState().init();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(store.getState().date).toBe(DAY1);

    state.date = DAY2;
    state.nextResetAt = '2025-06-03T00:00:00.000Z';
    await vi.advanceTimersByTimeAsync(30_000);
    expect(store.getState().date).toBe(DAY2);
    store.getState().dispose();
  });

  it('says the day is gone when the reset passes offline, and moves on once back', async () => {
    vi.setSystemTime(new Date('2025-06-01T23:59:00.000Z'));
    const { api, state } = createFakeApi({ answers });
    const store = createDailyGameStore({ mode: 'classic', api, storage: createMemoryStorage() });
    await store.getState().init();
    expect(store.getState().dayGone).toBe(false);

    // No connection across the reset: the server-date call fails.
    state.failWith = new Error('offline');
    await vi.advanceTimersByTimeAsync(61_000 + 1000);
    expect(store.getState()).toMatchObject({ date: DAY1, dayGone: true });

    state.failWith = null;
    state.date = DAY2;
    state.nextResetAt = '2025-06-03T00:00:00.000Z';
    await store.getState().checkDay();
    expect(store.getState()).toMatchObject({ date: DAY2, dayGone: false });
    store.getState().dispose();
  });

  it('says the day is gone when offline the answer is an earlier day (a cached copy)', async () => {
    vi.setSystemTime(new Date('2025-06-01T23:59:00.000Z'));
    const { api } = createFakeApi({ answers });
    const store = createDailyGameStore({ mode: 'classic', api, storage: createMemoryStorage() });
    await store.getState().init();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await vi.advanceTimersByTimeAsync(61_000 + 1000);
      expect(store.getState()).toMatchObject({ date: DAY1, dayGone: true });
    } finally {
      onLine.mockRestore();
      store.getState().dispose();
    }
  });

  it('catches up when checked after the tab slept past the reset', async () => {
    vi.setSystemTime(new Date('2025-06-01T20:00:00.000Z'));
    const { api, state } = createFakeApi({ answers });
    const store = createDailyGameStore({ mode: 'classic', api, storage: createMemoryStorage() });
    await store.getState().init();
    store.getState().dispose();
    // Timers do not run while the laptop sleeps: only the clock moves.
    vi.setSystemTime(new Date('2025-06-02T08:00:00.000Z'));
    state.date = DAY2;
    const woken = createDailyGameStore({ mode: 'classic', api, storage: createMemoryStorage() });
    await woken.getState().init();
    expect(woken.getState().date).toBe(DAY2);
    woken.getState().dispose();
  });
});

describe('given another tab writes guesses', () => {
  it('shows them without animation', async () => {
    const { api } = createFakeApi({ answers });
    const storage = createMemoryStorage();
    const store = createDailyGameStore({ mode: 'classic', api, storage });
    await store.getState().init();
    store.getState().pick('/model/cat');
    storage.simulateExternalChange(`${DAY1}-classic`, JSON.stringify(['/model/ann', '/model/cat']));
    expect(store.getState().guesses).toEqual([
      { id: '/model/ann', from: 'storage' },
      { id: '/model/cat', from: 'user' },
    ]);
    expect(store.getState().status).toBe('won');
    store.getState().dispose();
  });
});

describe('given another tab wins the game on screen', () => {
  it('counts the players again once that tab has had time to post its success', async () => {
    const fake = createFakeApi({ answers, count: 4 });
    const storage = createMemoryStorage();
    const store = createDailyGameStore({ mode: 'image-guess', api: fake.api, storage });
    await store.getState().init();
    await settle();
    expect(store.getState().count).toBe(4);
    // The other tab writes its winning list; its success reaches the server a moment later.
    storage.simulateExternalChange(`${DAY1}-image-guess`, JSON.stringify(['/model/ann']));
    await settle();
    expect(store.getState().status).toBe('won');
    fake.state.count += 1;
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.getState().count).toBe(5);
    store.getState().dispose();
  });
});

describe('given a past day played from the archive', () => {
  it('stores apart, posts no success, asks no counter and never moves to a new day', async () => {
    const { api, calls, state } = createFakeApi({ answers, count: 7 });
    state.date = DAY2;
    const storage = createMemoryStorage();
    const store = createDailyGameStore({
      mode: 'classic',
      api,
      storage,
      archiveDate: DAY1,
      awaitReveal: true,
    });
    await store.getState().init();
    await settle();
    expect(store.getState()).toMatchObject({
      status: 'playing',
      archiveDate: DAY1,
      date: DAY1,
      today: '/model/ann',
      count: null,
    });
    expect(calls).toContainEqual({ name: 'getDailyGuess', mode: 'classic', date: DAY1 });

    store.getState().pick('/model/dan');
    store.getState().pick('/model/ann');
    expect(store.getState()).toMatchObject({ status: 'won', nextMode: null, revealPending: true });
    store.getState().revealDone();
    await vi.advanceTimersByTimeAsync(48 * 3600 * 1000);
    expect(storage.getItem(`archive:${DAY1}-classic`)).toBe(
      JSON.stringify(['/model/ann', '/model/dan']),
    );
    expect(storage.getItem(`archive:classic-${DAY1}-status`)).toBe(
      JSON.stringify({ status: 'completed', tries: 1 }),
    );
    // The daily history (what the statistics and streaks read) is untouched.
    expect(storage.getItem(`${DAY1}-classic`)).toBeNull();
    expect(storage.getItem(statusKey('classic', DAY1))).toBeNull();
    const names = calls.map((c) => c.name);
    expect(names).not.toContain('postSuccess');
    expect(names).not.toContain('getStats');
    expect(names.filter((n) => n === 'getServerDate')).toHaveLength(1);
    expect(store.getState().date).toBe(DAY1);
    store.getState().dispose();
  });
});
