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
} from '../../core';
import { safeGet, type KeyValueStorage } from '../storage';
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

export function createDayReader({
  storage,
  mode,
  difficulty,
  archive,
}: DayReaderOptions): DayReader {
  const modeKey = gameModeKey(mode, difficulty);
  const guessKeyOf = archive ? archiveGuessesKey : guessesKey;
  const statusKeyOf = archive ? archiveStatusKey : statusKey;
  const keyOf = (m: GameMode) => (m === mode ? modeKey : gameModeKey(m));

  return {
    read(date, today, isKnown, previous = []) {
      const ids = parseGuessList(safeGet(storage, guessKeyOf(date, modeKey))).filter((id) =>
        isKnown(id),
      );
      const origin = new Map(previous.map((g) => [g.id, g.from]));
      const guesses = ids.map((id) => ({ id, from: origin.get(id) ?? ('storage' as const) }));
      const completions: Partial<Record<GameMode, boolean>> = Object.fromEntries(
        GAME_MODES.map((m) => [
          m,
          parseCompletion(safeGet(storage, statusKeyOf(keyOf(m), date))) !== null,
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
        key === guessKeyOf(date, modeKey) ||
        GAME_MODES.some((m) => key === statusKeyOf(keyOf(m), date))
      );
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
