import type { ModeHref } from '../shared/widgetRuntime';
import { useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { Difficulty } from '@guessdle/api';
import type { PerformerItem } from '@guessdle/data';
import { CLASSIC_MODES_FLAG, readFeatureFlags } from '../shared/flags';
import { createWidgetStoreContext, useStoreDayRolloverWatch } from '../shared/context';
import { performerFields } from '../shared/items';
import {
  WidgetProviders,
  defaultShareUrl,
  useAssetUrl,
  useItemLookup,
  useWidgetRuntime,
  type DailyWidgetProps,
} from '../shared/widgetRuntime';
import { createClassicStore, type ClassicState } from './classicStore';
import { ClassicGameView } from './ClassicGameView';
import { buildClassicViewModel } from './viewModel';

const WIDGET = 'ClassicGame';
const NO_PERFORMERS: readonly PerformerItem[] = [];

export interface ClassicGameProps extends DailyWidgetProps {
  /** Feature flags in force; wins over the `featureFlags` storage key. @default stored flags */
  featureFlags?: readonly string[];
  /** Classic difficulty, used only with the ClassicModes flag on. @default 'hard' (flag on) */
  difficulty?: Difficulty;
  /** The data-source note under the title. @default the translated 'classic.disclaimer' */
  disclaimer?: ReactNode;
  /** The performers the game knows. Read once at mount. @default the server's (`api.getPerformers()`) */
  performers?: readonly PerformerItem[];
}

const context = createWidgetStoreContext<ClassicState>(WIDGET, 'useClassicStore');

/** Reads the Classic store of the enclosing `<ClassicGame>`; throws outside one. */
export const useClassicStore = context.useWidgetStore;
/** The Classic store API of the enclosing `<ClassicGame>`; throws outside one. */
export const useClassicStoreApi = context.useWidgetStoreApi;

/**
 * The Classic game as a self-contained widget: one zustand store, one i18next instance and one
 * theme provider per instance, so several widgets (in different languages) can share a page.
 */
export function ClassicGame(props: ClassicGameProps) {
  const runtime = useWidgetRuntime(WIDGET, props, (deps) => {
    const flags = readFeatureFlags(deps.storage, props.featureFlags);
    const difficulty = flags.includes(CLASSIC_MODES_FLAG) ? (props.difficulty ?? 'hard') : null;
    return createClassicStore({
      ...deps,
      difficulty,
      ...(props.performers ? { performers: props.performers } : {}),
    });
  });
  // The store holds the performers once loaded (the loading view shows until then).
  const performers = useStore(runtime.store, (s) => s.performers) ?? NO_PERFORMERS;
  const lookup = useItemLookup(performers, performerFields.id);
  const assetUrl = useAssetUrl(props.api);

  return (
    <WidgetProviders i18n={runtime.i18n} theme={props.theme}>
      <context.WidgetStoreProvider store={runtime.store}>
        <ClassicGameConnected
          lookup={lookup}
          performers={performers}
          assetUrl={assetUrl}
          disclaimer={props.disclaimer}
          shareUrl={props.shareUrl ?? defaultShareUrl()}
          modeHref={props.modeHref}
        />
      </context.WidgetStoreProvider>
    </WidgetProviders>
  );
}

interface ConnectedProps {
  lookup: (id: string) => PerformerItem | undefined;
  performers: readonly PerformerItem[];
  assetUrl: (path: string) => string;
  disclaimer: ReactNode | undefined;
  shareUrl: string;
  modeHref: ModeHref | undefined;
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
  useStoreDayRolloverWatch(storeApi);
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
      onRetryCount={state.refreshCount}
    />
  );
}
