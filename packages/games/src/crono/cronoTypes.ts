import type { CronoGame, GuessdleApi } from '@guessdle/api';
import type { Timers } from '../clock/clock';
import type { KeyValueStorage } from '../storage/storage';
import type { TrackFn } from '../tracking/tracking';

/** SPEC §7 Crono tracking events. */
export const CRONO_EVENTS = {
  urlCopied: 'Crono url copied',
  started: 'game started',
  guessed: 'model guessed',
  scoreSubmitted: 'score submitted',
} as const;

/** Polling period while a run is `starting` (SPEC §9). */
export const CRONO_POLL_MS = 2000;
/** A round photo that has not decoded by then is shown anyway (the browser paints it when it can). */
export const PHOTO_WAIT_MS = 3000;
/** How long the picked option shows right or wrong before the next round replaces it. */
export const FEEDBACK_MS = 500;
/**
 * A pick unanswered for this long may have been answered into the void (a response lost on a
 * phone network): the run's state is read again, and if the round moved on the new one is shown.
 */
export const PICK_PATIENCE_MS = 700;
/** Waits between two failed reads of the run's state while resyncing (the last one repeats). */
export const RESYNC_RETRY_MS = [250, 500, 1000, 2000] as const;

/** Why the widget leaves (the host goes to `/`, SPEC §8). */
export type CronoExitReason = 'game-not-found' | 'load-failed' | 'start-failed' | 'submit-failed';

/** What the last pick did, for the screen-reader announcement. */
export type LastPick = { correct: boolean; score: number; round: number } | null;

/**
 * The option picked in the round on screen: `pending` until the server answers, then its verdict,
 * shown for FEEDBACK_MS before the next round. Null when nothing is picked in this round.
 */
export type PickFeedback = {
  optionId: string;
  roundId: string;
  verdict: 'pending' | 'correct' | 'wrong';
} | null;

export interface CronoState {
  /** `loading` until the first game arrives, then the server's status. */
  status: 'loading' | CronoGame['status'];
  game: CronoGame | null;
  /** Whole seconds left, counted down from the server's `remainingTime`. */
  secondsLeft: number;
  /** The Start call is pending (the button is disabled). */
  startPending: boolean;
  /** A pick is on its way or its photo is decoding: further picks wait. */
  guessPending: boolean;
  submitPending: boolean;
  /**
   * The score could not reach the server (no connection): it waits in the outbox and is sent
   * when the connection comes back, and the run's end stays on screen until then.
   */
  scoreWaiting: boolean;
  lastPick: LastPick;
  feedback: PickFeedback;
  /** Set once the widget gave up (the host was told through `onExit`). */
  exited: CronoExitReason | null;
}

export interface CronoActions {
  init(): Promise<void>;
  dispose(): void;
  /** Asks the server for the game again (timer at 0, tab visible again, a finished guess). */
  refresh(): Promise<void>;
  start(): Promise<void>;
  /** Picks an option of the current round by its id. */
  pick(optionId: string): Promise<void>;
  submitScore(username: string): Promise<void>;
  urlCopied(): void;
}

export interface CronoStoreOptions {
  api: GuessdleApi;
  storage: KeyValueStorage;
  gameId: string;
  track: TrackFn;
  /** Called once when the game cannot go on; the site then goes to `/`. */
  onExit: (reason: CronoExitReason) => void;
  /** @default Date.now */
  now?: () => number;
  /** @default globalThis.setTimeout / clearTimeout */
  timers?: Timers;
  /**
   * Resolves when a photo can be painted without a blank frame (decoded), so the next round
   * replaces the current one at once. @default decodes with an Image in a browser, else resolves
   */
  preloadPhoto?: (url: string) => Promise<void>;
  /**
   * Resolves once the frame showing the last change has been produced. @default the next
   * animation frame, then a task (at once where there are no frames: tests, a hidden page)
   */
  afterPaint?: () => Promise<void>;
  /** Where "Something went wrong" goes (SPEC §8). @default console.error */
  logError?: (message: string, error?: unknown) => void;
  /** How long a pick's verdict stays on screen before the next round. @default FEEDBACK_MS */
  feedbackMs?: number;
}
