/**
 * A player's statistics per mode, derived from the per-day history the widgets already keep
 * (the guess list and the completion record of each date, SPEC §4): never from a second counter
 * that could drift from it. Dates are the puzzles' own (`YYYY-MM-DD`, the server's calendar), so
 * a puzzle won just after midnight in a tab left open counts for the day it belongs to. Archive
 * play is stored under other keys and never reaches these rules.
 */
import type { CompletionRecord } from './storage-keys';

/** One puzzle day as the player left it. */
export interface DayResult {
  /** The puzzle's date, `YYYY-MM-DD`. */
  date: string;
  /** Guesses made that day, the winning one included. */
  guesses: number;
  /** Whether the day's answer was found. */
  won: boolean;
}

/** What the statistics dialog shows for one mode. */
export interface PlayerStats {
  /** Days with at least one guess. */
  played: number;
  /** Days won. */
  wins: number;
  /** Wins over days played, 0 to 100, rounded; 0 with nothing played. */
  winPercent: number;
  /** Consecutive days won up to today, or up to yesterday while today is still open. */
  currentStreak: number;
  /** The longest run of consecutive days won. */
  bestStreak: number;
  /**
   * How many days were won in N guesses: index 0 is one guess. As long as the largest count won,
   * at least 6 bars, so a short history still draws a readable chart.
   */
  distribution: number[];
  /** Guesses of today's win (the bar to mark), or null when today is not won. */
  todayGuesses: number | null;
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(ms).toISOString().slice(0, 10) === text;
}

/** The date `days` after `date` (before it when negative), both `YYYY-MM-DD`. */
export function addDays(date: string, days: number): string {
  if (!isIsoDate(date)) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every date from `from` to `to`, both included, oldest first; [] when `from` is after `to`. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) out.push(date);
  return out;
}

/** The day as stored: its guess list and completion record (either may be missing). */
export function dayResult(
  date: string,
  guessIds: readonly string[],
  completion: CompletionRecord | null,
): DayResult | null {
  if (completion) return { date, guesses: completion.tries + 1, won: true };
  if (guessIds.length === 0) return null;
  return { date, guesses: guessIds.length, won: false };
}

/**
 * The statistics of one mode on `today`. Days after `today` are ignored (a clock moved back must
 * not count the future); a day missing from `days` was not played.
 */
export function computeStats(days: readonly DayResult[], today: string): PlayerStats {
  const byDate = new Map<string, DayResult>();
  for (const day of days) if (day.date <= today && isIsoDate(day.date)) byDate.set(day.date, day);
  const results = [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : 1));

  const wins = results.filter((day) => day.won);
  let bestStreak = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of wins) {
    run = previous !== null && addDays(previous, 1) === day.date ? run + 1 : 1;
    bestStreak = Math.max(bestStreak, run);
    previous = day.date;
  }

  // Today still open does not break the streak; a day without a win before it does.
  let currentStreak = 0;
  let cursor = byDate.get(today)?.won ? today : addDays(today, -1);
  while (byDate.get(cursor)?.won) {
    currentStreak += 1;
    cursor = addDays(cursor, -1);
  }

  const longest = Math.max(6, ...wins.map((day) => day.guesses));
  const distribution = Array.from({ length: longest }, () => 0);
  for (const day of wins) distribution[day.guesses - 1] = (distribution[day.guesses - 1] ?? 0) + 1;

  const todayResult = byDate.get(today);
  return {
    played: results.length,
    wins: wins.length,
    winPercent: results.length === 0 ? 0 : Math.round((wins.length / results.length) * 100),
    currentStreak,
    bestStreak,
    distribution,
    todayGuesses: todayResult?.won ? todayResult.guesses : null,
  };
}

/** One day of one mode as moved between devices: the stored guess list and completion record. */
export interface StoredDay {
  guessIds: string[];
  completion: CompletionRecord | null;
}

/**
 * Two devices' records of the same day, merged so nothing is lost: a win beats no win, the win
 * in fewer tries beats the other, and two unfinished days keep every guess of both (this
 * device's order first, newest first).
 */
export function mergeDay(mine: StoredDay, theirs: StoredDay): StoredDay {
  if (mine.completion && theirs.completion) {
    return theirs.completion.tries < mine.completion.tries ? theirs : mine;
  }
  if (mine.completion) return mine;
  if (theirs.completion) return theirs;
  return {
    guessIds: [...new Set([...mine.guessIds, ...theirs.guessIds])],
    completion: null,
  };
}
