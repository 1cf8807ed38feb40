import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DailyMode, Difficulty, GuessdleApi } from '@guessdle/api';
import {
  applyPick,
  archiveGuessesKey,
  archiveStatusKey,
  gameModeKey,
  guessesKey,
  nextMode,
  statusKey,
} from '../core';
import { createCounter } from './daily/counter';
import { createDayChange } from './daily/dayChange';
import { createDayReader, dayState } from './daily/day';
import { startingState, type KnownItems } from './daily/hydration';
import { OTHER_TAB_WIN_RECOUNT_MS, createTabSync } from './daily/tabSync';
import type { DailyGameActions, DailyGameState, GuessEntry, Timers } from './daily/types';
import { createWinPost, successBody } from './daily/winPost';
import { CLIENT_ID_KEY, getOrCreateId } from './identity';
import { safeSet, type KeyValueStorage } from './storage';
import { GAME_EVENTS, type TrackFn } from './tracking';

export type {
  CountStatus,
  DailyError,
  DailyGameActions,
  DailyGameState,
  DailyStatus,
  GuessEntry,
  GuessOrigin,
  Timers,
} from './daily/types';
export type { KnownItems } from './daily/hydration';
export { COUNT_RETRY_DELAYS_MS } from './daily/counter';
export { MAX_TIMER_MS, ROLLOVER_GRACE_MS, ROLLOVER_RETRY_MS } from './daily/dayChange';
export { OTHER_TAB_WIN_RECOUNT_MS } from './daily/tabSync';

export type DailyGameStore<Extra = object> = StoreApi<DailyGameState & DailyGameActions & Extra>;

export interface DailyStoreOptions {
  mode: DailyMode;
  api: GuessdleApi;
  storage: KeyValueStorage;
  /** The clock, epoch ms. @default Date.now */
  now?: () => number;
  /** Classic difficulty, only with the ClassicModes flag on: sent to the API, part of the key. */
  difficulty?: Difficulty;
  /** A past day (YYYY-MM-DD) to play from the archive instead of today's. @default today's */
  archiveDate?: string;
  /** Ids the widget can show; stored ids that fail it are dropped, an unknown answer is an error. */
  isKnownId?: (id: string) => boolean;
  /**
   * Loads the widget's items (from the API's dataset call, or the host's list) and answers the
   * id check over them; it runs beside the day's answer, both behind the loading state, and
   * wins over `isKnownId`. A failure shows the error view; retrying loads again.
   */
  loadKnownIds?: () => Promise<KnownItems>;
  /**
   * The same when the items are at hand now (the host's list, or the API's `atHand`), else
   * undefined: with them, and the day's answers at hand too, the store starts on the game.
   */
  knownIdsAtHand?: () => KnownItems | undefined;
  /** Tracking. @default no tracking */
  track?: TrackFn;
  /** Whether a typed win waits for `revealDone()` before `revealPending` clears. @default false */
  awaitReveal?: boolean;
  /** Timer functions. @default globalThis.setTimeout / clearTimeout */
  timers?: Timers;
  /** Anonymous client id sent with successes. @default a UUID kept under `clientId` in storage */
  clientId?: string;
}

/**
 * Where a mode's items come from: the host's list when it passed one, else the API's dataset
 * call (`api.getPerformers()` / `api.getChannels()`, one request per client however many widgets
 * share it). `toState` puts the list in the mode's state for its views.
 */
export interface ItemSource<Item> {
  given: readonly Item[] | undefined;
  load: (api: GuessdleApi) => Promise<readonly Item[]>;
  /** The API's items if the client holds them already (`api.atHand`), else undefined. */
  atHand?: (api: GuessdleApi) => readonly Item[] | undefined;
  id: (item: Item) => string;
  /** The mode's state holding the items, for its views (Classic's `performers`). */
  toState: (items: readonly Item[]) => object;
}

/**
 * The options every mode's store factory takes (`createClassicStore`, `createImageGuessStore`,
 * `createChannelGuessStore`); each mode adds its dataset, Classic its difficulty too.
 */
export interface DailyModeStoreOptions {
  api: GuessdleApi;
  storage: KeyValueStorage;
  /** The clock, epoch ms. @default Date.now */
  now?: () => number;
  /** Tracking (see createTracker). @default none */
  track?: TrackFn;
  /** Timers for the day-rollover check. @default globalThis.setTimeout / clearTimeout */
  timers?: Timers;
  /** Anonymous client id. @default a UUID kept under `clientId` in storage */
  clientId?: string;
  /** A past day to play from the archive. @default today's puzzle */
  archiveDate?: string;
}

/**
 * The daily-store options of a mode's store: its adapters as given, a tracker that is never
 * missing (the mode's own actions track too), and an id check over the items of `source`.
 */
