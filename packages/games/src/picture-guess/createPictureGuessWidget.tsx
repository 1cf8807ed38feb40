import { useMemo, type ComponentType } from 'react';
import { useStoreDayRolloverWatch } from '../daily/rolloverWatch';
import { defineWidget, type WidgetBodyProps } from '../widget/defineWidget';
import { DAILY_VIEW_FIELDS, type DailyViewState } from '../daily-view/viewModel';
import { useItemLookup } from '../daily/items';
import type { DailyWidgetProps } from '../widget/widgetRuntime';
import type { PictureGuessMode } from './pictureGuessMode';
import { createPictureGuessStore, type PictureGuessState } from './pictureGuessStore';
import type { PictureGuessViewProps } from './PictureGuessGameView';

const NO_ITEMS: readonly never[] = [];

/** The store fields a picture-guess body renders (its view model's, and the callbacks it hands on). */
const PICTURE_GUESS_SLICE = [
  ...DAILY_VIEW_FIELDS,
  'items',
  'pick',
  'shareCopied',
  'init',
  'refreshCount',
] as const satisfies readonly (keyof PictureGuessState)[];
type PictureGuessSlice = (typeof PICTURE_GUESS_SLICE)[number];

export interface PictureGuessWidgetSpec<Key extends string, Item, Model> {
  /** The widget's name, in error messages: 'ImageGuessGame'. */
  widget: string;
  /** The store hook's name, in its error outside the widget: 'useImageGuessStore'. */
  hookName: string;
  mode: PictureGuessMode<Key, Item>;
  /** The mode's view-model builder (common fields plus its picture's). */
  buildModel: (
    state: DailyViewState,
    lookup: (id: string) => Item | undefined,
    items: readonly Item[],
  ) => Model;
  /** The mode's presentational view. */
  View: ComponentType<PictureGuessViewProps<Model>>;
}

/** What a picture-guess widget takes: the widget contract plus the host's own items. */
export interface PictureGuessWidgetProps<Item> extends DailyWidgetProps {
  /** Read once at mount. @default the server's, from the API's dataset call */
  items?: readonly Item[] | undefined;
}

/**
 * A picture-guess widget (image-guess, channel-guess) from its mode: the common widget shell of
 * `defineWidget` around the picture-guess store and the mode's view.
 */
export function createPictureGuessWidget<Key extends string, Item, Model>({
  widget,
  hookName,
  mode,
  buildModel,
  View,
}: PictureGuessWidgetSpec<Key, Item, Model>) {
  /** Reads the store, builds the view model, and hands callbacks to the presentational view. */
  function Body({
    state,
    props,
    assetUrl,
    shareUrl,
  }: WidgetBodyProps<PictureGuessWidgetProps<Item>, PictureGuessState, PictureGuessSlice>) {
    // The store holds the items once loaded (the loading view shows until then).
    const items = (state.items as readonly Item[] | null) ?? NO_ITEMS;
    const lookup = useItemLookup(items, mode.fields.id);
    const model = useMemo(() => buildModel(state, lookup, items), [state, lookup, items]);
    // The server's address of the day, not the answer's own picture: it would spoil the name.
    // Only for the server's items: a host's own items keep their own pictures.
    const dailyPictureUrl =
      state.date && !props.items ? props.api.dailyPictureUrl?.(mode.mode, state.date) : undefined;
    return (
      <View
        model={model}
        assetUrl={assetUrl}
        dailyPictureUrl={dailyPictureUrl}
        shareUrl={shareUrl}
        {...(props.modeHref ? { modeHref: props.modeHref } : {})}
        onPick={state.pick}
        onCopy={state.shareCopied}
        onRetry={state.init}
        onRetryCount={state.refreshCount}
      />
    );
  }

  return defineWidget<PictureGuessWidgetProps<Item>, PictureGuessState, PictureGuessSlice>({
    name: widget,
    hookName,
    createStore: (deps, props) =>
      createPictureGuessStore(
        mode,
        { ...deps, ...(props.date ? { archiveDate: props.date } : {}) },
        props.items,
      ),
    useStoreEffects: useStoreDayRolloverWatch,
    slice: PICTURE_GUESS_SLICE,
    Body,
  });
}
