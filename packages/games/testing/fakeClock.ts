import { afterEach, beforeEach, vi } from 'vitest';

/** Fake timers whose clock reads `now` at the start of each test of the calling file or block. */
export function useFakeClock(now: string): void {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date(now) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Runs what is due now under fake timers: settled promises and zero-delay timers. */
export async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}
