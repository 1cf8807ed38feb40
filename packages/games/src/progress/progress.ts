import { DAILY_MODES, DIFFICULTIES } from '@guessdle/api/modes';
import {
  datesBetween,
  gameModeKey,
  guessesKey,
  isIsoDate,
  mergeDay,
  parseCompletion,
  parseGuessList,
  statusKey,
  type StoredDay,
} from '../core';
import { safeAnnounce, safeGet, safeSet, type KeyValueStorage } from '../storage/storage';

/** Every daily history a browser can hold: each mode, and Classic per difficulty too. */
export const PROGRESS_MODE_KEYS: readonly string[] = [
  ...DAILY_MODES.map((mode) => gameModeKey(mode)),
  ...DIFFICULTIES.map((difficulty) => gameModeKey('classic', difficulty)),
];

const GUESSES_KEY = /^(\d{4}-\d{2}-\d{2})-(.+)$/;
const STATUS_KEY = /^(.+)-(\d{4}-\d{2}-\d{2})-status$/;

/**
 * The daily history from `from` to `to` as the keys and values the widgets store (what a
 * transfer code or a downloaded file carries). Archive play stays behind: it counts for nothing.
 */
export function collectProgress(
  storage: KeyValueStorage,
  from: string,
  to: string,
): Record<string, string> {
  const progress: Record<string, string> = {};
  for (const date of datesBetween(from, to)) {
    for (const modeKey of PROGRESS_MODE_KEYS) {
      for (const key of [guessesKey(date, modeKey), statusKey(modeKey, date)]) {
        const value = safeGet(storage, key);
        if (value !== null) progress[key] = value;
      }
    }
  }
  return progress;
}

/**
 * Merges another device's history into this one, day by day with core's `mergeDay` (a win beats
 * no win, fewer tries beat more, unfinished days keep every guess): nothing stored here is lost.
 * Keys that are not a daily history's, and values that do not parse, are ignored. Returns how
 * many days changed. The keys it wrote are announced once all are written, so a game open on one
 * of those days (in this page too) re-reads a whole day, never half of one.
 */
export function mergeProgress(storage: KeyValueStorage, incoming: Record<string, unknown>): number {
  const days = new Map<string, { date: string; modeKey: string; theirs: StoredDay }>();
  const dayOf = (date: string, modeKey: string) => {
    const id = `${modeKey} ${date}`;
    let day = days.get(id);
    if (!day) {
      day = { date, modeKey, theirs: { guessIds: [], completion: null } };
      days.set(id, day);
    }
    return day;
  };
  for (const [key, value] of Object.entries(incoming)) {
    if (typeof value !== 'string') continue;
    const status = STATUS_KEY.exec(key);
    if (status && PROGRESS_MODE_KEYS.includes(status[1]!) && isIsoDate(status[2]!)) {
      const completion = parseCompletion(value);
      if (completion) dayOf(status[2]!, status[1]!).theirs.completion = completion;
      continue;
    }
    const guesses = GUESSES_KEY.exec(key);
    if (guesses && PROGRESS_MODE_KEYS.includes(guesses[2]!) && isIsoDate(guesses[1]!)) {
      dayOf(guesses[1]!, guesses[2]!).theirs.guessIds = parseGuessList(value);
    }
  }
  let changed = 0;
  const written: [string, string][] = [];
  const write = (key: string, value: string) => {
    safeSet(storage, key, value);
    written.push([key, value]);
  };
  for (const { date, modeKey, theirs } of days.values()) {
    const mine: StoredDay = {
      guessIds: parseGuessList(safeGet(storage, guessesKey(date, modeKey))),
      completion: parseCompletion(safeGet(storage, statusKey(modeKey, date))),
    };
    const merged = mergeDay(mine, theirs);
    const guessValue = JSON.stringify(merged.guessIds);
    const statusValue = merged.completion ? JSON.stringify(merged.completion) : null;
    let touched = false;
    if (merged.guessIds.length > 0 && JSON.stringify(mine.guessIds) !== guessValue) {
      write(guessesKey(date, modeKey), guessValue);
      touched = true;
    }
    if (statusValue && JSON.stringify(mine.completion) !== statusValue) {
      write(statusKey(modeKey, date), statusValue);
      touched = true;
    }
    if (touched) changed += 1;
  }
  for (const [key, value] of written) safeAnnounce(storage, key, value);
  return changed;
}
