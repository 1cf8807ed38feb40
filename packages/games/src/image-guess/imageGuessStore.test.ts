import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { performers, performerById } from '@guessdle/data';
import { createMemoryStorage, type KeyValueStorage } from '../shared/storage';
import { createFakeApi } from '../shared/testing/fakeApi';
import { createImageGuessStore } from './imageGuessStore';
import { buildImageGuessViewModel } from './viewModel';

const DATE = '2025-06-01';
const [answer, other1, other2, yesterday] = performers.map((p) => p.profileUrl) as [
  string,
  string,
  string,
  string,
];
const answers = { [DATE]: { today: answer, yesterday } };
const GUESSES_KEY = `${DATE}-image-guess`;
const STATUS_KEY = `image-guess-${DATE}-status`;
const CLIENT = '11111111-1111-4111-8111-111111111111';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-06-01T12:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

async function settle() {
  await vi.advanceTimersByTimeAsync(0);
}

function view(store: ReturnType<typeof createImageGuessStore>) {
  return buildImageGuessViewModel(store.getState(), performerById, performers);
}

describe('given an image-guess store with stored guesses', () => {
  it('restores them newest first, as from storage, with the zoom of two tries', async () => {
    const { api } = createFakeApi({ answers, count: 5 });
    const storage = createMemoryStorage({ [GUESSES_KEY]: JSON.stringify([other2, other1]) });
    const store = createImageGuessStore({ api, storage, now: () => Date.now() });
    await store.getState().init();
    await settle();
    expect(store.getState().guesses).toEqual([
      { id: other2, from: 'storage' },
      { id: other1, from: 'storage' },
    ]);
    expect(view(store)).toMatchObject({
      status: 'playing',
      scale: 5.8,
      count: 5,
      yesterday: performerById(yesterday),
      hint: null,
      answer: null,
    });
    store.getState().dispose();
  });

  it('starts won when they hold the answer, without posting again', async () => {
    const { api, calls } = createFakeApi({ answers });
    const storage = createMemoryStorage({ [GUESSES_KEY]: JSON.stringify([answer, other1]) });
    const store = createImageGuessStore({ api, storage });
    await store.getState().init();
    await settle();
    expect(view(store)).toMatchObject({ status: 'won', scale: 1, showResult: true });
    expect(view(store).answer?.profileUrl).toBe(answer);
    expect(calls.map((c) => c.name)).not.toContain('postSuccess');
    store.getState().dispose();
  });
});

describe('given corrupt stored values', () => {
  it.each([
    ['invalid JSON', '{"oops'],
    ['an object', '{"a":1}'],
    ['a number', '42'],
    ['a list of numbers', '[1,2,3]'],
    ['unknown ids', JSON.stringify(['/model/nobody', ''])],
  ])('loads with %s as no guesses, and plays', async (_label, raw) => {
    const { api } = createFakeApi({ answers });
    const storage = createMemoryStorage({
      [GUESSES_KEY]: raw,
      [STATUS_KEY]: raw,
      'classic-2025-06-01-status': raw,
      clientId: raw,
    });
    const store = createImageGuessStore({ api, storage });
    await store.getState().init();
    await settle();
    expect(store.getState().status).toBe('playing');
    expect(store.getState().guesses).toEqual([]);
    store.getState().pick(other1);
    expect(storage.getItem(GUESSES_KEY)).toBe(JSON.stringify([other1]));
    store.getState().pick(answer);
    expect(store.getState().status).toBe('won');
    store.getState().dispose();
  });
});

describe('given a game in play', () => {
  it('puts a wrong pick in front, saves it and tracks guessed then failed', async () => {
    const { api } = createFakeApi({ answers });
    const storage = createMemoryStorage();
    const track = vi.fn();
    const store = createImageGuessStore({ api, storage, track });
    await store.getState().init();
    store.getState().pick(other1);
    store.getState().pick(other2);
    expect(store.getState().guesses.map((g) => g.id)).toEqual([other2, other1]);
    expect(storage.getItem(GUESSES_KEY)).toBe(JSON.stringify([other2, other1]));
    expect(track.mock.calls.map((c) => c[0])).toEqual([
      'image guessed',
      'image failed',
      'image guessed',
      'image failed',
    ]);
    expect(view(store).guesses.map((g) => g.correct)).toEqual([false, false]);
    store.getState().dispose();
  });

  it('ignores a repeated pick, an empty one and an id that is not a performer', async () => {
    const { api } = createFakeApi({ answers });
    const store = createImageGuessStore({ api, storage: createMemoryStorage() });
    await store.getState().init();
    store.getState().pick(other1);
    store.getState().pick(other1);
    store.getState().pick(null);
    store.getState().pick('/model/nobody');
    expect(store.getState().guesses.map((g) => g.id)).toEqual([other1]);
    store.getState().dispose();
  });

  it('zooms out 0.6 per try down to 1, and shows the name hint from 10 tries', async () => {
    const { api } = createFakeApi({ answers });
    const store = createImageGuessStore({ api, storage: createMemoryStorage() });
    await store.getState().init();
    const wrong = performers.map((p) => p.profileUrl).filter((id) => id !== answer);
    const scales = [view(store).scale];
    const hints = [view(store).hint];
    for (const id of wrong.slice(0, 12)) {
      store.getState().pick(id);
      scales.push(view(store).scale);
      hints.push(view(store).hint);
    }
    expect(scales).toEqual([7, 6.4, 5.8, 5.2, 4.6, 4, 3.4, 2.8, 2.2, 1.6, 1, 1, 1]);
    const name = performerById(answer)?.name ?? '';
    expect(hints.slice(0, 10)).toEqual(Array(10).fill(null));
    // At 10 tries every letter is a blank; spaces stay.
    expect(hints[10]).toBe(name.replace(/[\p{L}\p{N}]/gu, '_'));
    expect(hints[11]?.[0]).toBe(name[0]);
    store.getState().pick(answer);
    expect(view(store)).toMatchObject({ scale: 1, hint: null });
    store.getState().dispose();
  });
});

