import type { DailyMode, Difficulty, GuessdleApi } from '@guessdle/api';
import type { Timers } from '../clock/clock';
import type { KeyValueStorage } from '../storage/storage';
import { noTracking, type TrackFn } from '../tracking/tracking';
import type { KnownItems } from './hydration';

/*
 * What a host (or a mode's factory) may give a daily store. The store's own reading of these,
 * with the defaults filled in, is `dailySettings` (settings.ts).
 */

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
    track: options.track ?? noTracking,
  };
}
