import type { KeyValueStorage } from '../storage';
import type { DayReader, StoredDay } from './day';
import type { DailyGameState } from './types';

/**
 * After another tab of the same browser wins the game on screen, the counter is asked again at
 * once and after each of these waits: that tab posts its success only once it is written (and
 * Classic only after its row's reveal, about 4 s), and no tab hears when the server counted it.
 */
export const OTHER_TAB_WIN_RECOUNT_MS: readonly number[] = [2000, 6000];

type OnScreen = Pick<DailyGameState, 'status' | 'guesses'>;

/**
 * What another tab's write changes on screen: its day as stored, except that a shorter guess
 * list there (another tab can only add guesses) must not erase ours; and whether that tab has
 * just won the game this one shows.
 */
export function mergeOtherTab(
  onScreen: OnScreen,
  stored: StoredDay,
): { patch: Partial<DailyGameState>; otherTabWon: boolean } {
  const otherTabWon = onScreen.status === 'playing' && stored.status === 'won';
  if (stored.guesses.length < onScreen.guesses.length) {
    return {
      patch: { completions: stored.completions, nextMode: stored.nextMode },
      otherTabWon,
    };
  }
  return { patch: stored, otherTabWon };
}

export interface TabSyncDeps {
  storage: KeyValueStorage;
  days: DayReader;
  /** The id check of the moment (it changes once the items load). */
  isKnownId: () => (id: string) => boolean;
  read: () => Pick<DailyGameState, 'date' | 'today' | 'status' | 'guesses'>;
  apply: (patch: Partial<DailyGameState>) => void;
  /** Another tab won the game on screen: its success is counted soon. */
  otherTabWon: () => void;
  /** False once the widget is torn down. */
  live: () => boolean;
}

/** Follows the writes of other tabs to the day on screen (`storage.subscribe`). */
export interface TabSync {
  start(): void;
  stop(): void;
}

export function createTabSync({
  storage,
  days,
  isKnownId,
  read,
  apply,
  otherTabWon,
  live,
}: TabSyncDeps): TabSync {
  let unsubscribe: (() => void) | null = null;
  const stop = () => {
    unsubscribe?.();
    unsubscribe = null;
  };
  return {
    start() {
      stop();
      unsubscribe =
        storage.subscribe?.((change) => {
          const { date, today, status, guesses } = read();
          if (!live() || !date || !today || (status !== 'playing' && status !== 'won')) return;
          if (change.key !== null && !days.watches(change.key, date)) return;
          const merged = mergeOtherTab(
            { status, guesses },
            days.read(date, today, isKnownId(), guesses),
          );
          if (merged.otherTabWon) otherTabWon();
          apply(merged.patch);
        }) ?? null;
    },
    stop,
  };
}
