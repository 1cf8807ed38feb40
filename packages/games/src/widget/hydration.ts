import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in a server render and while React hydrates that render's HTML; true in every client
 * render after it, and from the first render of a widget mounted on the client alone.
 *
 * Until then a widget renders its loading view, unless the host hands in what makes a server's
 * render and a browser's alike: the texts (`messages`, or its own i18next instance holding them)
 * or the first screen's answers (`api.atHand`, the Guessdle site's pages). A server cannot render
 * the game a player sees: the puzzle is fetched and the guesses are read from storage in the
 * browser. What it could render depends on what its process happens to hold (a language's texts,
 * loaded by an earlier request), which a browser's first render does not: the two would differ,
 * and React reports a hydration mismatch (error #418) and renders the page again from scratch.
 * The same loading view on both sides makes the hydration exact; the game follows at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