export function dailyModeStoreOptions<Item>(
  mode: DailyMode,
  options: DailyModeStoreOptions,
  source: ItemSource<Item>,
): DailyStoreOptions & { track: TrackFn } {
  const check = (items: readonly Item[]): KnownItems => {
    const known = new Set(items.map(source.id));
    return { isKnown: (id) => known.has(id), state: source.toState(items) };
  };
  return {
    mode,
    api: options.api,
    storage: options.storage,
    ...(options.now ? { now: options.now } : {}),
    ...(options.timers ? { timers: options.timers } : {}),
    ...(options.clientId ? { clientId: options.clientId } : {}),
    ...(options.archiveDate ? { archiveDate: options.archiveDate } : {}),
    loadKnownIds: async () => check(source.given ?? (await source.load(options.api))),
    knownIdsAtHand: () => {
      const items = source.given ?? source.atHand?.(options.api);
      return items ? check(items) : undefined;
    },
    track: options.track ?? (() => undefined),
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The server has no answer for the day (404 `no-daily-answer` in the contract). */
function isMissingData(error: unknown): boolean {
  const e = error as { status?: unknown; code?: unknown } | null;
  return e?.status === 404 || e?.code === 'no-daily-answer';
}

/** The store's timers when none are given: the global ones. */
const GLOBAL_TIMERS: Timers = {
  setTimeout: (cb, ms) => globalThis.setTimeout(cb, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The store of one daily-game widget (any mode): a zustand vanilla store per widget instance,
 * composed of named parts (`daily/`): the stored day (`day.ts`), the starting state
 * (`hydration.ts`), the counter and its retries (`counter.ts`), the win post (`winPost.ts`), the
 * move to a new day (`dayChange.ts`) and other tabs' writes (`tabSync.ts`). Every action computes
 * with core's rules first, then performs side effects (storage, API, tracking) in SPEC §4's
 * order. `extend` adds mode-specific state and actions.
 */
export function createDailyGameStore<Extra extends object = object>(
  options: DailyStoreOptions,
  extend?: (
    set: StoreApi<DailyGameState & DailyGameActions & Extra>['setState'],
    get: () => DailyGameState & DailyGameActions & Extra,
  ) => Extra,
): DailyGameStore<Extra> {
  type Full = DailyGameState & DailyGameActions & Extra;
  const { mode, api, storage, difficulty } = options;
  const now = options.now ?? (() => Date.now());
  const track: TrackFn = options.track ?? (() => undefined);
  const timers: Timers = options.timers ?? GLOBAL_TIMERS;
  const awaitReveal = options.awaitReveal === true;
  const archiveDate = options.archiveDate ?? null;
  const modeKey = gameModeKey(mode, difficulty);
  const query =
    difficulty || archiveDate
      ? { ...(difficulty ? { difficulty } : {}), ...(archiveDate ? { date: archiveDate } : {}) }
      : undefined;
  const guessKeyOf = archiveDate ? archiveGuessesKey : guessesKey;
  const statusKeyOf = archiveDate ? archiveStatusKey : statusKey;
  const days = createDayReader({ storage, mode, difficulty, archive: archiveDate !== null });

  let isKnownId = options.isKnownId ?? (() => true);
  // The items load once per store: a day rollover reuses them, a failed load is tried again.
  let knownIds: Promise<KnownItems> | null = null;
  const loadKnownIds = (): Promise<KnownItems> => {
    if (!options.loadKnownIds) return Promise.resolve({ isKnown: isKnownId, state: {} });
    if (!knownIds) {
      const pending = options.loadKnownIds();
      knownIds = pending;
      pending.catch(() => {
        if (knownIds === pending) knownIds = null;
      });
    }
    return knownIds;
  };
  /** Torn down: later async answers are ignored until the next `init()`. */
  let disposed = false;
  const live = () => !disposed;
  let clientId = options.clientId ?? null;

  // The starting state, decided here once (see hydration.ts): the day at hand, or loading.
  const start = startingState({
    mode,
    api,
    query,
    archive: archiveDate !== null,
    knownAtHand: () =>
      options.loadKnownIds ? options.knownIdsAtHand?.() : { isKnown: isKnownId, state: {} },
    days,
  });
  if (start.server) {
    isKnownId = start.server.known.isKnown;
    knownIds = Promise.resolve(start.server.known);
  }

  const store = createStore<Full>()((set, get) => {
    const patch = (partial: Partial<DailyGameState>) => set(partial as Partial<Full>);

    const counter = createCounter({
      fetch: () => api.getStats(mode, query),
      timers,
      read: get,
      write: patch,
      live,
    });

    const winPost = createWinPost({
      post: (body) => api.postSuccess(mode, body),
      // The post answers with the count that includes this win: no second request for it.
      counted: (answer, date) => counter.accept(answer, date),
      failed: () => (disposed ? undefined : void get().refreshCount()),
    });

    const tabSync = createTabSync({
      storage,
      days,
      isKnownId: () => isKnownId,
      read: get,
      apply: patch,
      otherTabWon: () => counter.recount(OTHER_TAB_WIN_RECOUNT_MS),
      live,
    });

    const dayChange = createDayChange({
      timers,
      now,
      read: get,
      getServerDate: () => api.getServerDate(),
      reload: () => load(false),
      setNextResetAt: (nextResetAt) => patch({ nextResetAt }),
      live,
    });

    const load = async (showLoading: boolean) => {
      // A win still waiting for its reveal is posted anyway when the day moves.
      winPost.flush();
      if (showLoading) patch({ status: 'loading', error: null });
      const [serverDate, daily, known] = await Promise.all([
        api.getServerDate(),
        api.getDailyGuess(mode, query),
        loadKnownIds(),
      ]);
      if (disposed) return;
      isKnownId = known.isKnown;
      const day = dayState(mode, serverDate, daily, isKnownId, (date, today) =>
        days.read(date, today, isKnownId),
      );
      set({ ...known.state, ...day } as Partial<Full>);
      startDay();
    };

    /** Watches other tabs, arms the reset timer and asks the counter, for the day on screen. */
    const startDay = () => {
      if (get().status !== 'error') {
        counter.restart();
        tabSync.start();
        void get().refreshCount();
      }
      // A past day stays on screen: there is no next one to move to.
      if (!archiveDate) dayChange.watch();
    };

    const initial: DailyGameState & DailyGameActions = {
      mode,
      difficulty: difficulty ?? null,
      archiveDate,
      status: 'loading',
      error: null,
      date: null,
      today: null,
      yesterday: null,
      nextResetAt: null,
      guesses: [],
      count: null,
      countStatus: 'loading',
      everyone: null,
      completions: {},
      nextMode: null,
      revealPending: false,

      async init() {
        // React StrictMode disposes and re-initialises the same store: init revives it.
        disposed = false;
        // A day already on screen (its answers were at hand when the store was made, or this is
        // StrictMode's second init) resumes: no loading view, no second request for it.
        const { status } = get();
        if (status === 'playing' || status === 'won') {
          startDay();
          return;
        }
        try {
          await load(true);
        } catch (error) {
          if (disposed) return;
          patch({
            status: 'error',
            error: {
              kind: isMissingData(error) ? 'missing-data' : 'request-failed',
              message: describe(error),
            },
          });
        }
      },

      pick(id) {
        const { status, guesses, today, date } = get();
        if (status !== 'playing' || !today || !date) return;
        if (typeof id === 'string' && !isKnownId(id)) return;
        // Rules first.
        const result = applyPick(
          guesses.map((g) => g.id),
          id,
          today,
        );
        if (result.outcome === 'ignored' || typeof id !== 'string') return;
        // Then side effects, in SPEC §4's order.
        safeSet(storage, guessKeyOf(date, modeKey), JSON.stringify(result.guessIds));
        track(GAME_EVENTS.guessed[mode], { id, tries: result.guessIds.length });
        const entry: GuessEntry = { id, from: 'user' };
        if (result.outcome === 'wrong') {
          track(GAME_EVENTS.failed[mode], { id, tries: result.guessIds.length });
          patch({ guesses: [entry, ...guesses] });
          return;
        }
        safeSet(storage, statusKeyOf(modeKey, date), JSON.stringify(result.completion));
        if (archiveDate) {
          // A past day: no success to count, no next mode to suggest for it.
          patch({
            guesses: [entry, ...guesses],
            status: 'won',
            nextMode: null,
            revealPending: awaitReveal,
          });
          return;
        }
        track(GAME_EVENTS.success[mode], { id, tries: result.guessIds.length });
        clientId ??= getOrCreateId(storage, CLIENT_ID_KEY);
        // A mode that reveals its winning row (Classic) posts only once the row has turned.
        // Others post before the guess shows. The row never waits for the network either way.
        winPost.send(
          successBody({ clientId, date, answer: id, difficulty, tries: result.guessIds.length }),
          awaitReveal,
        );
        const completions = { ...get().completions, [mode]: true };
        patch({
          guesses: [entry, ...guesses],
          status: 'won',
          completions,
          nextMode: nextMode(completions, mode),
          revealPending: awaitReveal,
        });
      },

      async refreshCount() {
        if (archiveDate) return;
        await counter.refresh();
      },

      revealDone() {
        if (get().revealPending) patch({ revealPending: false });
        winPost.revealDone();
      },

      async checkDay() {
        if (archiveDate) return;
        await dayChange.check();
      },

      dispose() {
        // A win still waiting for its reveal is posted anyway when the widget goes.
        winPost.flush();
        disposed = true;
        dayChange.stop();
        counter.stop();
        tabSync.stop();
      },
    };

    return {
      ...initial,
      ...(extend ? extend(set, get) : ({} as Extra)),
      ...start.server?.state,
    } as Full;
  });
  // What this browser stored for the day at hand, over the server's state (see hydration.ts).
  if (start.stored) store.setState(start.stored as Partial<Full>);

  return store;
}

/** The ids of the guesses, newest first. */
export function guessIds(state: Pick<DailyGameState, 'guesses'>): string[] {
  return state.guesses.map((g) => g.id);
}
