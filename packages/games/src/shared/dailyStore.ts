import { createStore, type StoreApi } from 'zustand/vanilla';
import type {
  DailyGuess,
  DailyMode,
  Difficulty,
  GameMode,
  GuessdleApi,
  ServerDate,
  TriesBucket,
} from '@guessdle/api';
import {
  GAME_MODES,
  applyPick,
  gameModeKey,
  archiveGuessesKey,
  archiveStatusKey,
  guessesKey,
  hasDayChanged,
  isFinished,
  msUntil,
  nextMode,
  parseCompletion,
  parseGuessList,
  statusKey,
} from '../core';
import { CLIENT_ID_KEY, getOrCreateId } from './identity';
import { safeGet, safeSet, type KeyValueStorage } from './storage';
import { GAME_EVENTS, type TrackFn } from './tracking';

export type DailyStatus = 'loading' | 'error' | 'playing' | 'won';

/**
 * The players counter: `loading` until the first answer, `ready` once a count is known,
 * `retrying` while failed calls are tried again (no count yet), `unavailable` once the retries
 * ran out (the view offers to try again).
 */
export type CountStatus = 'loading' | 'ready' | 'retrying' | 'unavailable';

/** Where a guess in the list came from: restored rows do not animate, typed rows do. */
export type GuessOrigin = 'storage' | 'user';

export interface GuessEntry {
  id: string;
  from: GuessOrigin;
}

/** Why the error view shows: the day's data is missing, or a call failed. */
export interface DailyError {
  kind: 'missing-data' | 'request-failed';
  message: string;
}

export interface DailyGameState {
  /** The widget's mode, and Classic's difficulty (null without one): what its statistics read. */
  mode: DailyMode;
  difficulty: Difficulty | null;
  /**
   * The past day played from the archive, or null for today's puzzle. Archive play is stored
   * under `archive:` keys, posts no success, shows no counter and never moves to a new day.
   */
  archiveDate: string | null;
  status: DailyStatus;
  error: DailyError | null;
  /** The puzzle's date (YYYY-MM-DD): guesses are stored under it. */
  date: string | null;
  /** Today's answer id. */
  today: string | null;
  /** Yesterday's answer id, null when unknown. */
  yesterday: string | null;
  /** The server's next reset instant (ISO 8601). */
  nextResetAt: string | null;
  /** Guesses, newest first. */
  guesses: GuessEntry[];
  /** Players who found the answer; null until loaded. */
  count: number | null;
  /** Where the counter stands; a known count stays on screen when a later refetch fails. */
  countStatus: CountStatus;
  /** Everyone's tries today, fewest first (refetched with the count); null until known. */
  everyone: TriesBucket[] | null;
  /** Modes completed on the puzzle's date (from the stored completion records). */
  completions: Partial<Record<GameMode, boolean>>;
  /** The mode to suggest after a win: first in order not completed today, or null. */
  nextMode: GameMode | null;
  /**
   * True between a typed winning guess and the end of its reveal animation: the view keeps the
   * win box back until it calls `revealDone()`. Never true for a game restored as won.
   */
  revealPending: boolean;
}

export interface DailyGameActions {
  /** Loads the server date, the day's answer, stored guesses and the counter. */
  init(): Promise<void>;
  /** Picks an option (SPEC §4): ignored when empty, already guessed or finished. */
  pick(id: string | null | undefined): void;
  /**
   * Refetches the counter without touching `status` (no loading flash). A failed call is tried
   * again after `COUNT_RETRY_DELAYS_MS`; when those run out the counter is `unavailable`.
   */
  refreshCount(): Promise<void>;
  /** The view finished revealing the winning row. */
  revealDone(): void;
  /** Moves to the new day when the reset instant has passed (timer, focus, visibility). */
  checkDay(): Promise<void>;
  /** Stops timers and listeners; later async answers are ignored until the next `init()`. */
  dispose(): void;
}

