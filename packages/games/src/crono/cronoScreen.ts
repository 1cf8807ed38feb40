import type { CronoGame } from '@guessdle/api';
import { cronoDeadline, cronoMsToNextTick, cronoSecondsLeft } from '../core';
import { createTimerSlot } from '../clock/clock';
import type { CronoContext } from './cronoContext';
import { saveDailyCompletion } from './cronoSaves';
import { CRONO_POLL_MS, PHOTO_WAIT_MS, type CronoExitReason } from './cronoTypes';

/** Puts the server's run on screen and keeps it moving there. */
export interface CronoScreen {
  /** Shows a game from the server at once and arms what its status needs (poll, countdown). */
  apply(game: CronoGame, receivedAt: number): void;
  /**
   * Shows a game once its photo can paint (and `hold`, the verdict's moment, is over), if
   * request `mine` is still the newest then: the old round stays on screen until that moment.
   */
  show(game: CronoGame, receivedAt: number, mine: number, hold?: Promise<void>): Promise<void>;
  /** Gives up once, telling the host (SPEC §8). */
  exit(reason: CronoExitReason): void;
  /** Stops the poll or the countdown. */
  stopClock(): void;
}

/**
 * The screen follows the server's clock: the countdown runs from the deadline the server's
 * `remainingTime` gives, and at 0 asks the server what happened rather than deciding it here.
 */
export function createCronoScreen(ctx: CronoContext): CronoScreen {
  const { api, storage, gameId, now, set, get, session } = ctx;
  const clock = createTimerSlot(ctx.timers);
  let deadline = 0;

  const arm = (ms: number, run: () => void) => {
    if (session.disposed) clock.clear();
    else clock.arm(ms, run);
  };

  const tick = () => {
    const seconds = cronoSecondsLeft(deadline, now());
    if (seconds !== get().secondsLeft) set({ secondsLeft: seconds });
    // At 0 the timer stops and the server says what happened (SPEC §4).
    if (seconds === 0) {
      clock.clear();
      void get().refresh();
      return;
    }
    arm(cronoMsToNextTick(deadline, now()), tick);
  };

  const apply = (game: CronoGame, receivedAt: number) => {
    deadline = cronoDeadline(game.remainingTime, receivedAt);
    // A new state from the server ends whatever pick was on screen: its round is over.
    set({
      game,
      status: game.status,
      secondsLeft: cronoSecondsLeft(deadline, now()),
      feedback: null,
      guessPending: false,
    });
    saveDailyCompletion(storage, gameId, game);
    if (game.status === 'starting') arm(CRONO_POLL_MS, () => void get().refresh());
    else if (game.status === 'ongoing') tick();
    else clock.clear();
  };

  return {
    apply,
    async show(game, receivedAt, mine, hold = Promise.resolve()) {
      const url = game.currentModel ? api.assetUrl(game.currentModel.photoUrl) : null;
      // Both wait side by side, so the photo decodes during the verdict.
      await Promise.all([
        hold,
        url ? Promise.race([ctx.preload(url), ctx.wait(PHOTO_WAIT_MS)]) : Promise.resolve(),
      ]);
      if (session.current(mine)) apply(game, receivedAt);
    },
    exit(reason) {
      if (get().exited || session.disposed) return;
      clock.clear();
      set({ exited: reason });
      ctx.onExit(reason);
    },
    stopClock: clock.clear,
  };
}
