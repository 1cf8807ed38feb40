import type { ServerDate } from '@guessdle/api';
import { hasDayChanged, msUntil } from '../core';
import { createTimerSlot, type Timers } from '../clock/clock';
import type { DailyStatus } from './types';

/** Longest single timer: browsers overflow above 2^31-1 ms, and long timers drift in sleep. */
export const MAX_TIMER_MS = 60 * 60 * 1000;
/** Retry delay when the rollover fetch fails or the server has not moved to the new day yet. */
export const ROLLOVER_RETRY_MS = 30 * 1000;
/** Grace after the reset instant before asking the server, so its clock has moved too. */
export const ROLLOVER_GRACE_MS = 1000;

export interface DayChangeDeps {
  timers: Timers;
  /** The clock, epoch ms. */
  now: () => number;
  /** The store fields the watch reads. */
  read: () => { nextResetAt: string | null; status: DailyStatus; date: string | null };
  getServerDate: () => Promise<ServerDate>;
  /** Loads the day again: the new day, or today's after an error. */
  reload: () => Promise<void>;
  /** The server moved the reset instant (the day has not changed). */
  setNextResetAt: (nextResetAt: string) => void;
  /** The reset passed and the new day could not be loaded (true), or is loading (false). */
  setDayGone?: (gone: boolean) => void;
  /** False once the widget is torn down. */
  live: () => boolean;
}

/** The move to a new day: a timer on the reset instant, and the check it (or the view) runs. */
export interface DayChange {
  /** Arms the timer for the reset instant on screen (none without one). */
  watch(): void;
  /** Moves to the new day when the reset instant has passed (timer, focus, visibility). */
  check(): Promise<void>;
  /** Stops the timer. */
  stop(): void;
}

/** The browser says there is no connection. */
function offline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function createDayChange(deps: DayChangeDeps): DayChange {
  const { now, read, live } = deps;
  const timer = createTimerSlot(deps.timers);
  /** A check is under way: a second one (timer and focus at once) waits for it. */
  let rolling = false;

  const stop = timer.clear;

  const arm = (ms: number) => {
    if (!live()) {
      stop();
      return;
    }
    timer.arm(Math.min(Math.max(0, ms), MAX_TIMER_MS), () => void change.check());
  };

  const watch = () => {
    const { nextResetAt } = read();
    const ms = nextResetAt ? msUntil(nextResetAt, now()) : null;
    if (ms === null) stop();
    else arm(ms + ROLLOVER_GRACE_MS);
  };

  const change: DayChange = {
    watch,
    async check() {
      if (!live() || rolling) return;
      const { nextResetAt, status, date } = read();
      if (status === 'loading') return;
      const resetAt = nextResetAt ? Date.parse(nextResetAt) : Number.NaN;
      if (!Number.isNaN(resetAt) && now() < resetAt) {
        watch();
        return;
      }
      rolling = true;
      try {
        if (status === 'error') {
          await deps.reload();
          return;
        }
        const serverDate = await deps.getServerDate();
        if (!live()) return;
        if (hasDayChanged(date, serverDate.date)) {
          // Old guesses stay under their own date key: only the puzzle moves on.
          deps.setDayGone?.(false);
          await deps.reload();
          return;
        }
        deps.setNextResetAt(serverDate.nextResetAt);
        const ms = msUntil(serverDate.nextResetAt, now());
        // The server has not reached the new day yet (clock skew): ask again shortly. Offline,
        // the answer is the service worker's copy of an earlier day: the day is gone.
        if (ms === null || ms === 0) {
          if (offline()) deps.setDayGone?.(true);
          arm(ROLLOVER_RETRY_MS);
        } else watch();
      } catch {
        // No answer past the reset: the puzzle on screen is no longer today's.
        deps.setDayGone?.(true);
        arm(ROLLOVER_RETRY_MS);
      } finally {
        rolling = false;
      }
    },
    stop,
  };
  return change;
}
