import type { ModeHref } from '../shared/widgetRuntime';
import { useMemo, type ComponentType } from 'react';
import { useStore } from 'zustand';
import { createWidgetStoreContext, useStoreDayRolloverWatch } from '../shared/context';
import type { DailyViewState } from '../shared/viewModel';
import {
  WidgetProviders,
  defaultShareUrl,
  useAssetUrl,
  useItemLookup,
  useWidgetRuntime,
  type DailyWidgetProps,
} from '../shared/widgetRuntime';
import type { PictureGuessMode } from './pictureGuessMode';
import { createPictureGuessStore, type PictureGuessState } from './pictureGuessStore';
import type { PictureGuessViewProps } from './PictureGuessGameView';

const NO_ITEMS: readonly never[] = [];

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
 * Builds a picture-guess widget: one store (in its own context), one i18next instance and one
 * theme provider per instance, wired to the mode's view. Returns the component and the store
 * hooks the mode exports under its own names.
 */
export function createPictureGuessWidget<Key extends string, Item, Model>({
  widget,
  hookName,
  mode,
  buildModel,
  View,
}: PictureGuessWidgetSpec<Key, Item, Model>) {
  const context = createWidgetStoreContext<PictureGuessState>(widget, hookName);

  function Game({ items: given, ...props }: PictureGuessWidgetProps<Item>) {
    const runtime = useWidgetRuntime(widget, props, (deps) =>
      createPictureGuessStore(mode, deps, given),
    );
    // The store holds the items once loaded (the loading view shows until then).
    const loaded = useStore(runtime.store, (s) => s.items) as readonly Item[] | null;
    const items = loaded ?? NO_ITEMS;
    const lookup = useItemLookup(items, mode.fields.id);
    const assetUrl = useAssetUrl(props.api);
    return (
      <WidgetProviders i18n={runtime.i18n} theme={props.theme}>
        <context.WidgetStoreProvider store={runtime.store}>
          <Connected
            lookup={lookup}
            items={items}
            assetUrl={assetUrl}
            shareUrl={props.shareUrl ?? defaultShareUrl()}
            modeHref={props.modeHref}
          />
        </context.WidgetStoreProvider>
      </WidgetProviders>
    );
  }

  /** Reads the store, builds the view model, and hands callbacks to the presentational view. */
  function Connected({
    lookup,
    items,
    assetUrl,
    shareUrl,
    modeHref,
  }: {
    lookup: (id: string) => Item | undefined;
    items: readonly Item[];
    assetUrl: (path: string) => string;
    shareUrl: string;
    modeHref: ModeHref | undefined;
  }) {
    const storeApi = context.useWidgetStoreApi();
    const state = context.useWidgetStore((s) => s);
    const model = useMemo(() => buildModel(state, lookup, items), [state, lookup, items]);
    useStoreDayRolloverWatch(storeApi);
    return (
      <View
        model={model}
        assetUrl={assetUrl}
        shareUrl={shareUrl}
        {...(modeHref ? { modeHref } : {})}
        onPick={state.pick}
        onCopy={state.shareCopied}
        onRetry={state.init}
        onRetryCount={state.refreshCount}
      />
    );
  }

  return {
    Game,
    useStore: context.useWidgetStore,
    useStoreApi: context.useWidgetStoreApi,
  };
}
