/**
 * Crono on the client (SPEC §4, §8): the timer follows the server. The server sends
 * `remainingTime` (seconds); the client turns it into a deadline on its own clock at the moment
 * the answer arrived, and counts down from there. Pure: instants are arguments.
 */
import { DAILY_CRONO_ID_PATTERN } from '@guessdle/api/modes';

/** The daily Crono game's id is the server date (YYYY-MM-DD); private games have random ids. */
export function isDailyCronoId(gameId: string): boolean {
  return DAILY_CRONO_ID_PATTERN.test(gameId);
}

/** The instant (epoch ms, client clock) the server's `remainingTime` runs out. */
export function cronoDeadline(remainingTimeSeconds: number, receivedAt: number): number {
  return receivedAt + Math.max(0, remainingTimeSeconds) * 1000;
}

/** Whole seconds shown at `at`: rounded up, so 0 means the time is over. */
export function cronoSecondsLeft(deadline: number, at: number): number {
  return Math.max(0, Math.ceil((deadline - at) / 1000));
}

/**
 * Milliseconds until the shown number next changes (the next whole second before the
 * deadline), so the display drops exactly on the second and 0 shows at the deadline.
 */
export function cronoMsToNextTick(deadline: number, at: number): number {
  const left = deadline - at;
  if (left <= 0) return 0;
  const intoSecond = left % 1000;
  return intoSecond === 0 ? 1000 : intoSecond;
}

/**
 * What "Crono completed today" means for the daily widgets' next-mode suggestion: a run of
 * today's daily game (game id = the date) that reached `finished` on this browser. It is stored
 * like the daily modes' records, under `crono-{date}-status`, with the run's score.
 */
export function cronoCompletion(score: number): {
  status: 'completed';
  tries: number;
  score: number;
} {
  return { status: 'completed', tries: 0, score: Math.max(0, Math.floor(score)) };
}

/** Which option a key picks: '1' … '4' → index 0 … 3, anything else null. */
export function optionIndexForKey(key: string, optionCount: number): number | null {
  if (!/^[1-9]$/.test(key)) return null;
  const index = Number(key) - 1;
  return index < optionCount ? index : null;
}
