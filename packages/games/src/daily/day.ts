import type { DailyGuess, DailyMode, Difficulty, GameMode, ServerDate } from '@guessdle/api';
import {
  GAME_MODES,
  archiveGuessesKey,
  archiveStatusKey,
  gameModeKey,
  guessesKey,
  isFinished,
  nextMode,
  parseCompletion,
  parseGuessList,
  statusKey,
  type CompletionRecord,
} from '../core';
import { safeGet, safeSet, type KeyValueStorage } from '../storage/storage';
import type { DailyGameState, DailyStatus, GuessEntry } from './types';

/** A day with nothing stored yet: what the server renders, from the answers alone. */
export function freshDay(mode: DailyMode): StoredDay {
  return { guesses: [], completions: {}, nextMode: nextMode({}, mode), status: 'playing' };
}

/** A day's state as the storage holds it (this tab's writes, or another tab's). */
export interface StoredDay {
  guesses: GuessEntry[];
  completions: Partial<Record<GameMode, boolean>>;
  nextMode: GameMode | null;
  status: DailyStatus;
}

export interface DayReaderOptions {
  storage: KeyValueStorage;
  mode: DailyMode;
  difficulty: Difficulty | undefined;
  /** A past day played from the archive: its own keys, and no next mode to suggest. */
  archive: boolean;
}

/**
 * The storage keys of a widget's days, in one place so that what the store reads, what it writes
 * and what it watches in other tabs cannot disagree.
 */
function dayKeys({ mode, difficulty, archive }: Omit<DayReaderOptions, 'storage'>) {
  const modeKey = gameModeKey(mode, difficulty);
  const guessKeyOf = archive ? archiveGuessesKey : guessesKey;
  const statusKeyOf = archive ? archiveStatusKey : statusKey;
  const keyOf = (m: GameMode) => (m === mode ? modeKey : gameModeKey(m));
  return {
    /** The day's guess list of this widget's mode. */
    guesses: (date: string) => guessKeyOf(date, modeKey),
    /** The day's completion record of a mode (this widget's by default). */
    status: (date: string, m: GameMode = mode) => statusKeyOf(keyOf(m), date),
    /**
     * A past day's guesses as played on its day: a day won then opens won from the archive
     * (its board, result and share) rather than as a new game. Null for today's puzzle.
     */
    onItsDay: archive ? (date: string) => guessesKey(date, modeKey) : null,
  };
}

/** Reads a day's guesses and completions from the storage, under the widget's keys. */
export interface DayReader {
  /**
   * The day's stored state: the guesses `isKnown` accepts (others are dropped), and `previous`
   * keeps the origin of guesses already on screen.
   */
  read(
    date: string,
    today: string,
    isKnown: (id: string) => boolean,
    previous?: readonly GuessEntry[],
  ): StoredDay;
  /** Whether a storage key holds part of that day (its guesses, any mode's completion). */
  watches(key: string, date: string): boolean;
}

export function createDayReader({ storage, ...which }: DayReaderOptions): DayReader {
  const { mode, archive } = which;
  const keys = dayKeys(which);

  return {
    read(date, today, isKnown, previous = []) {
      const stored = (key: string) =>
        parseGuessList(safeGet(storage, key)).filter((id) => isKnown(id));
      const own = stored(keys.guesses(date));
      const onItsDay = keys.onItsDay ? stored(keys.onItsDay(date)) : [];
      const ids = !isFinished(own, today) && isFinished(onItsDay, today) ? onItsDay : own;
      const origin = new Map(previous.map((g) => [g.id, g.from]));
      const guesses = ids.map((id) => ({ id, from: origin.get(id) ?? ('storage' as const) }));
      const completions: Partial<Record<GameMode, boolean>> = Object.fromEntries(
        GAME_MODES.map((m) => [
          m,
          parseCompletion(safeGet(storage, keys.status(date, m))) !== null,
        ]),
      );
      // Finished at start when the stored list holds the answer, even if the record is missing.
      const won = isFinished(ids, today);
      if (won) completions[mode] = true;
      return {
        guesses,
        completions,
        nextMode: archive ? null : nextMode(completions, mode),
        status: won ? 'won' : 'playing',
      };
    },
    watches(key, date) {
      return (
        key === keys.guesses(date) ||
        key === keys.onItsDay?.(date) ||
        GAME_MODES.some((m) => key === keys.status(date, m))
      );
    },
  };
}

/**
 * Saves what the player did on a day: the only place the store writes a day, so a rule about
 * those writes (merging with what another device or an import stored, rather than replacing it)
 * has one home. Saving is separate from computing: the values come from core's `applyPick`.
 */
export interface DayWriter {
  /**
   * The day's whole guess list, newest first (core's order), merged with the list stored: the
   * stored guesses this list lacks (another tab's, an import's) follow it, never dropped (only ids the widget does not know are left out). Returns
   * the list saved.
   */
  saveGuesses(
    date: string,
    guessIds: readonly string[],
    isKnownId: (id: string) => boolean,
  ): readonly string[];
  /** The day's completion record, once won. */
  saveCompletion(date: string, completion: CompletionRecord): void;
}

export function createDayWriter({ storage, ...which }: DayReaderOptions): DayWriter {
  const keys = dayKeys(which);
  return {
    saveGuesses(date, guessIds, isKnownId) {
      // Ids this dataset does not know (an operator's earlier dataset) are dropped, as on load.
      const stored = parseGuessList(safeGet(storage, keys.guesses(date))).filter(isKnownId);
      const merged = [...new Set([...guessIds, ...stored])];
      safeSet(storage, keys.guesses(date), JSON.stringify(merged));
      return merged;
    },
    saveCompletion(date, completion) {
      safeSet(storage, keys.status(date), JSON.stringify(completion));
    },
  };
}

/**
 * The state of a day from its answers (server date and daily answer) over what is stored for it,
 * or the missing-data error when the answers do not make a day the widget can show.
 */
export function dayState(
  mode: DailyMode,
  serverDate: ServerDate | undefined,
  daily: DailyGuess | undefined,
  isKnownId: (id: string) => boolean,
  stored: (date: string, today: string) => StoredDay,
): Partial<DailyGameState> {
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
    ...stored(daily.date, daily.today),
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
}
