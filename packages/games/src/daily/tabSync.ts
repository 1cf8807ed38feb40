import type { KeyValueStorage } from '../storage/storage';
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
 * What a write made elsewhere (another tab, an imported progress) changes on screen: its day as
 * stored, except that a shorter unfinished guess list there (another tab can only add guesses)
 * must not erase ours; and whether the game this tab shows has just been won there. A won day in
 * storage always wins: an import replaces an open day by the other device's win (core's
 * `mergeDay`), whose list may well be shorter than the rows on screen.
 */
export function mergeOtherTab(
  onScreen: OnScreen,
  stored: StoredDay,
): { patch: Partial<DailyGameState>; otherTabWon: boolean } {
  const otherTabWon = onScreen.status === 'playing' && stored.status === 'won';
  if (stored.status !== 'won' && stored.guesses.length < onScreen.guesses.length) {
    return {
      patch: { completions: stored.completions, nextMode: stored.nextMode },
      otherTabWon,
    };
  }
  return { patch: stored, otherTabWon };
}

type Shown = Pick<DailyGameState, 'status' | 'guesses' | 'completions' | 'nextMode'>;

/** Whether a patch changes any of the fields it sets. */
function changes(shown: Shown, patch: Partial<DailyGameState>): boolean {
  const ids = (list: readonly { id: string }[]) => list.map((g) => g.id).join(' ');
  return (
    (patch.status !== undefined && patch.status !== shown.status) ||
    (patch.guesses !== undefined && ids(patch.guesses) !== ids(shown.guesses)) ||
    (patch.nextMode !== undefined && patch.nextMode !== shown.nextMode) ||
    (patch.completions !== undefined &&
      JSON.stringify(patch.completions) !== JSON.stringify(shown.completions))
  );
}

export interface TabSyncDeps {
  storage: KeyValueStorage;
  days: DayReader;
  /** The id check of the moment (it changes once the items load). */
  isKnownId: () => (id: string) => boolean;
  read: () => Pick<DailyGameState, 'date' | 'today' | 'status' | 'guesses'> & Shown;
  apply: (patch: Partial<DailyGameState>) => void;
  /** Another tab won the game on screen: its success is counted soon. */
  otherTabWon: () => void;
  /** False once the widget is torn down. */
  live: () => boolean;
}

/**
 * Follows the writes of other tabs, and the imports announced in this one, to the day on screen
 * (`storage.subscribe`).
 */
export interface TabSync {
  start(): void;
  stop(): void;
  /**
   * Reads the day on screen from the storage now and merges it in, as if a write had been heard:
   * a pick runs it first, so a write nobody announced (a host adapter without `subscribe`) can
   * neither be overwritten nor leave a won day playable.
   */
  catchUp(): void;
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
  const reread = (key: string | null | undefined) => {
    const { date, today, status, guesses } = read();
    if (!live() || !date || !today || (status !== 'playing' && status !== 'won')) return;
    if (key !== undefined && key !== null && !days.watches(key, date)) return;
    const merged = mergeOtherTab({ status, guesses }, days.read(date, today, isKnownId(), guesses));
    if (merged.otherTabWon) otherTabWon();
    // Nothing new (a pick's check, mostly): no state change, so nothing renders again.
    if (changes(read(), merged.patch)) apply(merged.patch);
  };
  return {
    start() {
      stop();
      unsubscribe = storage.subscribe?.((change) => reread(change.key)) ?? null;
    },
    stop,
    catchUp: () => reread(undefined),
  };
}