describe('given a winning pick', () => {
  it('saves, records completion, tracks, posts, shows the guess, then the count the post answered', async () => {
    const { api, calls } = createFakeApi({ answers, count: 3 });
    const memory = createMemoryStorage();
    const log: string[] = [];
    const storage: KeyValueStorage = {
      getItem: (key) => memory.getItem(key),
      setItem: (key, value) => {
        log.push(`set ${key}`);
        memory.setItem(key, value);
      },
      removeItem: (key) => memory.removeItem(key),
    };
    const store = createImageGuessStore({
      api,
      storage,
      clientId: CLIENT,
      track: (name) => log.push(`track ${name}`),
    });
    await store.getState().init();
    await settle();
    store.getState().pick(other1);
    log.length = 0;
    calls.length = 0;
    store.subscribe((s, prev) => {
      if (s.guesses !== prev.guesses) log.push('guess shown');
      if (s.count !== prev.count) log.push(`count ${s.count}`);
    });
    const post = api.postSuccess.bind(api);
    api.postSuccess = (mode, body) => {
      log.push(`post ${mode}`);
      return post(mode, body);
    };

    store.getState().pick(answer);
    await settle();

    expect(log).toEqual([
      `set ${GUESSES_KEY}`,
      'track image guessed',
      `set ${STATUS_KEY}`,
      'track image success',
      'post image-guess',
      'guess shown',
      'count 4',
    ]);
    expect(JSON.parse(memory.getItem(STATUS_KEY) ?? '')).toEqual({
      status: 'completed',
      tries: 1,
    });
    // One request per win: the post answers with the new count.
    expect(calls.map((c) => c.name)).toEqual(['postSuccess']);
    expect(calls[0]?.body).toEqual({ clientId: CLIENT, date: DATE, answer, tries: 2 });
    expect(view(store)).toMatchObject({
      status: 'won',
      scale: 1,
      showResult: true,
      nextMode: 'classic',
    });
    expect(view(store).guesses.map((g) => g.correct)).toEqual([true, false]);
    // Further picks change nothing once won.
    store.getState().pick(other2);
    expect(store.getState().guesses).toHaveLength(2);
    store.getState().dispose();
  });

  it('offers the first mode not completed today', async () => {
    const { api } = createFakeApi({ answers });
    const storage = createMemoryStorage({
      [`classic-${DATE}-status`]: JSON.stringify({ status: 'completed', tries: 2 }),
    });
    const store = createImageGuessStore({ api, storage });
    await store.getState().init();
    store.getState().pick(answer);
    expect(view(store).nextMode).toBe('channel-guess');
    store.getState().dispose();
  });

  it('builds share rows oldest first, comparing the six performer fields', async () => {
    const { api } = createFakeApi({ answers });
    const store = createImageGuessStore({ api, storage: createMemoryStorage() });
    await store.getState().init();
    store.getState().pick(other1);
    store.getState().pick(answer);
    const rows = view(store).shareRows;
    expect(rows).toHaveLength(2);
    expect(rows[1]).toBe('🟩'.repeat(6));
    expect(rows[0]).not.toBe('🟩'.repeat(6));
    store.getState().dispose();
  });

  it('tracks copy clicked with the game mode', async () => {
    const { api } = createFakeApi({ answers });
    const track = vi.fn();
    const store = createImageGuessStore({ api, storage: createMemoryStorage(), track });
    store.getState().shareCopied();
    expect(track).toHaveBeenCalledWith('copy clicked', { gamemode: 'image-guess' });
  });
});

describe('given the day data is missing', () => {
  it('shows the error view state', async () => {
    const { api } = createFakeApi({ answers: {} });
    const store = createImageGuessStore({ api, storage: createMemoryStorage() });
    await store.getState().init();
    expect(view(store)).toMatchObject({
      status: 'error',
      error: { kind: 'missing-data' },
      picture: null,
    });
    store.getState().dispose();
  });

  it('treats an answer that is not a known performer as missing', async () => {
    const { api } = createFakeApi({
      answers: { [DATE]: { today: '/model/nobody', yesterday: null } },
    });
    const store = createImageGuessStore({ api, storage: createMemoryStorage() });
    await store.getState().init();
    expect(store.getState().error?.kind).toBe('missing-data');
    store.getState().dispose();
  });
});
