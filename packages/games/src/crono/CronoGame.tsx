import { useCallback, useEffect, useRef } from 'react';
import { createWidgetStoreContext } from '../shared/context';
import {
  WidgetProviders,
  defaultShareUrl,
  useAssetUrl,
  useWidgetRuntime,
  type DailyWidgetProps,
} from '../shared/widgetRuntime';
import {
  createCronoStore,
  type CronoExitReason,
  type CronoState,
  type CronoActions,
} from './cronoStore';
import { CronoGameView } from './CronoGameView';

/** The props of `<CronoGame>`: the widget contract plus the game and the way out. */
export interface CronoGameProps extends Omit<DailyWidgetProps, 'modeHref'> {
  /** The game to play: a private game's id, or the server date for the daily game. Read once at mount. */
  gameId: string;
  /**
   * Called once when the game cannot go on (not found, or a start, user-id, load or submit
   * failure: SPEC §8); the site goes to `/`. Without it the widget shows its error view.
   * @default undefined
   */
  onExit?: (reason: CronoExitReason) => void;
  /** The address in the share block. @default window.location.href */
  shareUrl?: string;
}

const context = createWidgetStoreContext<CronoState & CronoActions>('CronoGame', 'useCronoStore');

/** Reads the Crono store of the enclosing `<CronoGame>`; throws outside one. */
export const useCronoStore = context.useWidgetStore;
/** The Crono store API of the enclosing `<CronoGame>`; throws outside one. */
export const useCronoStoreApi = context.useWidgetStoreApi;

/**
 * Crono (SPEC §1-§4): a 60-second run picking the right model under a photo, daily or private,
 * with a leaderboard. One store, one i18next instance and one theme provider per instance.
 */
export function CronoGame({ gameId, onExit, ...props }: CronoGameProps) {
  if (typeof gameId !== 'string' || gameId === '') {
    throw new Error(
      'CronoGame needs a `gameId` prop: a Crono game id, or the server date for the daily game.',
    );
  }
  // onExit may change after mount (a new closure each render): the store reads this box.
  const exitRef = useRef(onExit);
  useEffect(() => {
    exitRef.current = onExit;
  }, [onExit]);
  const runtime = useWidgetRuntime('CronoGame', props, (deps) =>
    createCronoStore({ ...deps, gameId, onExit: (reason) => exitRef.current?.(reason) }),
  );
  const assetUrl = useAssetUrl(props.api);
  return (
    <WidgetProviders i18n={runtime.i18n} theme={props.theme}>
      <context.WidgetStoreProvider store={runtime.store}>
        <Connected shareUrl={props.shareUrl ?? defaultShareUrl()} assetUrl={assetUrl} />
      </context.WidgetStoreProvider>
    </WidgetProviders>
  );
}

function Connected({
  shareUrl,
  assetUrl,
}: {
  shareUrl: string;
  assetUrl: (path: string) => string;
}) {
  const store = useCronoStoreApi();
  const state = useCronoStore((s) => s);
  const photo = state.game?.currentModel?.photoUrl;
  const refresh = useCallback(() => store.getState().refresh(), [store]);

  // A tab back from the background shows the server's time left, not a frozen one.
  useEffect(() => {
    if (typeof document === 'undefined') return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refresh]);

  return (
    <CronoGameView
      state={state}
      photoUrl={photo ? assetUrl(photo) : null}
      shareUrl={shareUrl}
      onStart={state.start}
      onPick={state.pick}
      onSubmit={state.submitScore}
      onCopy={state.urlCopied}
    />
  );
}
