import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Difficulty, GameMode, GuessdleApi, Language } from '@guessdle/api';
import { performers as shippedPerformers, type Performer } from '@guessdle/data';
import { GuessdleThemeProvider, type Theme } from '@guessdle/ui';
import { CLASSIC_MODES_FLAG, readFeatureFlags } from '../shared/flags';
import { createWidgetI18n } from '../shared/i18n';
import { createLocalStorage, createSessionStorage, type KeyValueStorage } from '../shared/storage';
import { createTracker, type GameEventHandler } from '../shared/tracking';
import { assertApi, assertNow, assertStorage } from '../shared/validate';
import { createWidgetStoreContext, useDayRolloverWatch } from '../shared/context';
import type { WidgetMessages } from '../i18n/resources';
import { createClassicStore, type ClassicState } from './classicStore';
import { ClassicGameView } from './ClassicGameView';
import { buildClassicViewModel } from './viewModel';

const WIDGET = 'ClassicGame';

export interface ClassicGameProps {
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
  /** Feature flags in force; wins over the `featureFlags` storage key. @default stored flags */
  featureFlags?: readonly string[];
  /** Classic difficulty, used only with the ClassicModes flag on. @default 'hard' (flag on) */
  difficulty?: Difficulty;
  /** The data-source note under the title. @default the translated 'classic.disclaimer' */
  disclaimer?: ReactNode;
  /** The address appended to the share text. @default window.location.href */
  shareUrl?: string;
  /** Where the win box's next-mode link goes. @default (mode) => `/${mode}` */
  modeHref?: (mode: GameMode) => string;
  /** The performers the game knows. Read once at mount. @default the shipped dataset */
  performers?: readonly Performer[];
  /** Operator wording per language, deep-merged over the bundled messages. @default undefined */
  messages?: Partial<Record<Language, WidgetMessages>>;
}

const context = createWidgetStoreContext<ClassicState>(WIDGET, 'useClassicStore');

/** Reads the Classic store of the enclosing `<ClassicGame>`; throws outside one. */
export const useClassicStore = context.useWidgetStore;
/** The Classic store API of the enclosing `<ClassicGame>`; throws outside one. */
export const useClassicStoreApi = context.useWidgetStoreApi;

function defaultShareUrl(): string {
  return typeof window === 'undefined' ? '' : window.location.href;
}

/**
 * The Classic game as a self-contained widget: one zustand store, one i18next instance and one
 * theme provider per instance, so several widgets (in different languages) can share a page.
 */
export function ClassicGame(props: ClassicGameProps) {
  const [setup] = useState(() => {
    // The handler may arrive or change after mount: the tracker reads this box at each event.
    const handler: { current: GameEventHandler | undefined } = { current: props.onEvent };
    assertApi(props.api, WIDGET);
    assertStorage(props.storage, WIDGET);
    assertNow(props.now, WIDGET);
    const storage = props.storage ?? createLocalStorage();
    const flags = readFeatureFlags(storage, props.featureFlags);
    const difficulty = flags.includes(CLASSIC_MODES_FLAG) ? (props.difficulty ?? 'hard') : null;
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
    const performers = props.performers ?? shippedPerformers;
    const store = createClassicStore({
      api: props.api,
      storage,
      ...(props.now ? { now: props.now } : {}),
      difficulty,
      track: (name, attrs) => (handler.current ? toHost : toApi)(name, attrs),
      performers,
    });
    const i18n = createWidgetI18n(props.language ?? 'en', {
      ...(props.messages ? { messages: props.messages } : {}),
    });
    const byId = new Map(performers.map((p) => [p.profileUrl, p]));
    const setOnEvent = (next: GameEventHandler | undefined) => {
      handler.current = next;
    };
    return { store, i18n, performers, setOnEvent, lookup: (id: string) => byId.get(id) };
  });

  useEffect(() => {
    setup.setOnEvent(props.onEvent);
  }, [props.onEvent, setup]);

  useEffect(() => {
    void setup.store.getState().init();
    return () => setup.store.getState().dispose();
  }, [setup]);

  useEffect(() => {
    if (props.language && setup.i18n.language !== props.language) {
      void setup.i18n.changeLanguage(props.language);
    }
  }, [props.language, setup]);

  return (
    <I18nextProvider i18n={setup.i18n}>
      <GuessdleThemeProvider {...(props.theme ? { theme: props.theme } : {})}>
        <context.WidgetStoreProvider store={setup.store}>
          <ClassicGameConnected
            lookup={setup.lookup}
            performers={setup.performers}
            assetUrl={(path) => props.api.assetUrl(path)}
            disclaimer={props.disclaimer}
            shareUrl={props.shareUrl ?? defaultShareUrl()}
            modeHref={props.modeHref}
          />
        </context.WidgetStoreProvider>
      </GuessdleThemeProvider>
    </I18nextProvider>
  );
}

interface ConnectedProps {
  lookup: (id: string) => Performer | undefined;
  performers: readonly Performer[];
  assetUrl: (path: string) => string;
  disclaimer: ReactNode | undefined;
  shareUrl: string;
  modeHref: ((mode: GameMode) => string) | undefined;
}

/** Reads the store, builds the view model, and hands callbacks to the presentational view. */
function ClassicGameConnected({
  lookup,
  performers,
  assetUrl,
  disclaimer,
  shareUrl,
  modeHref,
}: ConnectedProps) {
  const storeApi = useClassicStoreApi();
  const state = useClassicStore((s) => s);
  const model = useMemo(
    () => buildClassicViewModel(state, lookup, performers),
    [state, lookup, performers],
  );
  const checkDay = useCallback(() => storeApi.getState().checkDay(), [storeApi]);
  useDayRolloverWatch(checkDay);
  return (
    <ClassicGameView
      model={model}
      assetUrl={assetUrl}
      disclaimer={disclaimer}
      shareUrl={shareUrl}
      modeHref={modeHref}
      onPick={state.pick}
      onRevealDone={state.revealDone}
      onToggleClue={state.toggleClue}
      onCopy={state.shareCopied}
      onRetry={state.init}
    />
  );
}
