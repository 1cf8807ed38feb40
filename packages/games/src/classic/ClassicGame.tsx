import { useMemo, type ReactNode } from 'react';
import type { Difficulty } from '@guessdle/api';
import type { PerformerItem } from '@guessdle/api';
import { defineWidget, type WidgetBodyProps } from '../widget/defineWidget';
import { useStoreDayRolloverWatch } from '../daily/rolloverWatch';
import { CLASSIC_MODES_FLAG, readFeatureFlags } from '../storage/flags';
import { performerFields } from '../daily/items';
import { DAILY_VIEW_FIELDS } from '../daily-view/viewModel';
import { useItemLookup } from '../daily/items';
import type { DailyWidgetProps } from '../widget/widgetRuntime';
import { createClassicStore, type ClassicState } from './classicStore';
import { ClassicGameView } from './ClassicGameView';
import { buildClassicViewModel } from './viewModel';

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

/** The store fields Classic's body renders (its view model's, and the callbacks it hands on). */
const CLASSIC_SLICE = [
  ...DAILY_VIEW_FIELDS,
  'difficulty',
  'openClues',
  'performers',
  'pick',
  'revealDone',
  'toggleClue',
  'shareCopied',
  'init',
  'refreshCount',
] as const satisfies readonly (keyof ClassicState)[];
type ClassicSlice = (typeof CLASSIC_SLICE)[number];

/** Reads the store, builds the view model, and hands callbacks to the presentational view. */
function ClassicBody({
  state,
  props,
  assetUrl,
  shareUrl,
}: WidgetBodyProps<ClassicGameProps, ClassicState, ClassicSlice>) {
  // The store holds the performers once loaded (the loading view shows until then).
  const performers = state.performers ?? NO_PERFORMERS;
  const lookup = useItemLookup(performers, performerFields.id);
  const model = useMemo(
    () => buildClassicViewModel(state, lookup, performers),
    [state, lookup, performers],
  );
  return (
    <ClassicGameView
      model={model}
      assetUrl={assetUrl}
      disclaimer={props.disclaimer}
      shareUrl={shareUrl}
      modeHref={props.modeHref}
      onPick={state.pick}
      onRevealDone={state.revealDone}
      onToggleClue={state.toggleClue}
      onCopy={state.shareCopied}
      onRetry={state.init}
      onRetryCount={state.refreshCount}
    />
  );
}

const widget = defineWidget<ClassicGameProps, ClassicState, ClassicSlice>({
  name: 'ClassicGame',
  hookName: 'useClassicStore',
  createStore(deps, props) {
    const flags = readFeatureFlags(deps.storage, props.featureFlags);
    const difficulty = flags.includes(CLASSIC_MODES_FLAG) ? (props.difficulty ?? 'hard') : null;
    return createClassicStore({
      ...deps,
      difficulty,
      ...(props.performers ? { performers: props.performers } : {}),
      ...(props.date ? { archiveDate: props.date } : {}),
    });
  },
  useStoreEffects: useStoreDayRolloverWatch,
  slice: CLASSIC_SLICE,
  Body: ClassicBody,
});

/**
 * The Classic game as a self-contained widget: one zustand store, one i18next instance and one
 * theme provider per instance, so several widgets (in different languages) can share a page.
 */
export const ClassicGame = widget.Game;
/** Reads the Classic store of the enclosing `<ClassicGame>`; throws outside one. */
export const useClassicStore = widget.useStore;
/** The Classic store API of the enclosing `<ClassicGame>`; throws outside one. */
export const useClassicStoreApi = widget.useStoreApi;
