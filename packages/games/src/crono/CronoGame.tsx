import { useCallback, useEffect } from 'react';
import type { StoreApi } from 'zustand';
import { defineWidget, type WidgetBaseProps, type WidgetBodyProps } from '../widget/defineWidget';
import {
  createCronoStore,
  type CronoActions,
  type CronoExitReason,
  type CronoState,
} from './cronoStore';
import { CronoGameView } from './CronoGameView';

/** The props of `<CronoGame>`: the widget contract plus the game and the way out. */
export interface CronoGameProps extends WidgetBaseProps {
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
  /**
   * Where a finished run offers to play a new game: a run is played once per game, so the site
   * gives `/crono/new` (a new private game). @default undefined: no such link
   */
  playAgainHref?: string;
  /**
   * How long a run lasts on the server this widget plays against, when the host knows it (the
   * site reads it from its page globals): the rules then show while the game loads, so a player
   * reads them at once (and a page the server painted shows them before any script).
   * @default undefined: the loading view alone until the game arrives
   */
  roundSeconds?: number;
}

type CronoStoreState = CronoState & CronoActions;

/**
 * A tab back from the background shows the server's time left, not a frozen one; so does a page
 * back online (a network change may have lost answers meanwhile).
 */
function useRefreshWhenVisible(store: StoreApi<CronoStoreState>): void {
  const refresh = useCallback(() => store.getState().refresh(), [store]);
  useEffect(() => {
    if (typeof document === 'undefined') return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    const onOnline = () => void refresh();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onOnline);
    };
  }, [refresh]);
}

/** The store fields Crono's body renders (its view's, and the callbacks it hands on). */
const CRONO_SLICE = [
  'status',
  'game',
  'secondsLeft',
  'startPending',
  'guessPending',
  'submitPending',
  'scoreWaiting',
  'lastPick',
  'feedback',
  'exited',
  'start',
  'pick',
  'submitScore',
  'urlCopied',
] as const satisfies readonly (keyof CronoStoreState)[];
type CronoSlice = (typeof CRONO_SLICE)[number];

function CronoBody({
  state,
  props,
  assetUrl,
  shareUrl,
}: WidgetBodyProps<CronoGameProps, CronoStoreState, CronoSlice>) {
  const photo = state.game?.currentModel?.photoUrl;
  return (
    <CronoGameView
      state={state}
      photoUrl={photo ? assetUrl(photo) : null}
      shareUrl={shareUrl}
      onStart={state.start}
      onPick={state.pick}
      onSubmit={state.submitScore}
      onCopy={state.urlCopied}
      playAgainHref={props.playAgainHref}
      roundSeconds={props.roundSeconds}
    />
  );
}

const widget = defineWidget<CronoGameProps, CronoStoreState, CronoSlice>({
  name: 'CronoGame',
  hookName: 'useCronoStore',
  createStore(deps, { gameId }, latest) {
    if (typeof gameId !== 'string' || gameId === '') {
      throw new Error(
        'CronoGame needs a `gameId` prop: a Crono game id, or the server date for the daily game.',
      );
    }
    // onExit may change after mount (a new closure each render): read the latest one.
    return createCronoStore({ ...deps, gameId, onExit: (reason) => latest().onExit?.(reason) });
  },
  useStoreEffects: useRefreshWhenVisible,
  slice: CRONO_SLICE,
  Body: CronoBody,
});

/**
 * Crono (SPEC §1-§4): a 60-second run picking the right model under a photo, daily or private,
 * with a leaderboard. One store, one i18next instance and one theme provider per instance.
 */
export const CronoGame = widget.Game;
/** Reads the Crono store of the enclosing `<CronoGame>`; throws outside one. */
export const useCronoStore = widget.useStore;
/** The Crono store API of the enclosing `<CronoGame>`; throws outside one. */
export const useCronoStoreApi = widget.useStoreApi;
