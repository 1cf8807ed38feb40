/**
 * The site's service worker (`/sw.js`, scope `/`): the site opens and plays without a connection
 * once it has been visited, and never shows a day's data past that day. Built by vite-plugin-pwa
 * (`injectManifest`: this file, with the build's file list in `self.__WB_MANIFEST`) on Workbox's
 * strategies and expiration; registered by site/src/serviceWorker.ts (from the first-paint loader)
 * once the page has loaded. What it does with each request is `requestKind` (sw/routes.ts):
 *
 * - **pages**: the network first (with navigation preload, so the worker costs a page no wait);
 *   each page the server sends is kept, and shown offline only while its day lasts (the `expires`
 *   of its data island). Past it, or never kept: a short offline page (sw/offlinePage.ts), never
 *   yesterday's puzzle. `/embed/…` pages are left alone (docs/architecture.md, "Offline and
 *   updates").
 * - **a day's answers** (server date, a daily game's answer, the archive's range): the network
 *   first; a kept answer is given only until the next reset the server announced (its
 *   `nextResetAt`); past it the request fails as it would with no worker, and the game says it
 *   cannot load.
 * - **search lists, texts, archive days**: the network first, the last copy offline; a list named
 *   by its version, cache first.
 * - **the build's hashed files**: all of the build's are fetched when the worker installs, then
 *   served cache first. Files of earlier builds stay (30 days since last use): an open page of an
 *   older build keeps loading its own chunks, never a mix, and no chunk goes missing under it.
 *
 * Updates: a new worker activates at once (skipWaiting + clients.claim). That is safe because
 * nothing it serves depends on the build of the page asking: a page's code is named by hash, and
 * pages come from the network first. An open page goes on with its own build; the next
 * navigation gets the new build's page, and so its new chunks.
 *
 * Stats, Crono, tracking and every POST go to the network: the outbox
 * (packages/games/src/daily/outbox.ts) keeps a win until it can be posted.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import type { PrecacheEntry } from 'workbox-precaching';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { API_KEY_HEADER } from '@guessdle/api';
import { offlineLanguage, offlinePageHtml, offlinePageKind } from './sw/offlinePage';
import { notedLanguage } from './sw/pageLanguage';
import {
  aheadPages,
  pageAnswers,
  pageApiKey,
  pageDayEnd,
  pageKey,
  pageLists,
  pagePictures,
  requestKind,
  stillItsDay,
  type RequestKind,
} from './sw/routes';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Response | Promise<Response>): void;
}
interface WorkerScope {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  location: Location;
  navigator: Navigator;
  registration: {
    navigationPreload?: { enable(): Promise<void> };
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
declare const self: WorkerScope;

const CODE_CACHE = 'guessdle-code';
const PAGES_CACHE = 'guessdle-pages';
const DATA_CACHE = 'guessdle-data';
const FILES_CACHE = 'guessdle-files';
/** The header a kept day answer carries: the instant (ISO) its day ends. */
const DAY_END_HEADER = 'x-guessdle-day-end';
/** Where the worker keeps the end of the day the server last announced (server date). */
const DAY_END_KEY = '/__guessdle/day-end';
/** Where the worker notes the day its pages were last fetched ahead. */
const AHEAD_KEY = '/__guessdle/ahead';

/** The pages fetched ahead: home and each daily game (one visit plays them all offline). */
const AHEAD_PAGES = aheadPages();

/**
 * Kept answers vary on Origin and Accept-Encoding (the server says so), which a module script's
 * request and the worker's own request ahead of it do not send alike: the bytes are the same.
 */
const matchOptions = { ignoreVary: true };

const code = new CacheFirst({
  cacheName: CODE_CACHE,
  matchOptions,
  plugins: [new ExpirationPlugin({ maxAgeSeconds: 30 * 24 * 3600, maxEntries: 600 })],
});
const files = new StaleWhileRevalidate({
  cacheName: FILES_CACHE,
  matchOptions,
  plugins: [new ExpirationPlugin({ maxAgeSeconds: 7 * 24 * 3600, maxEntries: 300 })],
});
const lasting = new NetworkFirst({ cacheName: DATA_CACHE, matchOptions });
const versioned = new CacheFirst({
  cacheName: DATA_CACHE,
  matchOptions,
  plugins: [new ExpirationPlugin({ maxEntries: 20 })],
});

/** The site's unhashed files every page shows or names (revalidated behind, as any file). */
const SHELL_FILES = ['/favicon.png', '/manifest.webmanifest', '/icon-192.png'];

/** The build's hashed files (the manifest vite-plugin-pwa writes in). */
const buildFiles = self.__WB_MANIFEST.map((entry) =>
  new URL(typeof entry === 'string' ? entry : entry.url, self.location.origin).toString(),
);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CODE_CACHE);
      const missing = [];
      for (const url of buildFiles) if (!(await cache.match(url, matchOptions))) missing.push(url);
      // Through the strategy: its expiration plugin notes each file's time.
      await Promise.all([
        ...missing.map((url) => code.handle({ event, request: new Request(url) })),
        ...SHELL_FILES.map((url) => files.handle({ event, request: new Request(url) })),
      ]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await self.registration.navigationPreload?.enable();
      await fetchAhead(event);
    })(),
  );
});
clientsClaim();

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const kind = requestKind(
    request.method,
    new URL(request.url),
    self.location.origin,
    request.mode === 'navigate',
  );
  const answer = handler(kind, event);
  if (answer) event.respondWith(answer);
});

