import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useStore, type StoreApi } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { LoadingView } from '@guessdle/ui';
import { PartFailed } from '../later';
import { createWidgetStoreContext } from './storeContext';
import { WidgetDepsContext, type WidgetDeps } from './widgetContext';
import { ArchiveNextContext } from './widgetContext';
import {
  WidgetProviders,
  defaultShareUrl,
  useAssetUrl,
  useWidgetRuntime,
  type DailyWidgetProps,
  type WidgetStoreDeps,
} from './widgetRuntime';
import { withWidgetBoundary } from './WidgetBoundary';
import { useHydrated } from './hydration';

/** The props every widget takes, daily or not (Crono has no next-mode link). */
export type WidgetBaseProps = Omit<DailyWidgetProps, 'modeHref'>;

/** What a store must offer for the widget to start it on mount and stop it on unmount. */
export interface WidgetLifecycle {
  init(): Promise<void>;
  dispose(): void;
}

/** What a mode's body (its store → view connector) receives from the widget. */
export interface WidgetBodyProps<Props, State, Field extends keyof State = keyof State> {
  /**
   * The fields of the store the body renders (the definition's `slice`): the body re-renders
   * when one of them changes, and only then.
   */
  state: Pick<State, Field>;
  store: StoreApi<State>;
  /** The widget's props as the host passes them now. */
  props: Props;
  /** `api.assetUrl` as a stable callback: dataset paths (`/assets/...`) to loadable URLs. */
  assetUrl: (path: string) => string;
  /** The address in the share text: the `shareUrl` prop, else the page's. */
  shareUrl: string;
}

/** Everything that makes one mode's widget: its store, what runs beside it, and its view. */
export interface WidgetDefinition<
  Props extends WidgetBaseProps,
  State extends WidgetLifecycle,
  Field extends keyof State = keyof State,
> {
  /** The component's name, in error messages and React DevTools: 'ClassicGame'. */
  name: string;
  /** The store hook's name, in its error outside the widget: 'useClassicStore'. */
  hookName: string;
  /**
   * Builds the store once, at the first render (props are read once at mount). `latest()` gives
   * the props of the last render, for callbacks the host may change later (Crono's `onExit`).
   * May throw a message naming the fix for a missing or broken prop.
   */
  createStore(deps: WidgetStoreDeps, props: Props, latest: () => Props): StoreApi<State>;
  /**
   * Hooks that run beside the store for the widget's life, e.g. re-checking the day when the tab
   * comes back (daily modes) or asking the server for the time left (Crono). @default none
   */
  useStoreEffects?: (store: StoreApi<State>) => void;
  /**
   * The store fields the body reads (state and actions): it subscribes to these alone, compared
   * one by one, so a change elsewhere in the store (a timer's next reset instant, a field another
   * view shows) does not render the view again.
   */
  slice: readonly Field[];
  /** Reads the state, builds the view model and renders the mode's presentational view. */
  Body: ComponentType<WidgetBodyProps<Props, State, Field>>;
}

/** The component a definition makes, and the hooks that read its store from inside it. */
export interface Widget<Props, State> {
  Game: ComponentType<Props>;
  /** Reads the store of the enclosing widget; throws outside one. */
  useStore: <T>(selector: (state: State) => T) => T;
  /** The store API of the enclosing widget; throws outside one. */
  useStoreApi: () => StoreApi<State>;
}

/**
 * Makes a mode's widget from its definition. Every widget is the same shell: validated props,
 * one runtime (storage, tracking, i18next instance, store) per instance, the theme and i18n
 * providers around a painted surface, the store in context, the store started on mount and
 * stopped on unmount, and a loading view while the texts of a first language load (their retry
 * if they fail to). A mode
 * brings only its store, its effects and its body.
 */
export function defineWidget<
  Props extends WidgetBaseProps,
  State extends WidgetLifecycle,
  Field extends keyof State = keyof State,
>(definition: WidgetDefinition<Props, State, Field>): Widget<Props, State> {
  const { name, hookName, createStore, useStoreEffects, slice, Body } = definition;
  const context = createWidgetStoreContext<State>(name, hookName);

  function Game(props: Props) {
    const latest = useLatest(props);
    const { runtime, texts } = useWidgetRuntime(name, props, (deps) =>
      createStore(deps, props, () => latest.current),
    );
    const assetUrl = useAssetUrl(runtime.api);
    // A server render and its hydration show the loading view (hydration.ts says why), unless
    // the host hands in the texts, or the first screen's answers (`api.atHand`, as the site does).
    const hydrated = useHydrated();
    const serverView = !hydrated && !runtime.hostTexts && !props.api.atHand;
    const [deps] = useState<WidgetDeps>(() => ({
      api: runtime.api,
      storage: runtime.storage,
      now: props.now ?? Date.now,
      store: runtime.store as StoreApi<object>,
    }));
    return (
      <WidgetProviders i18n={runtime.i18n} theme={props.theme}>
        <WidgetDepsContext.Provider value={deps}>
          <ArchiveNextContext.Provider value={props.archiveNext ?? null}>
            <context.WidgetStoreProvider store={runtime.store}>
              {texts.status === 'ready' && !serverView ? (
                <Connected
                  store={runtime.store}
                  props={props}
                  assetUrl={assetUrl}
                  shareUrl={props.shareUrl ?? defaultShareUrl()}
                />
              ) : texts.status === 'failed' ? (
                // The texts of its language did not load: the one retry of a part that loads later.
                <PartFailed onRetry={texts.retry} />
              ) : (
                // The store already loads the game; only the texts of a first language are missing.
                <LoadingView />
              )}
            </context.WidgetStoreProvider>
          </ArchiveNextContext.Provider>
        </WidgetDepsContext.Provider>
      </WidgetProviders>
    );
  }
  Game.displayName = name;

  function Connected({ store, ...rest }: Omit<WidgetBodyProps<Props, State, Field>, 'state'>) {
    const state = useSlice(store, slice);
    useStoreEffects?.(store);
    return <Body state={state} store={store} {...rest} />;
  }

  return {
    // Inside its own error boundary: a crash stays in the widget's box (WidgetBoundary.tsx).
    Game: withWidgetBoundary(name, Game),
    useStore: context.useWidgetStore,
    useStoreApi: context.useWidgetStoreApi,
  };
}

/** A box holding the value of the last committed render (written in an effect, not in render). */
function useLatest<T>(value: T): { readonly current: T } {
  const box = useRef(value);
  useEffect(() => {
    box.current = value;
  }, [value]);
  return box;
}

/**
 * The given fields of the store's state, as one object that stays the same while none of them
 * changes (zustand's `useShallow`): React renders the caller again only when one does.
 */
function useSlice<T, K extends keyof T>(store: StoreApi<T>, keys: readonly K[]): Pick<T, K> {
  return useStore(
    store,
    useShallow((state: T) => {
      const picked = {} as Pick<T, K>;
      for (const key of keys) picked[key] = state[key];
      return picked;
    }),
  );
}
