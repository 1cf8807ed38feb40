/**
 * How a player did against everyone who finished the same puzzle: the server's distribution of
 * tries (the stats call's `distribution`), turned into the win box's "better than N%" and the
 * statistics dialog's bars.
 */

/** One bar of everyone's distribution as the server answers it. */
export interface EveryoneBucket {
  /** Guesses made, the winning one included. */
  tries: number;
  players: number;
}

/**
 * Finishers (players whose tries the server knows) needed before the win box compares: below
 * it, one or two early players would make the figure meaningless.
 */
export const PERCENTILE_MIN_FINISHERS = 20;

/** Bars the dialog draws for everyone: 1 to 9 tries, then one bar for 10 or more. */
export const EVERYONE_BARS = 10;

/** Finishers in a distribution. */
export function finishers(buckets: readonly EveryoneBucket[]): number {
  return buckets.reduce((sum, bucket) => sum + Math.max(0, bucket.players), 0);
}

/**
 * "Better than N% of today's players": N is the share of today's finishers (the players in the
 * server's distribution, the player included once counted) who needed strictly MORE tries than
 * `tries`, rounded down so it never overstates; ties do not count as beaten. Null below
 * `minimum` finishers, or without a valid `tries`.
 */
export function betterThanPercent(
  buckets: readonly EveryoneBucket[],
  tries: number,
  minimum: number = PERCENTILE_MIN_FINISHERS,
): number | null {
  if (!Number.isInteger(tries) || tries < 1) return null;
  const total = finishers(buckets);
  if (total === 0 || total < minimum) return null;
  const beaten = buckets
    .filter((bucket) => bucket.tries > tries)
    .reduce((sum, bucket) => sum + Math.max(0, bucket.players), 0);
  return Math.floor((beaten / total) * 100);
}

/** One bar of everyone's chart: its label ("3", or "10+" for the last), its players, the player's own. */
export interface EveryoneBar {
  label: string;
  count: number;
  today: boolean;
}

/**
 * Everyone's distribution as the dialog's bars: at least 6 (as the player's own chart), at most
 * `EVERYONE_BARS`, the last one gathering every longer day; `tries` (the player's win today, or
 * null) marks its bar. `alongside`, the chart drawn beside it, counts for the rows too, so that
 * both charts have the same rows.
 */
export function everyoneBars(
  buckets: readonly EveryoneBucket[],
  tries: number | null,
  alongside: readonly EveryoneBucket[] = [],
): EveryoneBar[] {
  const longest = Math.max(
    0,
    ...[...buckets, ...alongside].filter((b) => b.players > 0).map((bucket) => bucket.tries),
  );
  const length = Math.min(EVERYONE_BARS, Math.max(6, longest));
  const counts = Array.from({ length }, () => 0);
  for (const { tries: n, players } of buckets) {
    if (!Number.isInteger(n) || n < 1 || players <= 0) continue;
    const index = Math.min(n, length) - 1;
    counts[index] = (counts[index] ?? 0) + players;
  }
  const gathered = longest > length;
  const todayIndex = tries === null || tries < 1 ? -1 : Math.min(tries, length) - 1;
  return counts.map((count, index) => ({
    label: gathered && index === length - 1 ? `${length}+` : String(index + 1),
    count,
    today: index === todayIndex,
  }));
}

/** A player's own distribution (wins per guesses, index 0 is one guess) as buckets. */
export function distributionBuckets(distribution: readonly number[]): EveryoneBucket[] {
  return distribution.map((players, index) => ({ tries: index + 1, players }));
}

/**
 * The statistics dialog's two charts, the player's and everyone's, with the same rows: 1 to 9
 * guesses and a last one for 10 or more (as long as the longer chart needs, at least 6).
 */
export function statsCharts(
  own: readonly number[],
  everyone: readonly EveryoneBucket[],
  tries: number | null,
): { own: EveryoneBar[]; everyone: EveryoneBar[] } {
  const mine = distributionBuckets(own);
  return {
    own: everyoneBars(mine, tries, everyone),
    everyone: everyoneBars(everyone, tries, mine),
  };
}
