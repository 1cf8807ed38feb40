import { createStore } from 'zustand/vanilla';
import { isApiError, type CronoGame, type GuessdleApi } from '@guessdle/api';
import {
  CRONO_USERS_KEY,
  cronoCompletion,
  cronoDeadline,
  cronoMsToNextTick,
  cronoSecondsLeft,
  isDailyCronoId,
  parseCronoUsers,
  statusKey,
  withCronoUser,
} from '../core';
import type { Timers } from '../shared/dailyStore';
import { safeGet, safeSet, type KeyValueStorage } from '../shared/storage';
import type { TrackFn } from '../shared/tracking';

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

export type CronoStore = ReturnType<typeof createCronoStore>;

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

/** The next frame, then a task: what comes after runs once that frame is on screen. */
function nextFrame(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || typeof document === 'undefined') {
    return Promise.resolve();
  }
  if (document.hidden) return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Decodes a photo off-screen; never rejects (a broken photo must not stop the game). */
export function decodePhoto(url: string): Promise<void> {
  if (typeof Image === 'undefined') return Promise.resolve();
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  return image.decode().catch(() => undefined);
}

/**
 * One Crono game for one player (SPEC §4, §8): the user id per game kept in storage, the run
 * polled while starting, a timer that follows the server's clock, picks, the score submit.
 * Every failure the spec names as fatal leaves through `onExit`; the rest is logged.
 */
