import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channelById, channels } from '@guessdle/data';
import { createMemoryStorage, type KeyValueStorage } from '../shared/storage';
import { createFakeApi } from '../shared/testing/fakeApi';
import { createChannelGuessStore } from './channelGuessStore';
import { buildChannelGuessViewModel } from './viewModel';

const DATE = '2025-06-01';
const [answer, other1, other2, yesterday] = channels.map((c) => c.id) as [
  string,
  string,
  string,
  string,
];
const answers = { [DATE]: { today: answer, yesterday } };
const GUESSES_KEY = `${DATE}-channel-guess`;
const STATUS_KEY = `channel-guess-${DATE}-status`;
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

function view(store: ReturnType<typeof createChannelGuessStore>) {
  return buildChannelGuessViewModel(store.getState(), channelById, channels);
}

describe('given a channel-guess store with stored guesses', () => {
  it('restores them newest first, as from storage, with the blur of two tries', async () => {
    const { api } = createFakeApi({ answers, count: 2 });
    const storage = createMemoryStorage({ [GUESSES_KEY]: JSON.stringify([other2, other1]) });
    const store = createChannelGuessStore({ api, storage, now: () => Date.now() });
    await store.getState().init();
    await settle();
    expect(store.getState().guesses).toEqual([
      { id: other2, from: 'storage' },
      { id: other1, from: 'storage' },
    ]);
    expect(view(store)).toMatchObject({
      status: 'playing',
      blurPx: 8,
      count: 2,
      yesterday: channelById(yesterday),
      logo: channelById(answer)?.photo,
      answer: null,
    });
    store.getState().dispose();
  });

  it('starts won when they hold the answer, with a sharp logo and no new post', async () => {
    const { api, calls } = createFakeApi({ answers });
    const storage = createMemoryStorage({ [GUESSES_KEY]: JSON.stringify([answer]) });
    const store = createChannelGuessStore({ api, storage });
    await store.getState().init();
    await settle();
    expect(view(store)).toMatchObject({ status: 'won', blurPx: 0, showResult: true });
    expect(calls.map((c) => c.name)).not.toContain('postSuccess');
    store.getState().dispose();
  });
});

describe('given corrupt stored values', () => {
  it.each([
    ['invalid JSON', '[[['],
    ['an object', '{"status":"completed","tries":"x"}'],
    ['null', 'null'],
    ['performer ids', JSON.stringify(['/model/someone'])],
  ])('loads with %s as no guesses, and plays', async (_label, raw) => {
    const { api } = createFakeApi({ answers });
    const storage = createMemoryStorage({
      [GUESSES_KEY]: raw,
      [STATUS_KEY]: raw,
      [`image-guess-${DATE}-status`]: raw,
      clientId: raw,
    });
    const store = createChannelGuessStore({ api, storage });
    await store.getState().init();
    await settle();
    expect(store.getState().status).toBe('playing');
    expect(store.getState().guesses).toEqual([]);
    store.getState().pick(answer);
    expect(store.getState().status).toBe('won');
    expect(storage.getItem(GUESSES_KEY)).toBe(JSON.stringify([answer]));
    store.getState().dispose();
  });
});

describe('given a game in play', () => {
  it('puts a wrong pick in front, saves it and tracks guessed then failed', async () => {
    const { api } = createFakeApi({ answers });
    const storage = createMemoryStorage();
    const track = vi.fn();
    const store = createChannelGuessStore({ api, storage, track });
    await store.getState().init();
    store.getState().pick(other1);
    expect(storage.getItem(GUESSES_KEY)).toBe(JSON.stringify([other1]));
    expect(track.mock.calls).toEqual([
      ['channel guessed', { id: other1, tries: 1 }],
      ['channel failed', { id: other1, tries: 1 }],
    ]);
    expect(view(store).guesses).toEqual([
      { channel: channelById(other1), correct: false, typedNow: true },
    ]);
    store.getState().dispose();
  });

  it('ignores a repeated pick, an empty one and an id that is not a channel', async () => {
    const { api } = createFakeApi({ answers });
    const store = createChannelGuessStore({ api, storage: createMemoryStorage() });
    await store.getState().init();
    store.getState().pick(other1);
    store.getState().pick(other1);
    store.getState().pick(undefined);
    store.getState().pick('/model/someone');
    expect(store.getState().guesses.map((g) => g.id)).toEqual([other1]);
    store.getState().dispose();
  });

  it('sharpens the logo 1 px per try, to 0 after 10 tries', async () => {
    const { api } = createFakeApi({ answers });
    const store = createChannelGuessStore({ api, storage: createMemoryStorage() });
    await store.getState().init();
    const wrong = channels.map((c) => c.id).filter((id) => id !== answer);
    const blurs = [view(store).blurPx];
    for (const id of wrong.slice(0, 11)) {
      store.getState().pick(id);
      blurs.push(view(store).blurPx);
    }
    expect(blurs).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0]);
    store.getState().dispose();
  });

  it('shows a sharp logo as soon as the game is won', async () => {
    const { api } = createFakeApi({ answers });
    const store = createChannelGuessStore({ api, storage: createMemoryStorage() });
    await store.getState().init();
    store.getState().pick(other1);
    expect(view(store).blurPx).toBe(9);
    store.getState().pick(answer);
    expect(view(store).blurPx).toBe(0);
    store.getState().dispose();
  });
});

describe('given a winning pick', () => {
  it('saves, records completion, tracks, posts, shows the guess, then the count the post answered', async () => {
    const { api, calls } = createFakeApi({ answers, count: 9 });
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
    const store = createChannelGuessStore({
      api,
      storage,
      clientId: CLIENT,
      track: (name) => log.push(`track ${name}`),
    });
    await store.getState().init();
    await settle();
    store.getState().pick(other1);
    store.getState().pick(other2);
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
      'track channel guessed',
      `set ${STATUS_KEY}`,
      'track channel success',
      'post channel-guess',
      'guess shown',
      'count 10',
    ]);
    expect(JSON.parse(memory.getItem(STATUS_KEY) ?? '')).toEqual({
      status: 'completed',
      tries: 2,
    });
    expect(calls[0]?.body).toEqual({ clientId: CLIENT, date: DATE, answer, tries: 3 });
    const model = view(store);
    expect(model).toMatchObject({ status: 'won', blurPx: 0, showResult: true });
    expect(model.answer?.id).toBe(answer);
    expect(model.shareRows).toEqual(['🟥🟥🟥', '🟥🟥🟥', '🟩🟩🟩']);
    store.getState().dispose();
  });

  it('tracks copy clicked with the game mode', () => {
    const { api } = createFakeApi({ answers });
    const track = vi.fn();
    const store = createChannelGuessStore({ api, storage: createMemoryStorage(), track });
    store.getState().shareCopied();
    expect(track).toHaveBeenCalledWith('copy clicked', { gamemode: 'channel-guess' });
  });
});

describe('given the day data is missing', () => {
  it('shows the error view state', async () => {
    const { api } = createFakeApi({ answers: {} });
    const store = createChannelGuessStore({ api, storage: createMemoryStorage() });
    await store.getState().init();
    expect(view(store)).toMatchObject({ status: 'error', error: { kind: 'missing-data' } });
    store.getState().dispose();
  });

  it('shows a request failure as such', async () => {
    const { api } = createFakeApi({ answers, failWith: new Error('boom') });
    const store = createChannelGuessStore({ api, storage: createMemoryStorage() });
    await store.getState().init();
    expect(view(store).error).toEqual({ kind: 'request-failed', message: 'boom' });
    store.getState().dispose();
  });
});
