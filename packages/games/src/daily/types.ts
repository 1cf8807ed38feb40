import type { DailyMode, Difficulty, GameMode, TriesBucket } from '@guessdle/api';

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
  /** Everyone's tries today, fewest first (comes with the count); null until known. */
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
  /**
   * The reset passed but the new day could not be loaded (no connection): the puzzle on screen is
   * an earlier day's, and the view says the new one needs a connection. False again once the new
   * day loads.
   */
  dayGone: boolean;
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
  /**
   * The server's time as the widget knows it (serverClock.ts): the clock of every day decision,
   * the countdown's included. Epoch ms.
   */
  serverNow(): number;
  /** Stops timers and listeners; later async answers are ignored until the next `init()`. */
  dispose(): void;
}

export type { Timers } from '../clock/clock';
