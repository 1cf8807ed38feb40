import { describe, expect, it, vi } from 'vitest';
import { DAILY_MODES, GAME_MODES } from '@guessdle/api/modes';
import type { DailyModeStoreOptions } from '../daily/dailyStore';
import { createMemoryStorage } from '../storage/storage';
import { createFakeApi } from '../../testing/fakeApi';
import { createLoggingStorage } from '../../testing/loggingStorage';
import { pictureModeRows, type PictureModeCase } from '../../testing/pictureModes';
import { GAME_EVENTS } from '../tracking/tracking';
import { createPictureGuessStore, type PictureGuessStore } from './pictureGuessStore';
import { useFakeClock, settle } from '../../testing/fakeClock';

// The store of every picture mode of the registration (SPEC §4), one run per mode: what its
// picture does try by try (a portrait's zoom and name hint, a logo's blur) comes from its case.

const DATE = '2025-06-01';
const CLIENT = '11111111-1111-4111-8111-111111111111';

useFakeClock('2025-06-01T12:00:00.000Z');

describe.each(pictureModeRows())('the %s store', (mode, pictureMode: PictureModeCase) => {
  const ids = pictureMode.items.map(pictureMode.id);
  const [answer, other1, other2, yesterday] = ids as [string, string, string, string];
  const wrong = ids.filter((id) => id !== answer);
  const answers = { [DATE]: { today: answer, yesterday } };
  const GUESSES_KEY = `${DATE}-${mode}`;
  const STATUS_KEY = `${mode}-${DATE}-status`;
  const events = {
    guessed: GAME_EVENTS.guessed[mode],
    failed: GAME_EVENTS.failed[mode],
    success: GAME_EVENTS.success[mode],
  };

  function createStore(options: DailyModeStoreOptions) {
    return createPictureGuessStore(pictureMode.settings, options);
  }

  function view(store: PictureGuessStore) {
    return pictureMode.buildModel(store.getState());
  }

  describe('given stored guesses', () => {
    it('restores them newest first, as from storage, with the picture of two tries', async () => {
      const { api } = createFakeApi({ answers, count: 5 });
      const storage = createMemoryStorage({ [GUESSES_KEY]: JSON.stringify([other2, other1]) });
      const store = createStore({ api, storage, now: () => Date.now() });
      await store.getState().init();
      await settle();
      expect(store.getState().guesses).toEqual([
        { id: other2, from: 'storage' },
        { id: other1, from: 'storage' },
      ]);
      const model = view(store);
      expect(model).toMatchObject({
        status: 'playing',
        count: 5,
        yesterday: pictureMode.byId(yesterday),
        answer: null,
      });
      expect(pictureMode.hiddenOf(model)).toBe(pictureMode.hidden[2]);
      expect(pictureMode.pictureOf(model)).toBe(pictureMode.photo(pictureMode.byId(answer)!));
      store.getState().dispose();
    });

    it('starts won when they hold the answer, with the picture solved and no new post', async () => {
      const { api, calls } = createFakeApi({ answers });
      const storage = createMemoryStorage({ [GUESSES_KEY]: JSON.stringify([answer, other1]) });
      const store = createStore({ api, storage });
      await store.getState().init();
      await settle();
      const model = view(store);
      expect(model).toMatchObject({ status: 'won', showResult: true });
      expect(pictureMode.hiddenOf(model)).toBe(pictureMode.solved);
      expect(model.answer && pictureMode.id(model.answer)).toBe(answer);
      expect(calls.map((c) => c.name)).not.toContain('postSuccess');
      store.getState().dispose();
    });
  });

  describe('given corrupt stored values', () => {
    it.each([
      ['invalid JSON', '{"oops'],
      ['unclosed lists', '[[['],
      ['an object', '{"a":1}'],
      ['a status with a wrong count', '{"status":"completed","tries":"x"}'],
      ['a number', '42'],
      ['null', 'null'],
      ['a list of numbers', '[1,2,3]'],
      ['unknown ids', JSON.stringify(['/model/nobody', ''])],
      ["another dataset's ids", JSON.stringify(pictureMode.foreignIds)],
    ])('loads with %s as no guesses, and plays', async (_label, raw) => {
      const { api } = createFakeApi({ answers });
      const storage = createMemoryStorage({
        ...Object.fromEntries(DAILY_MODES.map((other) => [`${other}-${DATE}-status`, raw])),
        [GUESSES_KEY]: raw,
        clientId: raw,
      });
      const store = createStore({ api, storage });
      await store.getState().init();
      await settle();
      expect(store.getState().status).toBe('playing');
      expect(store.getState().guesses).toEqual([]);
      store.getState().pick(other1);
      expect(storage.getItem(GUESSES_KEY)).toBe(JSON.stringify([other1]));
      store.getState().pick(answer);
      expect(store.getState().status).toBe('won');
      expect(storage.getItem(GUESSES_KEY)).toBe(JSON.stringify([answer, other1]));
      store.getState().dispose();
    });
  });

  describe('given a game in play', () => {
    it('puts a wrong pick in front, saves it and tracks guessed then failed', async () => {
      const { api } = createFakeApi({ answers });
      const storage = createMemoryStorage();
      const track = vi.fn();
      const store = createStore({ api, storage, track });
      await store.getState().init();
      store.getState().pick(other1);
      expect(storage.getItem(GUESSES_KEY)).toBe(JSON.stringify([other1]));
      expect(track.mock.calls).toEqual([
        [events.guessed, { id: other1, tries: 1 }],
        [events.failed, { id: other1, tries: 1 }],
      ]);
      store.getState().pick(other2);
      expect(store.getState().guesses.map((g) => g.id)).toEqual([other2, other1]);
      expect(storage.getItem(GUESSES_KEY)).toBe(JSON.stringify([other2, other1]));
      expect(track.mock.calls.map((c) => c[0])).toEqual([
        events.guessed,
        events.failed,
        events.guessed,
        events.failed,
      ]);
      expect(view(store).guesses).toEqual([
        {
          item: pictureMode.byId(other2),
          correct: false,
          typedNow: true,
        },
        {
          item: pictureMode.byId(other1),
          correct: false,
          typedNow: true,
        },
      ]);
      store.getState().dispose();
    });

    it("ignores a repeated pick, an empty one and an id that is not in the mode's dataset", async () => {
      const { api } = createFakeApi({ answers });
      const store = createStore({ api, storage: createMemoryStorage() });
      await store.getState().init();
      store.getState().pick(other1);
      store.getState().pick(other1);
      store.getState().pick(null);
      store.getState().pick(undefined);
      store.getState().pick('/model/nobody');
      for (const foreign of pictureMode.foreignIds) store.getState().pick(foreign);
      expect(store.getState().guesses.map((g) => g.id)).toEqual([other1]);
      store.getState().dispose();
    });

    it('shows more of the picture at each try, up to ten tries', async () => {
      const { api } = createFakeApi({ answers });
      const store = createStore({ api, storage: createMemoryStorage() });
      await store.getState().init();
      const seen = [pictureMode.hiddenOf(view(store))];
      for (const id of wrong.slice(0, 12)) {
        store.getState().pick(id);
        seen.push(pictureMode.hiddenOf(view(store)));
      }
      expect(seen).toEqual([
        ...pictureMode.hidden,
        ...Array(13 - pictureMode.hidden.length).fill(pictureMode.solved),
      ]);
      store.getState().dispose();
    });

    it('shows the picture solved as soon as the game is won', async () => {
      const { api } = createFakeApi({ answers });
      const store = createStore({ api, storage: createMemoryStorage() });
      await store.getState().init();
      store.getState().pick(other1);
      expect(pictureMode.hiddenOf(view(store))).toBe(pictureMode.hidden[1]);
      store.getState().pick(answer);
      expect(pictureMode.hiddenOf(view(store))).toBe(pictureMode.solved);
      store.getState().dispose();
    });
  });

  describe.runIf(pictureMode.nameHint)('given a portrait', () => {
    it('shows the name hint from 10 tries, one more letter per try, none once won', async () => {
      const { api } = createFakeApi({ answers });
      const store = createStore({ api, storage: createMemoryStorage() });
      await store.getState().init();
      const hintOf = () => {
        const { reveal } = view(store);
        return reveal.kind === 'portrait' ? reveal.hint : undefined;
      };
      const hints = [hintOf()];
      for (const id of wrong.slice(0, 12)) {
        store.getState().pick(id);
        hints.push(hintOf());
      }
      const name = pictureMode.name(pictureMode.byId(answer)!);
      expect(hints.slice(0, 10)).toEqual(Array(10).fill(null));
      // At 10 tries every letter is a blank; spaces stay.
      expect(hints[10]).toBe(name.replace(/[\p{L}\p{N}]/gu, '_'));
      expect(hints[11]?.[0]).toBe(name[0]);
      store.getState().pick(answer);
      expect(hintOf()).toBeNull();
      store.getState().dispose();
    });
  });

  describe('given a winning pick', () => {
    it('saves, records completion, tracks, posts, shows the guess, then the count the post answered', async () => {
      const { api, calls } = createFakeApi({ answers, count: 9 });
      const log: string[] = [];
      const { storage, memory } = createLoggingStorage(log);
      const store = createStore({
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
      api.postSuccess = (posted, body) => {
        log.push(`post ${posted}`);
        return post(posted, body);
      };

      store.getState().pick(answer);
      await settle();

      expect(log).toEqual([
        `set ${GUESSES_KEY}`,
        `track ${events.guessed}`,
        `set ${STATUS_KEY}`,
        `track ${events.success}`,
        // Kept in the outbox before it is sent: a connection that drops now loses nothing.
        'set guessdle:outbox',
        `post ${mode}`,
        'guess shown',
        'count 10',
      ]);
      expect(JSON.parse(memory.getItem(STATUS_KEY) ?? '')).toEqual({
        status: 'completed',
        tries: 2,
      });
      // One request per win: the post answers with the new count.
      expect(calls.map((c) => c.name)).toEqual(['postSuccess']);
      expect(calls[0]?.body).toEqual({ clientId: CLIENT, date: DATE, answer, tries: 3 });
      const model = view(store);
      expect(model).toMatchObject({ status: 'won', showResult: true, nextMode: 'classic' });
      expect(pictureMode.hiddenOf(model)).toBe(pictureMode.solved);
      expect(model.answer && pictureMode.id(model.answer)).toBe(answer);
      expect(model.guesses.map((g) => g.correct)).toEqual([true, false, false]);
      // Further picks change nothing once won.
      store.getState().pick(wrong[5]!);
      expect(store.getState().guesses).toHaveLength(3);
      store.getState().dispose();
    });

    it('offers the first mode not completed today', async () => {
      const { api } = createFakeApi({ answers });
      const storage = createMemoryStorage({
        [`classic-${DATE}-status`]: JSON.stringify({ status: 'completed', tries: 2 }),
      });
      const store = createStore({ api, storage });
      await store.getState().init();
      store.getState().pick(answer);
      expect(view(store).nextMode).toBe(
        GAME_MODES.find((next) => next !== 'classic' && next !== mode),
      );
      store.getState().dispose();
    });

    it('builds share rows oldest first, one square per guess as its card showed it', async () => {
      const { api } = createFakeApi({ answers });
      const store = createStore({ api, storage: createMemoryStorage() });
      await store.getState().init();
      store.getState().pick(other1);
      store.getState().pick(other2);
      store.getState().pick(answer);
      // No attribute squares, no rank arrow: the player saw none (issue 56).
      expect(view(store).shareRows).toEqual(['🟥', '🟥', '🟩']);
      store.getState().dispose();
    });

    it('tracks copy clicked with the game mode', () => {
      const { api } = createFakeApi({ answers });
      const track = vi.fn();
      const store = createStore({ api, storage: createMemoryStorage(), track });
      store.getState().shareCopied();
      expect(track).toHaveBeenCalledWith('copy clicked', { gamemode: mode });
    });
  });

  describe('given the day data is missing', () => {
    it('shows the error view state', async () => {
      const { api } = createFakeApi({ answers: {} });
      const store = createStore({ api, storage: createMemoryStorage() });
      await store.getState().init();
      const model = view(store);
      expect(model).toMatchObject({ status: 'error', error: { kind: 'missing-data' } });
      expect(pictureMode.pictureOf(model)).toBeNull();
      store.getState().dispose();
    });

    it("treats an answer that is not in the mode's dataset as missing", async () => {
      const { api } = createFakeApi({
        answers: {
          [DATE]: { today: pictureMode.foreignIds[0] ?? '/model/nobody', yesterday: null },
        },
      });
      const store = createStore({ api, storage: createMemoryStorage() });
      await store.getState().init();
      expect(store.getState().error?.kind).toBe('missing-data');
      store.getState().dispose();
    });

    it('shows a request failure as such', async () => {
      const { api } = createFakeApi({ answers, failWith: new Error('boom') });
      const store = createStore({ api, storage: createMemoryStorage() });
      await store.getState().init();
      expect(view(store).error).toEqual({ kind: 'request-failed', message: 'boom' });
      store.getState().dispose();
    });
  });
});
