import { createContext, useContext } from 'react';
import { useStore, type StoreApi } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { GuessdleApi } from '@guessdle/api';
import type { KeyValueStorage } from '../storage/storage';

/**
 * What a widget's parts need beyond the view model: its adapters and its store. The win box's
 * statistics read the widget's own storage (an embed keeps its history per host) through this.
 */
export interface WidgetDeps {
  api: GuessdleApi;
  storage: KeyValueStorage;
  now: () => number;
  store: StoreApi<object>;
}

export const WidgetDepsContext = createContext<WidgetDeps | null>(null);

const NO_STORE: StoreApi<object> = createStore<object>()(() => ({}));

/**
 * The past day the enclosing widget plays from the archive, or null (today's puzzle, or outside
 * a widget): the counter, the countdown and the statistics stay out of archive play.
 */
export function useArchiveDate(): string | null {
  const deps = useContext(WidgetDepsContext);
  return useStore(deps?.store ?? NO_STORE, (state) => {
    const date = (state as { archiveDate?: unknown }).archiveDate;
    return typeof date === 'string' ? date : null;
  });
}

/** The past day the host offers after an archive win: the next one this player has not solved. */
export interface ArchiveNext {
  /** The day, `YYYY-MM-DD`. */
  date: string;
  /** Where the host plays it. */
  href: string;
}

/** The host's next unsolved past day, from the widget's `archiveNext` prop. */
export const ArchiveNextContext = createContext<ArchiveNext | null>(null);
