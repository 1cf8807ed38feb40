/**
 * What the service worker (../sw.ts) does with each request, and the rules that keep a day's data
 * from outliving its day. Pure functions: the worker calls them, the unit tests call them.
 */

import { DAILY_MODE_DEFS, DAILY_MODES, DIFFICULTIES } from '@guessdle/api/modes';
import { dailyPath, pathTo, PATHS } from '../paths';

/** How the worker answers a request. */
export type RequestKind =
  /** A page of the site (a navigation): network first, the last copy while its day lasts. */
  | 'page'
  /** A day's answer (server date, a daily game's answer of today): the same, with its day. */
  | 'day'
  /** An answer that does not change with the day (a search list, texts, an archive day). */
  | 'lasting'
  /** A search list named by its version (`?v=`): the same bytes forever, cache first. */
  | 'versioned'
  /** A build file whose name carries its hash: cache first, kept for open pages of older builds. */
  | 'code'
  /** Another same-origin file (icons, the manifest, the dataset's pictures): refreshed behind. */
  | 'file'
  /** Not the worker's business: the network, as without a worker. */
  | null;

/**
 * The pages the worker fetches ahead, so that one visit plays every daily game offline: home,
 * each daily mode's page, and each of Classic's difficulties (`/classic/easy`: a game of its own).
 */
export function aheadPages(): string[] {
  return [
    PATHS.home,
    ...DAILY_MODES.flatMap((mode) => [
      dailyPath(mode),
      ...(DAILY_MODE_DEFS[mode].picture === 'clues'
        ? DIFFICULTIES.map((difficulty) => pathTo('difficulty', { difficulty }))
        : []),
    ]),
  ];
}

/**
 * The daily games' answer of the day, the server date and the archive's range (its last day is
 * today): data that ends with the day. The range kept, an archive address opened offline still
 * tells a day before the first from a playable one (issue 56).
 */
const DAY_API = /^\/api\/(server-date|archive|[a-z0-9-]+\/daily-guess)\/$/;
/** The search lists (the performers, the channels). */
const LISTS_API = /^\/api\/(performers|channels)\/$/;
/** A build file named by Vite with its content hash (`Name-AbC12_-x.js`). */
const HASHED = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.(js|css|json|woff2?)$/;

/**
 * The kind of a request of `method` for `url`, made by a page on `origin` (`navigate` when it is
 * a navigation). Only the site's own GETs are answered; `/embed/…` pages (the iframes other sites
 * show, in their own storage) and every call that changes something go to the network as always.
 */
export function requestKind(
  method: string,
  url: URL,
  origin: string,
  navigate: boolean,
): RequestKind {
  if (method !== 'GET' || url.origin !== origin) return null;
  const path = url.pathname;
  if (navigate) {
    if (path.startsWith('/embed/') || path.startsWith('/api/') || path.startsWith('/assets/')) {
      return null;
    }
    return 'page';
  }
  if (DAY_API.test(path)) {
    // A past day (the archive's `date`) is the same answer forever.
    return url.searchParams.has('date') ? 'lasting' : 'day';
  }
  if (LISTS_API.test(path)) return url.searchParams.has('v') ? 'versioned' : 'lasting';
  if (path.startsWith('/messages/')) return 'lasting';
  if (HASHED.test(path)) return 'code';
  if (path.startsWith('/api/') || path === '/sw.js' || path === '/config.js') return null;
  // The daily picture names its day in its address: one more file, never another day's.
  if (path.startsWith('/assets/') || /\.(png|svg|webp|jpe?g|ico|webmanifest)$/.test(path)) {
    return 'file';
  }
  return null;
}

/**
 * The instant (epoch ms) a page's day ends: the `expires` of its data island (the server's
 * first-screen.ts writes `{"expires":"…"` there); null for a page that carries none.
 */
export function pageDayEnd(html: string): number | null {
  const found =
    /<script type="application\/json" id="guessdle-first-screen">\{"expires":"([^"]+)"/.exec(html);
  if (!found?.[1]) return null;
  const end = Date.parse(found[1]);
  return Number.isNaN(end) ? null : end;
}

/** Whether data whose day ends at `end` (epoch ms) may still be shown at `now`. */
export function stillItsDay(end: number | null, now: number): boolean {
  return end !== null && now < end;
}

/** The URL under which a page is kept: its address without query or fragment. */
export function pageKey(url: URL): string {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : '/';
  return `${url.origin}${path.toLowerCase()}`;
}

/** The picture the page preloads (a picture mode's picture of the day), if any. */
export function pagePictures(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" as="image"[^>]* href="([^"]+)"/g)].flatMap(
    (match) => (match[1] ? [match[1].replace(/&amp;/g, '&')] : []),
  );
}

interface Island {
  responses?: Record<string, unknown>;
  fetch?: Record<string, unknown>;
}

/** A page's data island (the server's first-screen.ts), or null. */
function pageIsland(html: string): Island | null {
  const found = /id="guessdle-first-screen">(\{.*?\})<\/script>/s.exec(html);
  if (!found?.[1]) return null;
  try {
    return JSON.parse(found[1]) as Island;
  } catch {
    return null;
  }
}

/**
 * The search lists the page's loader asks for, as `[asked, url]`: the URL the site's client asks
 * for it by, and the one the loader requests (by its version); the island's `fetch`.
 */
export function pageLists(html: string): Array<[string, string]> {
  return Object.entries(pageIsland(html)?.fetch ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
}

/**
 * The API's answers written into the page (its island's `responses`, by the URL the site's client
 * asks for them), as `[url, json]`: the worker keeps them as those requests' answers, so that a
 * game opened from another page (the site's own navigation asks the API) plays offline too.
 */
export function pageAnswers(html: string): Array<[string, string]> {
  return Object.entries(pageIsland(html)?.responses ?? {}).map(([url, answer]) => [
    url,
    JSON.stringify(answer),
  ]);
}

/** The site's API key from a page's globals (`window.__GUESSDLE__ = {…"apiKey":"…"…}`). */
export function pageApiKey(html: string): string | null {
  return /window\.__GUESSDLE__ = \{[^<]*?"apiKey":"([^"\\]+)"/.exec(html)?.[1] ?? null;
}
