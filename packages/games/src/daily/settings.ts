import type { DailyMode, Difficulty, GuessdleApi } from '@guessdle/api';
import { GLOBAL_TIMERS, systemNow, type Timers } from '../clock/clock';
import { createServerClock, type ServerClock } from '../clock/serverClock';
import type { KeyValueStorage } from '../storage/storage';
import { noTracking, type TrackFn } from '../tracking/tracking';
import { createDayReader, createDayWriter, type DayReader, type DayWriter } from './day';
import type { DailyStoreOptions } from './options';
import type { DailyGameState } from './types';

/**
 * A daily store's options as the store reads them: defaults filled in and the derived values
 * (the API query, the storage of its days) worked out once, so no part of the store has to ask
 * again whether an option was given or whether it plays a past day.
 */
export interface DailySettings {
  mode: DailyMode;
  api: GuessdleApi;
  storage: KeyValueStorage;
  difficulty: Difficulty | undefined;
  /** The server's time (the given clock moved by the days it is off): every day decision's. */
  now: () => number;
  /** Where `now` comes from: measured again at each server-date answer. */
  clock: ServerClock;
  track: TrackFn;
  timers: Timers;
  /** Whether a typed win waits for `revealDone()` (Classic's row reveal). */
  awaitReveal: boolean;
  /** The past day played from the archive, or null for today's puzzle. */
  archiveDate: string | null;
  /** What the day's calls add to the mode: Classic's difficulty, the archive's date. */
  query: Parameters<GuessdleApi['getDailyGuess']>[1];
  days: DayReader;
  save: DayWriter;
}

export function dailySettings(options: DailyStoreOptions): DailySettings {
  const { mode, api, storage, difficulty } = options;
  const archiveDate = options.archiveDate ?? null;
  const which = { storage, mode, difficulty, archive: archiveDate !== null };
  const clock = createServerClock(options.now ?? systemNow);
  return {
    mode,
    api,
    storage,
    difficulty,
    now: clock.now,
    clock,
    track: options.track ?? noTracking,
    timers: options.timers ?? GLOBAL_TIMERS,
    awaitReveal: options.awaitReveal === true,
    archiveDate,
    query:
      difficulty || archiveDate
        ? { ...(difficulty ? { difficulty } : {}), ...(archiveDate ? { date: archiveDate } : {}) }
        : undefined,
    days: createDayReader(which),
    save: createDayWriter(which),
  };
}

/** The state before anything is known: the loading view, whose fields the first load fills. */
export function initialDailyState({
  mode,
  difficulty,
  archiveDate,
}: DailySettings): DailyGameState {
  return {
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
    dayGone: false,
  };
}
