import { useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { GameMode, GuessdleApi, Language } from '@guessdle/api';
import { styled } from 'styled-components';
import { GuessdleThemeProvider, type Theme } from '@guessdle/ui';
import { useWidgetTranslation } from '../i18n/keys';
import type { WidgetMessages } from '../i18n/language';
import {
  createWidgetI18n,
  hasHostTexts,
  loadWidgetTexts,
  WIDGET_NS,
  type I18n,
} from '../i18n/instance';
import type { ArchiveNext } from './widgetContext';
import { LaterTextsContext } from '../later';
import { useWidgetTexts, type WidgetTextsState } from './widgetTexts';
import { createLocalStorage, createSessionStorage, type KeyValueStorage } from '../storage/storage';
import { createTracker, type GameEventHandler, type TrackFn } from '../tracking/tracking';
import { errorHint, reportingApi, type GameErrorHandler } from './errors';
import { assertApi, assertNow, assertStorage } from './validate';
import { hostLanguageOf, useWidgetLanguage } from './hostLanguage';

/** Where the page of a mode lives on the host; `null` when the host does not offer that mode. */
export type ModeHref = (mode: GameMode) => string | null;

/** The props every daily-game widget takes: the widget contract (packages/games/README.md). */
export interface DailyWidgetProps {
  /** The server client: `createHttpApi({ baseUrl, apiKey })` from @guessdle/api. Required. */
  api: GuessdleApi;
  /** Where guesses and records are kept. Read once at mount. @default createLocalStorage() */
  storage?: KeyValueStorage;
  /** One of en, es, fr, pl, it, pt; anything else shows English. @default 'en' */
  language?: Language | (string & {});
  /** The theme (see createTheme in @guessdle/ui). @default darkTheme */
  theme?: Theme;
  /** The clock in epoch ms, for tests and stories. Read once at mount. @default Date.now */
  now?: () => number;
  /** Receives SPEC §7 tracking events; without it events go to `api.track`. @default undefined */
  onEvent?: GameEventHandler;
  /**
   * Called when the widget cannot talk to its server, with a typed `reason` (`origin-refused`,
   * `key-refused`, `network`, `server`), once per incident. In development the console also
   * names the cause and the setting that fixes it. @default undefined
   */
  onError?: GameErrorHandler;
  /**
   * The address appended to the share text (a path is taken on the page's origin); `{date}` in it
   * becomes the puzzle's day (YYYY-MM-DD).
   * @default window.location.href
   */
  shareUrl?: string;
  /**
   * Daily modes only (Crono has no archive): a past day (YYYY-MM-DD, from the archive's launch date to yesterday) to play instead of
   * today's. Stored apart from the daily history: no success is posted, no counter shows, and
   * no statistics or streak change. Read once at mount. @default today's puzzle
   */
  date?: string;
  /**
   * With `date`: the next past day this player has not solved, offered by the win box after the
   * past day is won; `null` when every past day is solved. @default null
   */
  archiveNext?: ArchiveNext | null;

  /**
   * Where the win box's next-mode link goes; `null` for a mode the host does not offer (the win
   * box then shows no next-mode action). @default (mode) => `/${mode}`
   */
  modeHref?: ModeHref;
  /** Operator wording per language, deep-merged over the bundled messages. @default undefined */
  messages?: Partial<Record<Language, WidgetMessages>>;
  /**
   * A React host's own i18next instance. The widget translates with a clone of it (its own
   * language, the host's resource store) and keeps its texts under the `guessdle` namespace, so
   * the host's namespaces and language stay untouched. Read once at mount. @default undefined
   * (the widget makes its own instance)
   */
  i18n?: I18n;
}

/** What a widget's store factory receives from the runtime. */
export interface WidgetStoreDeps {
  api: GuessdleApi;
  storage: KeyValueStorage;
  now?: () => number;
  track: TrackFn;
}

/** The pieces one widget instance owns: its store, its i18next instance, its adapters. */
export interface WidgetRuntime<Store> {
  store: Store;
  /** The host's `api`, reporting its failures to `onError` (and the console in development). */
  api: GuessdleApi;
  i18n: I18n;
  /**
   * Null when the widget can render in its language at once; else settles when the language's
   * bundled texts have loaded (the widget shows its loading view until then) or failed to.
   */
  texts: Promise<void> | null;
  /** Whether the host handed in the texts of the widget's first language (hydration.ts). */
  hostTexts: boolean;
  storage: KeyValueStorage;
  /** Points tracking at a new host handler (the prop may change after mount). */
  setOnEvent(handler: GameEventHandler | undefined): void;
  /** Points error reports at a new host handler (the prop may change after mount). */
  setOnError(handler: GameErrorHandler | undefined): void;
}

/**
 * Builds, once per widget instance, what every widget needs: validated props, the storage
 * (local storage by default), a tracker that sends to the host's `onEvent` or falls back to the
 * API, one i18next instance, and the store. Throws a message naming the fix on a broken prop.
 */
export function createWidgetRuntime<Store>(
  widget: string,
  props: DailyWidgetProps,
  createStore: (deps: WidgetStoreDeps) => Store,
): WidgetRuntime<Store> {
  assertApi(props.api, widget);
  assertStorage(props.storage, widget);
  assertNow(props.now, widget);
  // The handler may arrive or change after mount: the tracker reads this box at each event.
  const handler: { current: GameEventHandler | undefined } = { current: props.onEvent };
  const onError: { current: GameErrorHandler | undefined } = { current: props.onError };
  const api = reportingApi(props.api, (error) => {
    // The usual library convention: the host's bundler removes this in production builds.
    if (process.env.NODE_ENV !== 'production') console.warn(errorHint(error, widget));
    onError.current?.(error);
  });
  const storage = props.storage ?? createLocalStorage();
  const toHost = createTracker({
    api: props.api,
    storage,
    onEvent: (event) => handler.current?.(event),
  });
  const toApi = createTracker({
    api: props.api,
    storage,
    sessionStorage: props.storage ? storage : createSessionStorage(),
  });
  const store = createStore({
    api,
    storage,
    ...(props.now ? { now: props.now } : {}),
    track: (name, attrs) => (handler.current ? toHost : toApi)(name, attrs),
  });
  // Without a `language` prop, a host's own i18next instance says which (hostLanguage.ts).
  const language = props.language ?? hostLanguageOf(props.i18n) ?? 'en';
  const i18n = createWidgetI18n(language, {
    messages: props.messages,
    host: props.i18n,
  });
  const firstTexts = loadWidgetTexts(i18n, language);
  // Its failure is the widget's to show (useWidgetTexts), once it has rendered.
  firstTexts?.catch(() => undefined);
  return {
    store,
    api,
    i18n,
    texts: firstTexts,
    hostTexts: hasHostTexts(i18n, language),
    storage,
    setOnEvent(next) {
      handler.current = next;
    },
    setOnError(next) {
      onError.current = next;
    },
  };
}

interface LifecycleStore {
  getState(): { init(): Promise<void>; dispose(): void };
}

/**
 * Creates the runtime once (first render), keeps `onEvent` and `language` in step with the props,
 * and starts / stops the store with the component.
 */
export function useWidgetRuntime<Store extends LifecycleStore>(
  widget: string,
  props: DailyWidgetProps,
  createStore: (deps: WidgetStoreDeps) => Store,
): { runtime: WidgetRuntime<Store>; texts: WidgetTextsState } {
  const [runtime] = useState(() => createWidgetRuntime(widget, props, createStore));
  // The host's language: its `language` prop, else its i18next instance's (hostLanguage.ts).
  const language = useWidgetLanguage(props);
  const texts = useWidgetTexts(runtime.i18n, runtime.texts, language);
  useEffect(() => {
    runtime.setOnEvent(props.onEvent);
  }, [props.onEvent, runtime]);
  useEffect(() => {
    runtime.setOnError(props.onError);
  }, [props.onError, runtime]);
  useEffect(() => {
    void runtime.store.getState().init();
    return () => runtime.store.getState().dispose();
  }, [runtime]);
  return { runtime, texts };
}

/**
 * Every widget paints its own surface (background, text colour, font) from its theme, so it stays
 * readable on any host page: a dark widget on a white third-party page keeps its contrast.
 */
const WidgetSurface = styled.div`
  background: ${({ theme }) => theme.colors.page.background};
  color: ${({ theme }) => theme.colors.text.primary};
  font-family: ${({ theme }) => theme.fonts.body};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.spacing * 2}px;
`;

/** The i18next and theme providers of one widget instance, around its painted surface. */
export function WidgetProviders({
  i18n,
  theme,
  children,
}: {
  i18n: I18n;
  theme?: Theme | undefined;
  children?: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n} defaultNS={WIDGET_NS}>
      <GuessdleThemeProvider {...(theme ? { theme } : {})}>
        <WidgetLaterTexts>
          <WidgetSurface data-guessdle-widget="">{children}</WidgetSurface>
        </WidgetLaterTexts>
      </GuessdleThemeProvider>
    </I18nextProvider>
  );
}

/** The words of a part whose code could not load (`later/`), in the widget's language. */
export function WidgetLaterTexts({ children }: { children: ReactNode }) {
  const { t, i18n } = useWidgetTranslation();
  const fallback = useContext(LaterTextsContext);
  // Before any of its texts are here (they failed to load), the default words rather than keys.
  const known = i18n.exists('common.partFailed');
  const texts = useMemo(
    () => (known ? { failed: t('common.partFailed'), retry: t('common.retry') } : fallback),
    [known, t, fallback],
  );
  return <LaterTextsContext.Provider value={texts}>{children}</LaterTextsContext.Provider>;
}

/** The page address, or '' without a window (server rendering). */
export function defaultShareUrl(): string {
  return typeof window === 'undefined' ? '' : window.location.href;
}

/** `api.assetUrl` as a stable callback: dataset paths (`/assets/...`) to loadable URLs. */
export function useAssetUrl(api: GuessdleApi): (path: string) => string {
  return useCallback((path: string) => api.assetUrl(path), [api]);
}
