import { createStore, type StoreApi } from 'zustand/vanilla';
import { createDailyActions } from './actions';
import { startingState } from './hydration';
import { createKnownIds } from './knownItems';
import type { DailyStoreOptions } from './options';
import { dailySettings, initialDailyState } from './settings';
import type { DailyGameActions, DailyGameState } from './types';

export type {
  CountStatus,
  DailyError,
  DailyGameActions,
  DailyGameState,
  DailyStatus,
  GuessEntry,
  GuessOrigin,
  Timers,
} from './types';
export type { KnownItems } from './hydration';
export type { DailyModeStoreOptions, DailyStoreOptions, ItemSource } from './options';
export { dailyModeStoreOptions } from './options';
export { COUNT_RETRY_DELAYS_MS } from './counter';
export { MAX_TIMER_MS, ROLLOVER_GRACE_MS, ROLLOVER_RETRY_MS } from './dayChange';
export { OTHER_TAB_WIN_RECOUNT_MS } from './tabSync';

export type DailyGameStore<Extra = object> = StoreApi<DailyGameState & DailyGameActions & Extra>;

/**
 * The store of one daily-game widget (any mode): a zustand vanilla store per widget instance,
 * composed of named parts (`daily/`), each small enough to read on its own:
 *
 * - `settings.ts`: the options read once (defaults, API query, storage keys);
 * - `knownItems.ts`: the widget's items, loaded once, and the id check over them;
 * - `hydration.ts`: the starting state (the day at hand, or loading);
 * - `loadDay.ts`: loading a day; `pick.ts`: what a guess changes (core's rules);
 * - `day.ts`: the stored day, read and saved; `win.ts` (with `winPost.ts`): the win's side effects;
 * - `counter.ts`, `dayChange.ts`, `tabSync.ts`: the counter, the move to a new day, other tabs;
 * - `actions.ts`: the actions, which compute first and then perform side effects in SPEC §4's
 *   order, and `parts.ts`, which wires the long-lived parts together.
 *
 * `extend` adds mode-specific state and actions.
 */
export function createDailyGameStore<Extra extends object = object>(
  options: DailyStoreOptions,
  extend?: (
    set: StoreApi<DailyGameState & DailyGameActions & Extra>['setState'],
    get: () => DailyGameState & DailyGameActions & Extra,
  ) => Extra,
): DailyGameStore<Extra> {
  type Full = DailyGameState & DailyGameActions & Extra;
  const settings = dailySettings(options);
  const items = createKnownIds(options);

  // The starting state, decided here once (see hydration.ts): the day at hand, or loading.
  const start = startingState({
    mode: settings.mode,
    api: settings.api,
    query: settings.query,
    archive: settings.archiveDate !== null,
    knownAtHand: items.atHand,
    days: settings.days,
    clock: settings.clock,
  });
  if (start.server) items.accept(start.server.known);

  const store = createStore<Full>()(
    (set, get) =>
      ({
        ...initialDailyState(settings),
        ...createDailyActions({
          settings,
          items,
          clientId: options.clientId,
          read: get,
          patch: (partial) => set(partial as Partial<Full>),
        }),
        ...(extend ? extend(set, get) : ({} as Extra)),
        ...start.server?.state,
      }) as Full,
  );
  // What this browser stored for the day at hand, over the server's state (see hydration.ts).
  if (start.stored) store.setState(start.stored as Partial<Full>);

  return store;
}

/** The ids of the guesses, newest first. */
export function guessIds(state: Pick<DailyGameState, 'guesses'>): string[] {
  return state.guesses.map((g) => g.id);
}
