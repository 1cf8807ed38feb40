import { useCallback, useMemo, useState } from 'react';
import type { GameMode } from '@guessdle/api';
import { performers as shippedPerformers, type Performer } from '@guessdle/data';
import { createWidgetStoreContext, useDayRolloverWatch } from '../shared/context';
import {
  WidgetProviders,
  defaultShareUrl,
  useWidgetRuntime,
  type DailyWidgetProps,
} from '../shared/widgetRuntime';
import { createImageGuessStore, type ImageGuessState } from './imageGuessStore';
import { ImageGuessGameView } from './ImageGuessGameView';
import { buildImageGuessViewModel } from './viewModel';

const WIDGET = 'ImageGuessGame';

export interface ImageGuessGameProps extends DailyWidgetProps {
  /** The performers the game knows and offers in the search. Read once at mount. @default the shipped dataset */
  performers?: readonly Performer[];
}

const context = createWidgetStoreContext<ImageGuessState>(WIDGET, 'useImageGuessStore');

/** Reads the image-guess store of the enclosing `<ImageGuessGame>`; throws outside one. */
export const useImageGuessStore = context.useWidgetStore;
/** The image-guess store API of the enclosing `<ImageGuessGame>`; throws outside one. */
export const useImageGuessStoreApi = context.useWidgetStoreApi;

/**
 * The image-guess game ("Who is this?") as a self-contained widget: one zustand store, one
 * i18next instance and one theme provider per instance.
 */
export function ImageGuessGame(props: ImageGuessGameProps) {
  const [performers] = useState(() => props.performers ?? shippedPerformers);
  const runtime = useWidgetRuntime(WIDGET, props, (deps) =>
    createImageGuessStore({ ...deps, performers }),
  );
  const lookup = useMemo(() => {
    const byId = new Map(performers.map((p) => [p.profileUrl, p]));
    return (id: string) => byId.get(id);
  }, [performers]);
  const { api } = props;
  const assetUrl = useCallback((path: string) => api.assetUrl(path), [api]);
  return (
    <WidgetProviders i18n={runtime.i18n} theme={props.theme}>
      <context.WidgetStoreProvider store={runtime.store}>
        <ImageGuessGameConnected
          lookup={lookup}
          performers={performers}
          assetUrl={assetUrl}
          shareUrl={props.shareUrl ?? defaultShareUrl()}
          modeHref={props.modeHref}
        />
      </context.WidgetStoreProvider>
    </WidgetProviders>
  );
}

interface ConnectedProps {
  lookup: (id: string) => Performer | undefined;
  performers: readonly Performer[];
  assetUrl: (path: string) => string;
  shareUrl: string;
  modeHref: ((mode: GameMode) => string) | undefined;
}

/** Reads the store, builds the view model, and hands callbacks to the presentational view. */
function ImageGuessGameConnected({
  lookup,
  performers,
  assetUrl,
  shareUrl,
  modeHref,
}: ConnectedProps) {
  const storeApi = useImageGuessStoreApi();
  const state = useImageGuessStore((s) => s);
  const model = useMemo(
    () => buildImageGuessViewModel(state, lookup, performers),
    [state, lookup, performers],
  );
  const checkDay = useCallback(() => storeApi.getState().checkDay(), [storeApi]);
  useDayRolloverWatch(checkDay);
  return (
    <ImageGuessGameView
      model={model}
      assetUrl={assetUrl}
      shareUrl={shareUrl}
      {...(modeHref ? { modeHref } : {})}
      onPick={state.pick}
      onCopy={state.shareCopied}
      onRetry={state.init}
    />
  );
}
