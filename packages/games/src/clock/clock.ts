/**
 * Time, injected (docs/architecture.md): every store takes its clock and its timers as options so
 * rollover, countdowns and retries are testable with fake ones. The defaults live here, once, so
 * the daily stores and Crono cannot drift apart in what "no timers given" means.
 */

/** The timer functions a store uses; shaped like the globals so those are the default. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * The global timers, looked up at each call rather than captured: a test's fake timers installed
 * after the store was made still apply, and a missing `window` is no problem.
 */
export const GLOBAL_TIMERS: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The system clock, epoch ms; read at each call for the same reason as GLOBAL_TIMERS. */
export const systemNow = (): number => Date.now();

/**
 * One pending timer at most: arming it again replaces the earlier one. The day's reset watch and
 * Crono's countdown each need exactly this, and a second live timer would fire twice.
 */
export interface TimerSlot {
  /** Runs `run` after `ms`, cancelling whatever the slot held. */
  arm(ms: number, run: () => void): void;
  /** Cancels the pending timer, if any. */
  clear(): void;
}

export function createTimerSlot(timers: Timers): TimerSlot {
  let handle: unknown = null;
  const clear = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
  return {
    arm(ms, run) {
      clear();
      handle = timers.setTimeout(() => {
        handle = null;
        run();
      }, ms);
    },
    clear,
  };
}

/** Resolves after `ms` on the given timers (at once for 0 or less), for awaited pauses. */
export function wait(timers: Timers, ms: number): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0) resolve();
    else timers.setTimeout(resolve, ms);
  });
}
