import { dayState } from './day';
import type { KnownItems } from './hydration';
import type { KnownIds } from './knownItems';
import type { DailySettings } from './settings';
import type { DailyError, DailyGameState } from './types';

/** A day fetched: the state to show, and the items its guesses were checked against. */
export interface LoadedDay {
  known: KnownItems;
  state: Partial<DailyGameState> & object;
}

/**
 * Fetches what a day needs side by side (the server's date, the day's answer, the widget's items)
 * and turns it into state over what this browser stored for it. It only computes: the store
 * decides whether the answer still matters (the widget may have gone meanwhile) and sets it.
 */
export async function fetchDay(
  { api, mode, query, days, clock }: DailySettings,
  items: KnownIds,
): Promise<LoadedDay> {
  const [serverDate, daily, known] = await Promise.all([
    api.getServerDate(),
    api.getDailyGuess(mode, query),
    items.load(),
  ]);
  clock.sync(serverDate);
  const day = dayState(mode, serverDate, daily, known.isKnown, (date, today) =>
    days.read(date, today, known.isKnown),
  );
  return { known, state: { ...known.state, ...day } };
}

/** The error view's reason for a failed load: the day's data missing, or a call that failed. */
export function loadError(error: unknown): DailyError {
  return {
    kind: isMissingData(error) ? 'missing-data' : 'request-failed',
    message: error instanceof Error ? error.message : String(error),
  };
}

/** The server has no answer for the day (404 `no-daily-answer` in the contract). */
function isMissingData(error: unknown): boolean {
  const e = error as { status?: unknown; code?: unknown } | null;
  return e?.status === 404 || e?.code === 'no-daily-answer';
}
