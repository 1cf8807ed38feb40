/**
 * What a failed load of code means, decided once for every `later()` part.
 *
 * A dynamic import fails for two reasons that look alike from inside the page: the connection is
 * gone, or the chunk is gone because a new build was deployed while the tab was open (its hashed
 * file names changed). Offline, nothing helps but waiting: the part shows its retry and tries again
 * on `online` and on focus. A chunk that is gone never comes back: the page must reload to get the
 * new build's entry. We tell the two apart by asking the page's own server (a `HEAD` of the page's
 * address, never cached): if it answers, the network is fine and the chunk is gone.
 *
 * Reloading is the page's choice, not a part's: the site turns it on (`reloadOnMissingChunk`); a
 * React host that embeds the widgets keeps its page as it is unless it turns it on too. A reload
 * happens once per `RELOAD_AGAIN_AFTER_MS` in a tab, so a chunk still missing after the reload (a
 * deploy that went wrong) shows the retry instead of reloading in a loop. What the player did is
 * already in storage (guesses, results waiting to be sent), so the reload loses nothing.
 */

import { setLoadRecovery } from './later';
import { keepPressForReplay, watchPresses } from './replay';

/** How the page recovers from a chunk that is gone; null until a page turns it on. */
interface Reloading {
  /** Reloads the page (the tests pass their own). */
  reload(): void;
  /** The tab's session storage, where the last reload's time is kept. */
  session: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Does the page's server answer? (the tests pass their own) */
  serverAnswers(): Promise<boolean>;
  now(): number;
}

let reloading: Reloading | null = null;

/** Session-storage key of the time of the last reload made for a missing chunk. */
export const RELOADED_AT_KEY = 'guessdle:reloaded-for-missing-chunk';
/** A second missing chunk within this time shows the retry instead of reloading again. */
export const RELOAD_AGAIN_AFTER_MS = 5 * 60_000;

function sessionStorageOrNull(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked (a sandboxed frame, some privacy settings): no memory of a reload.
    return null;
  }
}

async function pageServerAnswers(): Promise<boolean> {
  try {
    const response = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' });
    return response.status < 500;
  } catch {
    return false;
  }
}

/**
 * Turns on the page reload for a chunk that is gone (the site's pages and its /embed frames): the
 * recovery every `later()` part's failed load goes through. Returns a function that turns it off
 * again (tests).
 */
export function reloadOnMissingChunk(options: Partial<Reloading> = {}): () => void {
  setLoadRecovery(recoverFromLoadFailure);
  // The press that needed the code is pressed again after the reload (replay.ts).
  const stopWatching = typeof document === 'undefined' ? () => {} : watchPresses(document);
  reloading = {
    reload: () => window.location.reload(),
    session: sessionStorageOrNull(),
    serverAnswers: pageServerAnswers,
    now: () => Date.now(),
    ...options,
  };
  return () => {
    setLoadRecovery(null);
    stopWatching();
    reloading = null;
  };
}

/**
 * Called with every failed load of code, before the error reaches the part. Resolves when
 * the part should show its retry; reloads the page once when the chunk is gone.
 */
export async function recoverFromLoadFailure(_error: unknown): Promise<void> {
  const page = reloading;
  // Without a place to remember the reload, a chunk missing for good would reload in a loop.
  if (!page?.session) return;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  if (!(await page.serverAnswers())) return;
  if (page.now() - Number(read(page.session) ?? 0) < RELOAD_AGAIN_AFTER_MS) return;
  if (remember(page.session, String(page.now()))) {
    keepPressForReplay(page.session, page.now());
    page.reload();
  }
}

function read(session: Pick<Storage, 'getItem'>): string | null {
  try {
    return session.getItem(RELOADED_AT_KEY);
  } catch {
    return null;
  }
}

/** False when the time cannot be kept (a full storage): then no reload, for the reason above. */
function remember(session: Pick<Storage, 'setItem'>, value: string): boolean {
  try {
    session.setItem(RELOADED_AT_KEY, value);
    return true;
  } catch {
    return false;
  }
}