export type DailyGameStore<Extra = object> = StoreApi<DailyGameState & DailyGameActions & Extra>;

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

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

/** A mode's items, loaded: the id check over them, and the mode's state that holds them. */
export interface KnownItems {
  isKnown: (id: string) => boolean;
  state: object;
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

/** Longest single timer: browsers overflow above 2^31-1 ms, and long timers drift in sleep. */
export const MAX_TIMER_MS = 60 * 60 * 1000;
/** Retry delay when the rollover fetch fails or the server has not moved to the new day yet. */
export const ROLLOVER_RETRY_MS = 30 * 1000;
/** Grace after the reset instant before asking the server, so its clock has moved too. */
export const ROLLOVER_GRACE_MS = 1000;
/**
 * Waits before each new try of a failed counter call (exponential backoff): a flaky network gets
 * a quick second chance, a server that is down is not hammered, and after about half a minute
 * the counter says it is unavailable instead of pretending to load.
 */
export const COUNT_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000, 8000, 16000];

/**
 * After another tab of the same browser wins the game on screen, the counter is asked again at
 * once and after each of these waits: that tab posts its success only once it is written (and
 * Classic only after its row's reveal, about 4 s), and no tab hears when the server counted it.
 */
export const OTHER_TAB_WIN_RECOUNT_MS: readonly number[] = [2000, 6000];

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The server has no answer for the day (404 `no-daily-answer` in the contract). */
function isMissingData(error: unknown): boolean {
  const e = error as { status?: unknown; code?: unknown } | null;
  return e?.status === 404 || e?.code === 'no-daily-answer';
}

/**
 * The store of one daily-game widget (any mode): a zustand vanilla store per widget instance.
 * Every action computes with core's rules first, then performs side effects (storage, API,
 * tracking) in SPEC §4's order. `extend` adds mode-specific state and actions.
 */
