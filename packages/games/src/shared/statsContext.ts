import { createContext } from 'react';
import type { StoreApi } from 'zustand';
import type { GuessdleApi } from '@guessdle/api';
import type { KeyValueStorage } from './storage';

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
