import type { ServerDate } from '@guessdle/api';
import { systemNow } from './clock';

/** A calendar day, the correction's unit. */
export const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How far outside the server's day the device may be and still count as right: a clock a few
 * seconds (or a couple of minutes) ahead reaches the reset before the server does, which is skew
 * (the rollover asks again shortly), not a wrong date.
 */
export const SKEW_MS = 5 * 60 * 1000;

/**
 * The server's time as a page can know it: the device's clock moved by whole days, so that it
 * falls inside the server's day (`nextResetAt` minus a day, up to `nextResetAt`). Every day
 * decision (rollover, countdown, "new puzzle" prompt, done marks) reads this one clock, so a
 * device whose date is wrong by days plays, counts down and rolls over with the server. The
 * server-date answer tells the day and its end, not the server's instant: a device off by less
 * than a day is left as it is, since nothing in the answer can tell it from the right time.
 */
export interface ServerClock {
  /** The server's time as known, epoch ms. */
  now(): number;
  /** Measures the device against a server-date answer, as it arrives. */
  sync(answer: Pick<ServerDate, 'nextResetAt'>): void;
}

/**
 * The whole days to add to `deviceAt` to bring it into the day that ends at `resetAt`:
 * 0 when it is inside already (give or take `SKEW_MS`), +1 when the device is a day behind, -1
 * a day ahead.
 */
export function daysOff(resetAt: number, deviceAt: number): number {
  if (Number.isNaN(resetAt) || Number.isNaN(deviceAt)) return 0;
  if (deviceAt >= resetAt - DAY_MS - SKEW_MS && deviceAt < resetAt + SKEW_MS) return 0;
  return Math.ceil((resetAt - deviceAt) / DAY_MS) - 1;
}

export function createServerClock(deviceNow: () => number = systemNow): ServerClock {
  let offset = 0;
  return {
    now: () => deviceNow() + offset,
    sync({ nextResetAt }) {
      offset = daysOff(Date.parse(nextResetAt), deviceNow()) * DAY_MS;
    },
  };
}
