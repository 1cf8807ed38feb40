import type { DailyMode, Difficulty, GuessdleApi } from '@guessdle/api';
import {
  addDays,
  computeStats,
  dayResult,
  datesBetween,
  gameModeKey,
  guessesKey,
  isIsoDate,
  parseCompletion,
  parseGuessList,
  statusKey,
  type DayResult,
  type PlayerStats,
} from '../core';
import { safeGet, type KeyValueStorage } from '../storage/storage';

/** How far back the statistics read when the archive's launch date is unknown. */
export const STATS_FALLBACK_DAYS = 365;

/** Which history the statistics read: a mode, and Classic's difficulty when it has one. */
export interface StatsTarget {
  mode: DailyMode;
  difficulty: Difficulty | null;
}

/** The stored days of one mode from `from` to `to` (both included); days never played are left out. */
export function readStoredDays(
  storage: KeyValueStorage,
  target: StatsTarget,
  from: string,
  to: string,
): DayResult[] {
  const modeKey = gameModeKey(target.mode, target.difficulty ?? undefined);
  const days: DayResult[] = [];
  for (const date of datesBetween(from, to)) {
    const day = dayResult(
      date,
      parseGuessList(safeGet(storage, guessesKey(date, modeKey))),
      parseCompletion(safeGet(storage, statusKey(modeKey, date))),
    );
    if (day) days.push(day);
  }
  return days;
}

/**
 * The first date the statistics read: the archive's launch date, or a year back when the API
 * has no archive call or it fails (a player's history is in this browser either way).
 */
export async function statsStartDate(api: GuessdleApi, today: string): Promise<string> {
  const fallback = addDays(today, -(STATS_FALLBACK_DAYS - 1));
  try {
    const archive = await api.getArchive?.();
    const launch = archive?.launchDate;
    return launch && isIsoDate(launch) && launch <= today ? launch : fallback;
  } catch {
    return fallback;
  }
}

/**
 * A mode's statistics on `today` from this browser alone, a year back, with no call: what the
 * dialog shows at once, before the archive's range is known (the same figures for any player
 * whose history is shorter than a year).
 */
export function localPlayerStats(
  storage: KeyValueStorage,
  target: StatsTarget,
  today: string,
): PlayerStats {
  const from = addDays(today, -(STATS_FALLBACK_DAYS - 1));
  return computeStats(readStoredDays(storage, target, from, today), today);
}

/** A mode's statistics on `today` (the server's puzzle date), read from the widget's storage. */
export async function loadPlayerStats(
  api: GuessdleApi,
  storage: KeyValueStorage,
  target: StatsTarget,
  today: string,
): Promise<PlayerStats> {
  const from = await statsStartDate(api, today);
  return computeStats(readStoredDays(storage, target, from, today), today);
}
