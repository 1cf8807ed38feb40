import { createContext, useCallback, useContext, useEffect, type ReactNode } from 'react';
import { useStore, type StoreApi } from 'zustand';

/**
 * A context for one widget's store (zustand vanilla store per instance, put in React context).
 * `useWidgetStore(selector)` throws "… must be used within <Widget>" outside the provider.
 */
export function createWidgetStoreContext<State>(widgetName: string, hookName: string) {
  const Context = createContext<StoreApi<State> | null>(null);
  Context.displayName = `${widgetName}StoreContext`;

  function WidgetStoreProvider({
    store,
    children,
  }: {
    store: StoreApi<State>;
    children?: ReactNode;
  }) {
    return <Context.Provider value={store}>{children}</Context.Provider>;
  }

  function useWidgetStoreApi(): StoreApi<State> {
    const store = useContext(Context);
    if (!store) throw new Error(`${hookName} must be used within <${widgetName}>`);
    return store;
  }

  function useWidgetStore<T>(selector: (state: State) => T): T {
    return useStore(useWidgetStoreApi(), selector);
  }

  return { Context, WidgetStoreProvider, useWidgetStore, useWidgetStoreApi };
}

/**
 * Re-checks the day when the page becomes visible again, regains focus or comes back online:
 * background tabs throttle or freeze timers, so the reset timer alone can fire late.
 */
export function useDayRolloverWatch(checkDay: () => unknown): void {
  useEffect(() => {
    if (typeof window === 'undefined' || typeof document === 'undefined') return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void checkDay();
    };
    const onFocus = () => void checkDay();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onFocus);
    window.addEventListener('online', onFocus);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('online', onFocus);
    };
  }, [checkDay]);
}

/** useDayRolloverWatch over a widget store: asks the store's `checkDay()`. */
export function useStoreDayRolloverWatch(store: StoreApi<{ checkDay(): unknown }>): void {
  const checkDay = useCallback(() => store.getState().checkDay(), [store]);
  useDayRolloverWatch(checkDay);
}
