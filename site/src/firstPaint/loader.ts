/**
 * The first-paint loader: the early script of a page the server painted (server routes/page.ts
 * writes it inline, with the data it reads, in place of the entry's script). The visitor sees the
 * game without waiting for any script; the code comes once the first screen is on screen.
 *
 * Once the paint is there (after the next frame, and after the picture of a picture mode, or
 * 1.5 s of waiting for it), the hints for the site's chunks go into the head (they download in
 * parallel) and the entry is imported. Until then the network carries the page and its picture
 * only. A tab in the background draws no frames: it starts at once. A press on one of the page's
 * buttons before then (the language picker, a clue) starts the code at once and is held: once the
 * site says it is hydrating (`HYDRATING_EVENT`, main.tsx), the held presses are clicked again, for
 * React to handle; links work without the code. With the code, it requests the answers the page
 * names (the game's dataset, see the server's first-screen.ts) with the page's API key, and keeps
 * each promise in `window[FIRST_SCREEN_FETCHES]` by its URL for the site (firstScreen.ts).
 * Adding the hints, importing the entry and requesting the dataset are three tasks: each costs the
 * browser a few milliseconds of work outside the page's code, and three short tasks block the
 * page less than one long one.
 *
 * Built by Vite as an entry of its own (../firstPaint.ts, vite.config.ts), self-contained: the
 * server inlines the built file, and the CSP allows it by its hash.
 */
import {
  API_KEY_HEADER,
  FIRST_PAINT_CODE_ID,
  FIRST_SCREEN_FETCHES,
  HYDRATING_EVENT,
  type FirstPaintCode,
} from '@guessdle/api';

/** The longest wait for a picture mode's picture before the code starts anyway. */
const PICTURE_WAIT_MS = 1500;

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

  const go = () => {
    if (started) return;
    started = true;
    for (const href of [code.entry, ...code.preload]) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
    win.setTimeout(() => void run(code.entry));
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
      for (const button of held) button.click();
    },
    { once: true },
  );

  const painted = () => win.requestAnimationFrame(() => win.setTimeout(go));
  const picture = root?.querySelector('img');
  if (doc.visibilityState !== 'visible') go();
  else if (picture && !picture.complete) {
    picture.addEventListener('load', painted);
    picture.addEventListener('error', painted);
    win.setTimeout(go, PICTURE_WAIT_MS);
  } else painted();
}