export function createCronoStore(options: CronoStoreOptions) {
  const { api, storage, gameId, track, onExit } = options;
  const now = options.now ?? Date.now;
  const timers: Timers = options.timers ?? {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const preload = options.preloadPhoto ?? decodePhoto;
  const afterPaint = options.afterPaint ?? nextFrame;
  // SPEC §8: guess failures other than not-found and finished are only logged.
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  const feedbackMs = options.feedbackMs ?? FEEDBACK_MS;

  let userId: string | null = null;
  let deadline = 0;
  let timer: unknown = null;
  let disposed = false;
  // Answers to requests older than the newest one are dropped (a slow poll must not undo a pick).
  let generation = 0;

  const clearTimer = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  const arm = (ms: number, run: () => void) => {
    clearTimer();
    if (!disposed) timer = timers.setTimeout(run, ms);
  };
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      if (ms <= 0) resolve();
      else timers.setTimeout(resolve, ms);
    });

  return createStore<CronoState & CronoActions>()((set, get) => {
    const exit = (reason: CronoExitReason) => {
      if (get().exited || disposed) return;
      clearTimer();
      set({ exited: reason });
      onExit(reason);
    };

    const photoOf = (game: CronoGame) =>
      game.currentModel ? api.assetUrl(game.currentModel.photoUrl) : null;

    /** Shows a game from the server and arms what its status needs. */
    const apply = (game: CronoGame, receivedAt: number) => {
      deadline = cronoDeadline(game.remainingTime, receivedAt);
      const seconds = cronoSecondsLeft(deadline, now());
      // A new state from the server ends whatever pick was on screen: its round is over.
      set({
        game,
        status: game.status,
        secondsLeft: seconds,
        feedback: null,
        guessPending: false,
      });
      if (game.status === 'finished' && isDailyCronoId(gameId)) {
        // "Crono completed today": a finished run of the daily game (core/crono.ts).
        safeSet(storage, statusKey('crono', gameId), JSON.stringify(cronoCompletion(game.score)));
      }
      if (game.status === 'starting') arm(CRONO_POLL_MS, () => void get().refresh());
      else if (game.status === 'ongoing') tick();
      else clearTimer();
    };

    const tick = () => {
      const seconds = cronoSecondsLeft(deadline, now());
      if (seconds !== get().secondsLeft) set({ secondsLeft: seconds });
      // At 0 the timer stops and the server says what happened (SPEC §4).
      if (seconds === 0) {
        clearTimer();
        void get().refresh();
        return;
      }
      arm(cronoMsToNextTick(deadline, now()), tick);
    };

    /**
     * Shows a game once its photo can paint (and `hold`, the verdict's moment, is over): the old
     * round stays until then. Both wait side by side, so the photo decodes during the verdict.
     */
    const applyWhenPainted = async (
      game: CronoGame,
      receivedAt: number,
      mine: number,
      hold: Promise<void> = Promise.resolve(),
    ) => {
      const url = photoOf(game);
      await Promise.all([
        hold,
        url ? Promise.race([preload(url), wait(PHOTO_WAIT_MS)]) : Promise.resolve(),
      ]);
      if (disposed || mine !== generation) return;
      apply(game, receivedAt);
    };

    /**
     * Reads the run's state again and shows it: after a pick the server refused as stale (another
     * tab, or a pick whose answer was lost, moved the run on) or a pick without an answer. Failed
     * reads are retried (a server restart, a network change) until a newer request takes over;
     * only a game that no longer exists leaves.
     */
    const resync = async (mine: number) => {
      for (let attempt = 0; ; attempt += 1) {
        if (disposed || mine !== generation || userId === null) return;
        try {
          const game = await api.getCronoGame(gameId, userId);
          if (disposed || mine !== generation) return;
          await applyWhenPainted(game, now(), mine);
          return;
        } catch (error) {
          if (disposed || mine !== generation) return;
          if (isApiError(error) && error.code === 'game-not-found') {
            exit('game-not-found');
            return;
          }
          await wait(RESYNC_RETRY_MS[Math.min(attempt, RESYNC_RETRY_MS.length - 1)] as number);
        }
      }
    };

    /**
     * While a pick waits for its answer, looks every PICK_PATIENCE_MS whether the run moved on
     * without it (the server took the pick but its answer is lost): then the new round is shown
     * and the late answer, if it ever comes, is dropped.
     */
    const watchPick = async (mine: number, roundId: string, answered: () => boolean) => {
      for (;;) {
        await wait(PICK_PATIENCE_MS);
        if (answered() || disposed || mine !== generation || userId === null) return;
        let game: CronoGame;
        try {
          game = await api.getCronoGame(gameId, userId);
        } catch {
          continue;
        }
        if (answered() || disposed || mine !== generation) return;
        if (game.status !== 'ongoing' || game.currentModel?.id !== roundId) {
          const next = ++generation;
          await applyWhenPainted(game, now(), next);
          return;
        }
      }
    };

    const ensureUserId = async (): Promise<string> => {
      const users = parseCronoUsers(safeGet(storage, CRONO_USERS_KEY));
      const stored = users[gameId];
      if (stored) return stored;
      const created = await api.createCronoUserId(gameId);
      safeSet(
        storage,
        CRONO_USERS_KEY,
        // Read again: another tab may have stored another game's id meanwhile.
        withCronoUser(parseCronoUsers(safeGet(storage, CRONO_USERS_KEY)), gameId, created.userId),
      );
      return created.userId;
    };

    return {
      status: 'loading',
      game: null,
      secondsLeft: 0,
      startPending: false,
      guessPending: false,
      submitPending: false,
      lastPick: null,
      feedback: null,
      exited: null,

      async init() {
        disposed = false;
        try {
          userId = await ensureUserId();
        } catch (error) {
          exit(
            isApiError(error) && error.code === 'game-not-found' ? 'game-not-found' : 'load-failed',
          );
          return;
        }
        await get().refresh();
      },

      dispose() {
        disposed = true;
        generation += 1;
        clearTimer();
      },

      async refresh() {
        if (userId === null || disposed) return;
        const mine = ++generation;
        try {
          const game = await api.getCronoGame(gameId, userId);
          if (disposed || mine !== generation) return;
          await applyWhenPainted(game, now(), mine);
        } catch (error) {
          if (disposed || mine !== generation) return;
          const gone = isApiError(error) && error.code === 'game-not-found';
          // A run on screen is not given up for one failed read (a network change, a server
          // restart): it is read again until the server answers.
          if (!gone && get().status === 'ongoing') await resync(mine);
          else exit(gone ? 'game-not-found' : 'load-failed');
        }
      },

      async start() {
        if (userId === null || get().startPending || get().status !== 'not-started') return;
        set({ startPending: true });
        const mine = ++generation;
        try {
          const game = await api.startCronoGame(gameId, userId);
          track(CRONO_EVENTS.started, { gameId, daily: isDailyCronoId(gameId) });
          if (disposed || mine !== generation) return;
          await applyWhenPainted(game, now(), mine);
        } catch {
          exit('start-failed');
        } finally {
          set({ startPending: false });
        }
      },

      async pick(optionId) {
        const { game, guessPending, status } = get();
        if (userId === null || guessPending || status !== 'ongoing' || !game?.currentModel) return;
        if (!game.options.some((option) => option.id === optionId)) return;
        const roundId = game.currentModel.id;
        // The request leaves before the pending look is rendered: on a slow phone that render
        // costs tens of milliseconds the server's answer need not wait for.
        const request = api.guessCrono(gameId, { userId, modelId: optionId, roundId });
        set({ guessPending: true, feedback: { optionId, roundId, verdict: 'pending' } });
        const mine = ++generation;
        const current = () => !disposed && mine === generation;
        let answered = false;
        void watchPick(mine, roundId, () => answered);
        try {
          const result = await request.finally(() => {
            answered = true;
          });
          const receivedAt = now();
          if (!current()) return;
          if (result.status === 'success') {
            set({
              feedback: { optionId, roundId, verdict: result.correct ? 'correct' : 'wrong' },
              lastPick: {
                correct: result.correct,
                score: result.game.score,
                round: (get().lastPick?.round ?? 0) + 1,
              },
            });
            // The verdict's frame first: on a slow phone the event's request and the next
            // photo's download and decode would otherwise hold it back. The hold still overlaps
            // the photo's decode.
            await afterPaint();
            if (!current()) return;
            track(CRONO_EVENTS.guessed, { gameId, correct: result.correct });
            await applyWhenPainted(result.game, receivedAt, mine, wait(feedbackMs));
          } else if (result.error === 'game-not-found') {
            exit('game-not-found');
          } else if (result.error === 'game-already-finished') {
            // The time ran out on the server first: the same as a timeout.
            clearTimer();
            set({ guessPending: false, feedback: null });
            await get().refresh();
          } else if (result.error === 'stale-round' || result.error === 'game-not-started') {
            // The run is not where this screen thinks (another tab picked, or the answer to an
            // earlier pick was lost): nothing is wrong, the screen catches up with the server.
            await resync(mine);
          } else {
            logError('Something went wrong', result);
          }
        } catch {
          // No answer (network failure, timeout, server restart): the pick may or may not have
          // counted. The server knows: show its state rather than freeze on this round.
          if (current()) await resync(mine);
        } finally {
          if (current() && (get().guessPending || get().feedback)) {
            set({ guessPending: false, feedback: null });
          }
        }
      },

      async submitScore(username) {
        if (userId === null || get().submitPending || !get().game?.canSubmitScore) return;
        set({ submitPending: true });
        const trimmed = username.trim();
        const mine = ++generation;
        try {
          const game = await api.submitCronoScore(gameId, {
            userId,
            username: trimmed === '' ? null : trimmed,
          });
          track(CRONO_EVENTS.scoreSubmitted, {
            gameId,
            score: game.userScore ?? game.score,
            anonymous: trimmed === '',
          });
          if (disposed || mine !== generation) return;
          apply(game, now());
        } catch {
          exit('submit-failed');
        } finally {
          set({ submitPending: false });
        }
      },

      urlCopied() {
        track(CRONO_EVENTS.urlCopied, { gameId });
      },
    };
  });
}
