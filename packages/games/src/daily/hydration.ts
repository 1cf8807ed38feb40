import type { DailyMode, GuessdleApi } from '@guessdle/api';
import { dayState, freshDay, type DayReader, type StoredDay } from './day';
import type { ServerClock } from '../clock/serverClock';
import type { DailyGameState } from './types';

/** A mode's items, loaded: the id check over them, and the mode's state that holds them. */
export interface KnownItems {
  isKnown: (id: string) => boolean;
  state: object;
}

/**
 * How a widget starts, decided once when its store is made, from what the client holds already.
 *
 * - `server`: the day from the page's answers alone (no guesses: the server cannot read the
 *   player's storage), with the items it needs. It is the store's initial state: the state the
 *   server rendered, and the one the client renders first when it hydrates that HTML (zustand's
 *   `getInitialState()`, React's server snapshot). null: nothing at hand, the widget loads.
 * - `stored`: what this browser's storage adds to that day (guesses, completions), set over it
 *   right after. null when nothing is stored: the store then keeps the initial object itself, so
 *   the client's first render equals the server's and React does not render the game twice.
 */
export interface StartingState {
  server: { known: KnownItems; state: Partial<DailyGameState> & object } | null;
  stored: StoredDay | null;
}

export interface StartingInput {
  mode: DailyMode;
  api: GuessdleApi;
  query: Parameters<GuessdleApi['getDailyGuess']>[1];
  /** A past day always loads: the page's answers are today's. */
  archive: boolean;
  /** The widget's items if they are at hand now (the host's list, or the API's), else undefined. */
  knownAtHand: () => KnownItems | undefined;
  days: DayReader;
  /** Measured against the server-date answer at hand. */
  clock: ServerClock;
}

const NOTHING: StartingState = { server: null, stored: null };

export function startingState({
  mode,
  api,
  query,
  archive,
  knownAtHand,
  days,
  clock,
}: StartingInput): StartingState {
  if (archive || !api.atHand) return NOTHING;
  const serverDate = api.atHand.serverDate();
  const daily = serverDate && api.atHand.dailyGuess(mode, query);
  const known = daily && knownAtHand();
  if (serverDate) clock.sync(serverDate);
  if (!serverDate || !daily || !known) return NOTHING;
  const day = dayState(mode, serverDate, daily, known.isKnown, () => freshDay(mode));
  // The answers do not make a day: the widget loads, and shows what the API says.
  if (day.status === 'error' || !day.date || !day.today) return NOTHING;
  const stored = days.read(day.date, day.today, known.isKnown);
  const anything = stored.guesses.length > 0 || Object.values(stored.completions).some(Boolean);
  return {
    server: { known, state: { ...known.state, ...day } },
    stored: anything ? stored : null,
  };
}
