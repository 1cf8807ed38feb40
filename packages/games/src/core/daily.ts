import { completionRecord } from './storage-keys';
import type { CompletionRecord } from './storage-keys';

/**
 * Daily-game transitions (SPEC §4, §5). The guess list is newest first, as stored and shown.
 * Every function returns new values and leaves its arguments alone.
 */

/** An id picked from the dropdown; null or '' when the selection was cleared. */
export type PickedId = string | null | undefined;

/** A guess is correct only when its id equals the day's answer id (SPEC §5). */
export function isCorrect(id: PickedId, todayId: PickedId): boolean {
  return typeof id === 'string' && id !== '' && id === todayId;
}

/** Finished when the guess list already holds the day's answer (SPEC §4). */
export function isFinished(guessIds: readonly string[], todayId: PickedId): boolean {
  return typeof todayId === 'string' && todayId !== '' && guessIds.includes(todayId);
}

/**
 * The guess list with `id` in front. Returns the SAME array when nothing changes: an empty
 * selection, or an id already guessed (SPEC §5).
 */
export function addGuess<T extends readonly string[]>(guessIds: T, id: PickedId): T | string[] {
  if (typeof id !== 'string' || id === '' || guessIds.includes(id)) return guessIds;
  return [id, ...guessIds];
}

/** What a pick does. */
export type PickOutcome = 'won' | 'wrong' | 'ignored';

/**
 * `ignored` for an empty selection, an id already guessed, or a game already finished;
 * `won` when the id is today's answer; `wrong` otherwise.
 */
export function outcomeOfPick(
  guessIds: readonly string[],
  id: PickedId,
  todayId: PickedId,
): PickOutcome {
  if (typeof id !== 'string' || id === '') return 'ignored';
  if (guessIds.includes(id) || isFinished(guessIds, todayId)) return 'ignored';
  return isCorrect(id, todayId) ? 'won' : 'wrong';
}

/** Everything one pick changes, for the store to apply and then persist. */
export interface PickResult {
  outcome: PickOutcome;
  /** The new list (the same array when ignored). */
  guessIds: readonly string[];
  /** The record to store on a win (tries = guesses before the winning one), else null. */
  completion: CompletionRecord | null;
}

/** Applies a pick: the outcome, the new guess list and, on a win, the completion record. */
export function applyPick(
  guessIds: readonly string[],
  id: PickedId,
  todayId: PickedId,
): PickResult {
  const outcome = outcomeOfPick(guessIds, id, todayId);
  if (outcome === 'ignored') return { outcome, guessIds, completion: null };
  const next = addGuess(guessIds, id);
  return {
    outcome,
    guessIds: next,
    completion: outcome === 'won' ? completionRecord(next.length) : null,
  };
}

/**
 * Milliseconds from `nowMs` until the server's next reset (`nextResetAt`, ISO 8601), never
 * negative; null when the instant does not parse.
 */
export function msUntil(nextResetAtIso: string, nowMs: number): number | null {
  const at = Date.parse(nextResetAtIso);
  if (Number.isNaN(at) || Number.isNaN(nowMs)) return null;
  return Math.max(0, at - nowMs);
}

/**
 * True when the server's date differs from the date the page is playing, so the page must move to
 * the new day. False when either date is unknown (null or '').
 */
export function hasDayChanged(
  puzzleDate: string | null | undefined,
  serverDate: string | null | undefined,
): boolean {
  return !!puzzleDate && !!serverDate && puzzleDate !== serverDate;
}