export function createDailyGameStore<Extra extends object = object>(
  options: DailyStoreOptions,
  extend?: (
    set: StoreApi<DailyGameState & DailyGameActions & Extra>['setState'],
    get: () => DailyGameState & DailyGameActions & Extra,
  ) => Extra,
): DailyGameStore<Extra> {
  const { mode, api, storage, difficulty } = options;
  const now = options.now ?? (() => Date.now());
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
  const track: TrackFn = options.track ?? (() => undefined);
  const timers: Timers = options.timers ?? {
    setTimeout: (cb, ms) => globalThis.setTimeout(cb, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const modeKey = gameModeKey(mode, difficulty);
  const archiveDate = options.archiveDate ?? null;
  const query =
    difficulty || archiveDate
      ? { ...(difficulty ? { difficulty } : {}), ...(archiveDate ? { date: archiveDate } : {}) }
      : undefined;
  const guessKeyOf = archiveDate ? archiveGuessesKey : guessesKey;
  const statusKeyOf = archiveDate ? archiveStatusKey : statusKey;

  let disposed = false;
  let timer: unknown = null;
  let countRequest = 0;
  let countRetryTimer: unknown = null;
  let recountTimers: unknown[] = [];
  let countFailures = 0;
  /** A Classic win waiting for the end of its reveal before it is posted (SPEC §4). */
  let pendingSuccess: { post: () => Promise<unknown> } | null = null;
  let rolling = false;
  let unsubscribe: (() => void) | null = null;
  let clientId = options.clientId ?? null;

  const keyOf = (m: GameMode) => (m === mode ? modeKey : gameModeKey(m));

  const readGuesses = (date: string): string[] =>
    parseGuessList(safeGet(storage, guessKeyOf(date, modeKey))).filter((id) => isKnownId(id));

  const readCompletions = (date: string): Partial<Record<GameMode, boolean>> =>
    Object.fromEntries(
      GAME_MODES.map((m) => [
        m,
        parseCompletion(safeGet(storage, statusKeyOf(keyOf(m), date))) !== null,
      ]),
    );

  /** What the stored state of a day looks like, for init, rollover and other tabs' writes. */
  const dayFromStorage = (date: string, today: string, previous: readonly GuessEntry[] = []) => {
    const ids = readGuesses(date);
    const origin = new Map(previous.map((g) => [g.id, g.from]));
    const guesses = ids.map((id) => ({ id, from: origin.get(id) ?? ('storage' as const) }));
    const completions = readCompletions(date);
    // Finished at start when the stored list holds the answer, even if the record is missing.
    if (isFinished(ids, today)) completions[mode] = true;
    return {
      guesses,
      completions,
      nextMode: archiveDate ? null : nextMode(completions, mode),
      status: (isFinished(ids, today) ? 'won' : 'playing') as DailyStatus,
    };
  };

  /** The state of a day from its answers (the missing-data error when they do not make one). */
  const dayState = (
    serverDate: ServerDate | undefined,
    daily: DailyGuess | undefined,
  ): Partial<DailyGameState> => {
    if (!daily?.today || !daily.date || !serverDate?.date || !isKnownId(daily.today)) {
      return {
        status: 'error',
        error: {
          kind: 'missing-data',
          message: `No ${mode} answer for ${serverDate?.date ?? 'today'}`,
        },
        nextResetAt: serverDate?.nextResetAt ?? null,
      };
    }
    return {
      ...dayFromStorage(daily.date, daily.today),
      error: null,
      date: daily.date,
      today: daily.today,
      yesterday: daily.yesterday && isKnownId(daily.yesterday) ? daily.yesterday : null,
      nextResetAt: serverDate.nextResetAt,
      count: null,
      countStatus: 'loading',
      everyone: null,
      revealPending: false,
    };
  };

  type Full = DailyGameState & DailyGameActions & Extra;

  /**
   * The day, when its answers and the items are at hand (the page's first screen, `api.atHand`):
   * the store then starts on the game, so the widget's first render shows the board, not a loading
   * view, and `init()` only starts the watches and the counter.
   *
   * This is the store's initial state as the server renders it, from the answers alone: no guesses
   * yet. The stored ones follow at once (below), and React, hydrating the server's HTML, renders
   * the initial state first (zustand's server snapshot), then the stored guesses.
   */
  const dayAtHand = (): Partial<DailyGameState> | null => {
    // The page's answers are today's: a past day always asks.
    if (archiveDate) return null;
    const serverDate = api.atHand?.serverDate();
    const daily = serverDate && api.atHand?.dailyGuess(mode, query);
    const known =
      daily &&
      (options.loadKnownIds
        ? options.knownIdsAtHand?.()
        : { isKnown: isKnownId, state: {} as object });
    if (!serverDate || !daily || !known) return null;
    const previous = isKnownId;
    isKnownId = known.isKnown;
    const day = dayState(serverDate, daily);
    if (day.status === 'error') {
      // The answers do not make a day: the widget loads, and shows what the API says.
      isKnownId = previous;
      return null;
    }
    knownIds = Promise.resolve(known);
    const fresh = { guesses: [], completions: {}, status: 'playing' as const };
    return { ...known.state, ...day, ...fresh, nextMode: nextMode(fresh.completions, mode) };
  };

  const store = createStore<Full>()((set, get) => {
    const patch = (partial: Partial<DailyGameState>) => set(partial as Partial<Full>);
    const clearTimer = () => {
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
    };
    const clearCountRetry = () => {
      if (countRetryTimer !== null) timers.clearTimeout(countRetryTimer);
      countRetryTimer = null;
    };

    /**
     * Posts the success, then refetches the counter once the post has answered so the count
     * includes it. The counter is not refetched for a widget being torn down.
     */
    const postSuccess = (post: () => Promise<unknown>, refresh: boolean) => {
      let posted: Promise<unknown>;
      try {
        posted = post();
      } catch (error) {
        posted = Promise.reject(error);
      }
      void posted
        .catch(() => undefined)
        .then(() => (refresh && !disposed ? get().refreshCount() : undefined));
    };

    /** A win still waiting for its reveal is posted anyway when the widget goes or the day moves. */
    const flushPendingSuccess = () => {
      const pending = pendingSuccess;
      pendingSuccess = null;
      if (pending) postSuccess(pending.post, false);
    };

    const arm = (ms: number) => {
      clearTimer();
      if (disposed) return;
      timer = timers.setTimeout(
        () => {
          timer = null;
          void get().checkDay();
        },
        Math.min(Math.max(0, ms), MAX_TIMER_MS),
      );
    };

    const armForReset = () => {
      // A past day stays on screen: there is no next one to move to.
      if (archiveDate) return;
      const { nextResetAt } = get();
      const ms = nextResetAt ? msUntil(nextResetAt, now()) : null;
      if (ms === null) clearTimer();
      else arm(ms + ROLLOVER_GRACE_MS);
    };

    const clearRecounts = () => {
      for (const handle of recountTimers) timers.clearTimeout(handle);
      recountTimers = [];
    };

    const recountAfterOtherTabWin = () => {
      clearRecounts();
      void get().refreshCount();
      recountTimers = OTHER_TAB_WIN_RECOUNT_MS.map((ms) =>
        timers.setTimeout(() => {
          if (!disposed) void get().refreshCount();
        }, ms),
      );
    };

    const listenToOtherTabs = () => {
      unsubscribe?.();
      unsubscribe =
        storage.subscribe?.((change) => {
          const { date, today, status, guesses } = get();
          if (disposed || !date || !today || (status !== 'playing' && status !== 'won')) return;
          const watched =
            change.key === null ||
            change.key === guessKeyOf(date, modeKey) ||
            GAME_MODES.some((m) => change.key === statusKeyOf(keyOf(m), date));
          if (!watched) return;
          const day = dayFromStorage(date, today, guesses);
          if (status === 'playing' && day.status === 'won') recountAfterOtherTabWin();
          // Another tab can only add guesses; a shorter list there must not erase ours.
          if (day.guesses.length < guesses.length) {
            patch({
              completions: day.completions,
              nextMode: day.nextMode,
            });
            return;
          }
          patch(day);
        }) ?? null;
    };

    const load = async (showLoading: boolean) => {
      flushPendingSuccess();
      if (showLoading) patch({ status: 'loading', error: null });
      const [serverDate, daily, known] = await Promise.all([
        api.getServerDate(),
        api.getDailyGuess(mode, query),
        loadKnownIds(),
      ]);
      if (disposed) return;
      isKnownId = known.isKnown;
      set({ ...known.state, ...dayState(serverDate, daily) } as Partial<Full>);
      startDay();
    };

    /** Watches other tabs, arms the reset timer and asks the counter, for the day on screen. */
    const startDay = () => {
      if (get().status !== 'error') {
        clearCountRetry();
        countFailures = 0;
        listenToOtherTabs();
        void get().refreshCount();
      }
      armForReset();
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
            revealPending: options.awaitReveal === true,
          });
          return;
        }
        track(GAME_EVENTS.success[mode], { id, tries: result.guessIds.length });
        clientId ??= getOrCreateId(storage, CLIENT_ID_KEY);
        const body = {
          clientId,
          date,
          answer: id,
          ...(difficulty ? { mode: difficulty } : {}),
          // Guesses made, the winning one included: everyone's distribution (stats call).
          tries: result.guessIds.length,
        };
        const post = () => api.postSuccess(mode, body);
        // A mode that reveals its winning row (Classic) posts and refetches only once the row has
        // turned, so the counter cannot spoil the reveal (SPEC §4). Others post before the guess
        // shows. The row never waits for the network either way.
        if (options.awaitReveal === true) pendingSuccess = { post };
        else postSuccess(post, true);
        const completions = { ...get().completions, [mode]: true };
        patch({
          guesses: [entry, ...guesses],
          status: 'won',
          completions,
          nextMode: nextMode(completions, mode),
          revealPending: options.awaitReveal === true,
        });
      },

      async refreshCount() {
        const { date } = get();
        if (!date || archiveDate) return;
        clearCountRetry();
        if (get().countStatus === 'unavailable') patch({ countStatus: 'retrying' });
        const request = ++countRequest;
        try {
          const counter = await api.getStats(mode, query);
          // A stale answer (another request since, another day, disposed) is dropped.
          if (disposed || request !== countRequest || get().date !== date) return;
          if (counter.date && counter.date !== date) return;
          countFailures = 0;
          const everyone = counter.distribution ?? [];
          patch({ count: counter.numberOfSuccesses, countStatus: 'ready', everyone });
        } catch {
          if (disposed || request !== countRequest || get().date !== date) return;
          // A counter is not worth an error view: a known count stays on screen, an unknown one
          // says so honestly, and the call is tried again with growing waits.
          const wait = COUNT_RETRY_DELAYS_MS[countFailures];
          countFailures += 1;
          const known = get().count !== null;
          if (wait === undefined) {
            countFailures = 0;
            if (!known) patch({ countStatus: 'unavailable' });
            return;
          }
          if (!known) patch({ countStatus: 'retrying' });
          countRetryTimer = timers.setTimeout(() => {
            countRetryTimer = null;
            void get().refreshCount();
          }, wait);
        }
      },

      revealDone() {
        if (get().revealPending) patch({ revealPending: false });
        const pending = pendingSuccess;
        pendingSuccess = null;
        if (pending) postSuccess(pending.post, true);
      },

      async checkDay() {
        if (disposed || rolling || archiveDate) return;
        const { nextResetAt, status, date } = get();
        if (status === 'loading') return;
        const resetAt = nextResetAt ? Date.parse(nextResetAt) : Number.NaN;
        if (!Number.isNaN(resetAt) && now() < resetAt) {
          armForReset();
          return;
        }
        rolling = true;
        try {
          if (status === 'error') {
            await load(false);
            return;
          }
          const serverDate = await api.getServerDate();
          if (disposed) return;
          if (hasDayChanged(date, serverDate.date)) {
            // Old guesses stay under their own date key: only the puzzle moves on.
            await load(false);
            return;
          }
          patch({ nextResetAt: serverDate.nextResetAt });
          const ms = msUntil(serverDate.nextResetAt, now());
          // The server has not reached the new day yet (clock skew): ask again shortly.
          if (ms === null || ms === 0) arm(ROLLOVER_RETRY_MS);
          else armForReset();
        } catch {
          arm(ROLLOVER_RETRY_MS);
        } finally {
          rolling = false;
        }
      },

      dispose() {
        flushPendingSuccess();
        disposed = true;
        clearTimer();
        clearCountRetry();
        clearRecounts();
        unsubscribe?.();
        unsubscribe = null;
      },
    };

    return {
      ...initial,
      ...(extend ? extend(set, get) : ({} as Extra)),
      ...dayAtHand(),
    } as DailyGameState & DailyGameActions & Extra;
  });
  // A day at hand: the guesses stored for it, over the initial state. With nothing stored (a first
  // visit), the state stays the initial object itself: React hydrates the widget from zustand's
  // server snapshot (`getInitialState()`), and any other object there makes it render the whole
  // game a second time, at once, right after hydrating it.
  const { date, today } = store.getState();
  if (date && today) {
    const stored = dayFromStorage(date, today);
    if (stored.guesses.length > 0 || Object.values(stored.completions).some(Boolean)) {
      store.setState(stored as Partial<Full>);
    }
  }

  return store;
}

/** The ids of the guesses, newest first. */
export function guessIds(state: Pick<DailyGameState, 'guesses'>): string[] {
  return state.guesses.map((g) => g.id);
}
