import { createCounter, type Counter } from './counter';
import { createDayChange, type DayChange } from './dayChange';
import type { KnownIds } from './knownItems';
import type { DailySettings } from './settings';
import { OTHER_TAB_WIN_RECOUNT_MS, createTabSync, type TabSync } from './tabSync';
import type { DailyGameActions, DailyGameState } from './types';
import { createWinEffects, type WinEffects } from './win';

/** The parts of a daily store that outlive one action: each owns its timers or listeners. */
export interface DailyParts {
  counter: Counter;
  win: WinEffects;
  tabSync: TabSync;
  dayChange: DayChange;
}

export interface DailyPartsDeps {
  settings: DailySettings;
  items: KnownIds;
  clientId: string | undefined;
  read: () => DailyGameState & DailyGameActions;
  patch: (partial: Partial<DailyGameState>) => void;
  /** Loads the day again without the loading view (the day moved, or an error to retry). */
  reload: () => Promise<void>;
  /** False once the widget is torn down: the parts drop late answers and stop rearming. */
  live: () => boolean;
}

/**
 * Wires the parts to one another and to the store. They meet only here: the win's post feeds
 * the counter, another tab's win asks it again, and the day change reloads through the store.
 */
export function createDailyParts(deps: DailyPartsDeps): DailyParts {
  const { settings, items, read, patch, live } = deps;
  const { mode, api, query, timers, now, storage, days, clock } = settings;

  const counter = createCounter({
    fetch: () => api.getStats(mode, query),
    timers,
    read,
    write: patch,
    live,
  });

  const win = createWinEffects({
    settings,
    clientId: deps.clientId,
    counted: (answer, date) => counter.accept(answer, date),
    failed: () => (live() ? void read().refreshCount() : undefined),
  });

  const tabSync = createTabSync({
    storage,
    days,
    isKnownId: () => items.isKnown,
    read,
    apply: patch,
    otherTabWon: () => counter.recount(OTHER_TAB_WIN_RECOUNT_MS),
    live,
  });

  const dayChange = createDayChange({
    timers,
    now,
    read,
    getServerDate: async () => {
      const answer = await api.getServerDate();
      clock.sync(answer);
      return answer;
    },
    reload: deps.reload,
    setNextResetAt: (nextResetAt) => patch({ nextResetAt }),
    setDayGone: (dayGone) => {
      if (read().dayGone !== dayGone) patch({ dayGone });
    },
    live,
  });

  return { counter, win, tabSync, dayChange };
}
