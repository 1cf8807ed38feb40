import type { GameMode } from '@guessdle/api';
import type {
  CountStatus,
  DailyError,
  DailyGameActions,
  DailyGameState,
  DailyStatus,
} from '../daily/dailyStore';

/** The store fields every daily view model reads (each mode may read a few more). */
export const DAILY_VIEW_FIELDS = [
  'status',
  'error',
  'date',
  'today',
  'yesterday',
  'guesses',
  'count',
  'countStatus',
  'revealPending',
  'nextMode',
  'dayGone',
] as const satisfies readonly (keyof DailyGameState)[];

/** The store fields every daily view model reads (each mode may read a few more). */
export type DailyViewState = Pick<DailyGameState, (typeof DAILY_VIEW_FIELDS)[number]>;

/** The view-model fields every daily mode shows the same way. */
export interface DailyViewModelBase<Item> {
  status: DailyStatus;
  error: DailyError | null;
  /** The puzzle date (YYYY-MM-DD). */
  date: string | null;
  /** Ids already guessed: they leave the dropdown. */
  guessedIds: string[];
  /** Players who found the answer; null until loaded. */
  count: number | null;
  /** Where the counter call stands (loading, ready, retrying, unavailable). */
  countStatus: CountStatus;
  /** Yesterday's answer, when known. */
  yesterday: Item | null;
  /** The win box and share box show (Classic: after the winning row's animation). */
  showResult: boolean;
  nextMode: GameMode | null;
  /** The reset passed offline: the puzzle on screen is an earlier day's (see DailyGameState). */
  dayGone: boolean;
}

/** The fields of DailyViewModelBase, read from a store state (core computes, this only assembles). */
export function buildDailyViewModelBase<Item>(
  state: DailyViewState,
  lookup: (id: string) => Item | undefined,
): DailyViewModelBase<Item> {
  return {
    status: state.status,
    error: state.error,
    date: state.date,
    guessedIds: state.guesses.map((g) => g.id),
    count: state.count,
    countStatus: state.countStatus,
    // "Yesterday's answer" is the day before the puzzle on screen: once the reset passed offline
    // (dayGone) that puzzle is itself yesterday's, and the line would name the wrong day.
    yesterday: state.yesterday && !state.dayGone ? (lookup(state.yesterday) ?? null) : null,
    showResult: state.status === 'won' && !state.revealPending,
    nextMode: state.nextMode,
    dayGone: state.dayGone,
  };
}

/**
 * What the win box's daily extras (countdown, statistics, the line about everyone) read from a
 * daily widget's store.
 */
export type DailyExtrasState = Pick<
  DailyGameState,
  'mode' | 'difficulty' | 'date' | 'nextResetAt' | 'everyone' | 'guesses'
> &
  Pick<DailyGameActions, 'checkDay' | 'serverNow'>;
