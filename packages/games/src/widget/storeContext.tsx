import { createContext, useContext, type ReactNode } from 'react';
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