function handler(kind: RequestKind, event: FetchEvent): Promise<Response> | undefined {
  const { request } = event;
  switch (kind) {
    case 'page':
      return page(event);
    case 'day':
      return day(request);
    case 'lasting':
      return lasting.handle({ event, request });
    case 'versioned':
      return versioned.handle({ event, request });
    case 'code':
      return code.handle({ event, request });
    case 'file':
      return files.handle({ event, request });
    default:
      return undefined;
  }
}

/** A page: the network (or its preload) first, kept; offline, the copy while its day lasts. */
async function page(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const key = pageKey(new URL(request.url));
  try {
    const response = (await event.preloadResponse) ?? (await fetch(request));
    if (response.ok && response.headers.get('content-type')?.startsWith('text/html')) {
      const copy = response.clone();
      event.waitUntil(
        (async () => {
          await keepPage(key, copy);
          await fetchAhead(event);
        })(),
      );
    }
    return response;
  } catch {
    const kept = await (await caches.open(PAGES_CACHE)).match(key, matchOptions);
    if (kept && stillItsDay(pageDayEnd(await kept.clone().text()), Date.now())) return kept;
    // In the player's language (the one the page noted), with words that fit this page.
    const language = offlineLanguage([
      await notedLanguage(caches, self.location.origin),
      ...self.navigator.languages,
    ]);
    const kind = offlinePageKind(new URL(request.url).pathname);
    return new Response(offlinePageHtml(language, kind), {
      status: 503,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
}

/**
 * Keeps a page's HTML, the end of its day, and the API's answers it carries (a day's answer with
 * that end, as `day` keeps it).
 */
async function keepPage(key: string, response: Response): Promise<string> {
  const html = await response.clone().text();
  await (await caches.open(PAGES_CACHE)).put(key, response);
  const end = pageDayEnd(html);
  if (end === null) return html;
  await noteDayEnd(end);
  const data = await caches.open(DATA_CACHE);
  await Promise.all(
    pageAnswers(html).map(([path, json]) => {
      const url = new URL(path, self.location.origin);
      const kind = requestKind('GET', url, self.location.origin, false);
      if (kind !== 'day' && kind !== 'lasting') return undefined;
      const headers = new Headers({ 'content-type': 'application/json; charset=utf-8' });
      if (kind === 'day') headers.set(DAY_END_HEADER, new Date(end).toISOString());
      return data.put(url.toString(), new Response(json, { headers }));
    }),
  );
  return html;
}

/**
 * Once a day, the pages a player may open offline: home and each daily game, with what they
 * load beside them (the search list their loader asks for, the picture of the day).
 */
async function fetchAhead(event: ExtendableEvent): Promise<void> {
  const data = await caches.open(DATA_CACHE);
  const done = await data.match(AHEAD_KEY);
  if (done && stillItsDay(Number(await done.text()), Date.now())) return;
  let end: number | null = null;
  await Promise.all(
    AHEAD_PAGES.map(async (path) => {
      try {
        const url = new URL(path, self.location.origin);
        const response = await fetch(url, { credentials: 'same-origin' });
        if (!response.ok) return;
        const html = await keepPage(pageKey(url), response);
        end = pageDayEnd(html) ?? end;
        const key = pageApiKey(html);
        await Promise.all([
          ...pageLists(html).map(async ([asked, list]) => {
            const answer = await versioned.handle({
              event,
              request: new Request(new URL(list, url), {
                headers: key ? { [API_KEY_HEADER]: key } : {},
              }),
            });
            // Also as the list the site's client asks for, on a game opened from another page.
            if (answer.ok) await data.put(new URL(asked, url).toString(), answer);
          }),
          ...pagePictures(html).map((picture) =>
            files.handle({ event, request: new Request(new URL(picture, url)) }),
          ),
        ]);
      } catch {
        // Offline or refused: the next page fetched from the network tries again.
      }
    }),
  );
  if (end !== null) await data.put(AHEAD_KEY, new Response(String(end)));
}

/** Notes the end of today (epoch ms), as the server announced it. */
async function noteDayEnd(end: number): Promise<void> {
  await (await caches.open(DATA_CACHE)).put(DAY_END_KEY, new Response(String(end)));
}

/** The end of today as last announced, or null (none known, or already past). */
async function knownDayEnd(): Promise<number | null> {
  const noted = await (await caches.open(DATA_CACHE)).match(DAY_END_KEY);
  const end = noted ? Number(await noted.text()) : NaN;
  return stillItsDay(end, Date.now()) ? end : null;
}

/**
 * A day's answer: the network first; kept with the end of its day (the server date's own
 * `nextResetAt`, or the last announced one), and given offline only before that instant.
 */
async function day(request: Request): Promise<Response> {
  const cache = await caches.open(DATA_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) {
      const body = await response.clone().text();
      let end = await knownDayEnd();
      if (new URL(request.url).pathname === '/api/server-date/') {
        const next = Date.parse((JSON.parse(body) as { nextResetAt?: string }).nextResetAt ?? '');
        if (!Number.isNaN(next)) {
          end = next;
          await noteDayEnd(next);
        }
      }
      if (end !== null) {
        const headers = new Headers(response.headers);
        headers.set(DAY_END_HEADER, new Date(end).toISOString());
        await cache.put(request, new Response(body, { status: response.status, headers }));
      }
    }
    return response;
  } catch (error) {
    const kept = await cache.match(request, matchOptions);
    const end = Date.parse(kept?.headers.get(DAY_END_HEADER) ?? '');
    if (kept && stillItsDay(Number.isNaN(end) ? null : end, Date.now())) return kept;
    // Past its day: the request fails as with no worker; the game says it cannot load today's.
    throw error;
  }
}
