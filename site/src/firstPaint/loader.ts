/**
 * The first-paint loader: the early script of a page the server painted (server routes/page.ts
 * writes it inline, with the data it reads, in place of the entry's script). The visitor sees the
 * game without waiting for any script; the code comes once the first screen is on screen.
 *
 * Once the paint is on screen, the hints for the site's chunks go into the head (they download in
 * parallel) and the entry is imported. On screen, not only drawn: the browser's paint timing
 * entries say when a frame was shown (the first contentful paint, or 1.5 s of waiting for it; for
 * a picture mode, the largest contentful paint of its picture, or 300 ms after it loaded, or
 * 1.5 s of waiting for it to load), some frames after the page's code could have started it.
 * Started earlier, the code's downloads raced the first frame: Lighthouse then counted them in
 * the first paint in some runs and not in others, and desktop LCP came out either at 0.5–0.8×
 * the baseline or at 1.3–1.5× for one build. Where those entries are not supported, the next
 * frame stands in. Until then the network carries the page and its picture only. A tab in the
 * background draws no frames: it starts at once.
 *
 * A press on one of the page's buttons before then (the language picker, a clue) starts the code
 * at once and is held: once the site says it is hydrating (`HYDRATING_EVENT`, main.tsx), the held
 * presses are clicked again, for React to handle; links work without the code. This is the one
 * place that replays an early press. An entry that fails to load is imported again at the next
 * press, when the connection comes back or the page gets focus; one that is gone (a deploy under
 * an open tab) reloads the page once (`@guessdle/games/later`'s recovery, as for every chunk). With the code, it
 * requests the answers the page names (the game's dataset, see the server's first-screen.ts) with
 * the page's API key, and keeps each promise in `window[FIRST_SCREEN_FETCHES]` by its URL for the
 * site (firstScreen.ts). Adding the hints, importing the entry and requesting the dataset are
 * three tasks: each costs the browser a few milliseconds of work outside the page's code, and
 * three short tasks block the page less than one long one.
 *
 * Built by Vite as an entry of its own (../firstPaint.ts, vite.first-paint.config.ts, apart from
 * the site's build), self-contained: the server inlines the built file, and the CSP allows it by
 * its hash.
 */
import {
  API_KEY_HEADER,
  FIRST_PAINT_CODE_ID,
  FIRST_SCREEN_FETCHES,
  HYDRATING_EVENT,
  type FirstPaintCode,
} from '@guessdle/api';
import { recoverFromLoadFailure, reloadOnMissingChunk } from '@guessdle/games/internal';

/** The longest wait for a picture mode's picture before the code starts anyway. */
const PICTURE_WAIT_MS = 1500;

/** After a picture has loaded, the longest wait for its paint entry before the code starts. */
const PICTURE_SHOWN_WAIT_MS = 300;
/** The longest wait for the first contentful paint's entry (a page that never gets one). */
const FIRST_PAINT_WAIT_MS = 1500;

/**
 * Calls `then` (once) when the browser has shown the page's first content, or `element` when
 * given: from the paint timing entries, which come once the frame is on screen; after the next
 * frame where they are not supported.
 */
function whenShown(win: Window & typeof globalThis, element: Element | null, then: () => void) {
  const type = element ? 'largest-contentful-paint' : 'paint';
  const Observer = win.PerformanceObserver as typeof PerformanceObserver | undefined;
  if (!Observer?.supportedEntryTypes?.includes(type)) {
    win.requestAnimationFrame(() => win.setTimeout(then));
    return;
  }
  const observer = new Observer((list) => {
    const shown = list
      .getEntries()
      .some((entry) =>
        element
          ? (entry as PerformanceEntry & { element?: Element | null }).element === element
          : entry.name === 'first-contentful-paint',
      );
    if (!shown) return;
    observer.disconnect();
    win.setTimeout(then);
  });
  observer.observe({ type, buffered: true });
}

/** Reads the data the server wrote for the loader; null when the page carries none. */
export function readFirstPaintCode(doc: Document): FirstPaintCode | null {
  const text = doc.getElementById(FIRST_PAINT_CODE_ID)?.textContent;
  return text ? (JSON.parse(text) as FirstPaintCode) : null;
}

/** Runs the page's entry module (tests pass their own). */
export type EntryRunner = (url: string) => Promise<unknown>;
const runEntry: EntryRunner = (url) => import(/* @vite-ignore */ url);

/** Starts the loader on `win`'s page: see the module's comment. */
export function startFirstPaint(
  win: Window & typeof globalThis,
  code: FirstPaintCode,
  run: EntryRunner = runEntry,
): void {
  const doc = win.document;
  const root = doc.getElementById('root');
  const fetches: Record<string, Promise<unknown>> = {};
  (win as unknown as Record<string, unknown>)[FIRST_SCREEN_FETCHES] = fetches;
  const apiKey = (win as unknown as { __GUESSDLE__?: { apiKey?: string } }).__GUESSDLE__?.apiKey;
  const held: HTMLElement[] = [];
  let started = false;
  /** The entry failed to load: the next press, `online` or focus imports it again. */
  let failed = false;

  const runEntry = () => {
    failed = false;
    run(code.entry).catch(async (error: unknown) => {
      // Gone for good (a deploy replaced the build): the page reloads once. Offline: the painted
      // page stays, its presses held, until a way back in (see `retry`).
      await recoverFromLoadFailure(error);
      failed = true;
    });
  };
  const retry = () => {
    if (failed) runEntry();
  };
  win.addEventListener('online', retry);
  win.addEventListener('focus', retry);

  const go = () => {
    if (started) return retry();
    started = true;
    reloadOnMissingChunk();
    for (const href of [code.entry, ...code.preload]) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
    win.setTimeout(runEntry);
    for (const url of code.fetch) {
      fetches[url] = new Promise((resolve) => win.setTimeout(resolve))
        .then(() => win.fetch(url, { headers: { [API_KEY_HEADER]: apiKey ?? '' } }))
        .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
        .catch(() => undefined);
    }
  };

  const hold = (event: Event) => {
    const target = event.target;
    const button = target instanceof win.Element ? target.closest('button') : null;
    if (!button || !root?.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(button);
    go();
  };
  win.addEventListener('click', hold, true);
  doc.addEventListener(
    HYDRATING_EVENT,
    () => {
      win.removeEventListener('click', hold, true);
      win.removeEventListener('online', retry);
      win.removeEventListener('focus', retry);
      for (const button of held) button.click();
    },
    { once: true },
  );

  const picture = root?.querySelector('img');
  if (doc.visibilityState !== 'visible') go();
  else if (picture) {
    // A picture that failed, or that is not the page's largest paint, never gets its entry.
    const loaded = () => {
      whenShown(win, picture, go);
      win.setTimeout(go, PICTURE_SHOWN_WAIT_MS);
    };
    if (picture.complete) loaded();
    else {
      picture.addEventListener('load', loaded, { once: true });
      picture.addEventListener('error', go, { once: true });
      win.setTimeout(go, PICTURE_WAIT_MS);
    }
  } else {
    whenShown(win, null, go);
    win.setTimeout(go, FIRST_PAINT_WAIT_MS);
  }
}
