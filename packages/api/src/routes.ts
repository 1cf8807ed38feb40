/**
 * Where each call of the contract goes, without a dependency: method and path per endpoint, the
 * daily modes' endpoints, the API-key header, and the few values a client needs at run time.
 * The HTTP client and a page need only these, so a page never downloads zod; the contract
 * (contract.ts) adds the schemas to these same routes, and a test checks that both list the same
 * endpoints.
 */
import {
  DAILY_MODE_DEFS,
  DAILY_MODES,
  type DailyMode,
  type DailyModeKey,
  type Difficulty,
  type PictureMode,
} from './modes';

/**
 * The id of the JSON data block in which the server writes a page's first screen: the API's
 * answers that page asks for first, by URL (server routes/first-screen.ts, site firstScreen.ts).
 */
export const FIRST_SCREEN_ID = 'guessdle-first-screen';

/**
 * The id of the JSON data block in which the server writes, on a page it painted, what the
 * page's first-paint loader (site firstPaint.ts) starts once the paint is on screen: a
 * `FirstPaintCode`.
 */
export const FIRST_PAINT_CODE_ID = 'guessdle-code';

/** What a painted page's loader loads: the site's code, and the answers its first screen awaits. */
export interface FirstPaintCode {
  /** The site's entry module, imported once the paint is on screen. */
  entry: string;
  /** The chunks the page needs beside the entry, hinted as `modulepreload` at the same time. */
  preload: string[];
  /** API answers requested beside the code (the game's dataset), kept by URL for the site. */
  fetch: string[];
}

/**
 * What the site says of the page at an address (its server render's `pageAt`, from the site's one
 * map of its pages): the server hints the page's code, writes its first screen's data and paints
 * it from this, without knowing the site's routes or files.
 */
export interface PageAt {
  /** The page's code, as the keys of its chunks in the site's Vite manifest. */
  sources: string[];
  /** The daily game whose day the first screen shows (its answers go into the page), or null. */
  firstScreen: { mode: DailyMode; difficulty: Difficulty | null } | null;
  /** Whether the server paints the first screen (the site's `renderFirstPaint`). */
  painted: boolean;
  /**
   * The address the server paints instead of this one, where endless addresses show the same first
   * screen (every Crono game's is its loading view): the server keeps one painted copy per
   * address it paints, so a flood of game ids costs one render. Absent: the address itself.
   */
  paintedAs?: string;
  /**
   * The daily game the address is about and the day it names (an archive day's address; null for
   * the mode's own page, which shows today's), for its link preview and oEmbed; null (or absent,
   * from an older build) for a page about no daily game.
   */
  preview?: { mode: DailyMode; day: string | null } | null;
  /**
   * False for an address the site shows its "not found" page at (the server answers it 404).
   * Absent: found when `sources` names some code (a route matched), not found otherwise.
   */
  found?: boolean;
}

/**
 * The event the site dispatches on `document` once it has started hydrating a page the server
 * painted: the page's loader (site firstPaint.ts) then hands over the button presses it held
 * while the code was on its way (site main.tsx).
 */
export const HYDRATING_EVENT = 'guessdle:hydrating';

/**
 * The global in which a server-painted page's loader keeps the requests it starts beside the code
 * (site firstPaint.ts): each a promise of the API's JSON answer, or of undefined when the
 * request failed, by the URL it fetched. The site awaits those its first screen names before it
 * hydrates (site firstScreen.ts).
 */
export const FIRST_SCREEN_FETCHES = '__guessdleFetches';

/** The header that carries the API key on every call. */
export const API_KEY_HEADER = 'x-api-key';

export interface Route {
  method: 'GET' | 'POST';
  /** Fastify-style path; `:id` marks a parameter. */
  path: string;
}

/** The three calls of one daily mode, named after its key (`imageGuessDailyGuess`…). */
type DailyModeRouteTable = {
  readonly [M in DailyMode as `${DailyModeKey<M>}DailyGuess`]: {
    readonly method: 'GET';
    readonly path: `/api/${M}/daily-guess/`;
  };
} & {
  readonly [M in DailyMode as `${DailyModeKey<M>}Stats`]: {
    readonly method: 'GET';
    readonly path: `/api/stats/${M}/`;
  };
} & {
  readonly [M in DailyMode as `${DailyModeKey<M>}StatsSuccess`]: {
    readonly method: 'POST';
    readonly path: `/api/stats/${M}/post/`;
  };
};

/** Each daily mode's calls, derived from its registration (modes.ts `DAILY_MODE_DEFS`). */
function dailyModeRouteTable(): DailyModeRouteTable {
  const table: Record<string, Route> = {};
  for (const mode of DAILY_MODES) {
    table[`${DAILY_MODE_DEFS[mode].key}DailyGuess`] = {
      method: 'GET',
      path: `/api/${mode}/daily-guess/`,
    };
  }
  for (const mode of DAILY_MODES) {
    const { key } = DAILY_MODE_DEFS[mode];
    table[`${key}Stats`] = { method: 'GET', path: `/api/stats/${mode}/` };
    table[`${key}StatsSuccess`] = { method: 'POST', path: `/api/stats/${mode}/post/` };
  }
  return table as DailyModeRouteTable;
}

/** Every call of SPEC §7, keyed by operation id. */
export const ROUTES = {
  serverDate: { method: 'GET', path: '/api/server-date/' },
  archive: { method: 'GET', path: '/api/archive/' },
  performers: { method: 'GET', path: '/api/performers/' },
  channels: { method: 'GET', path: '/api/channels/' },
  ...dailyModeRouteTable(),
  cronoNew: { method: 'POST', path: '/api/crono/new' },
  cronoGet: { method: 'GET', path: '/api/crono/:id' },
  cronoCreateId: { method: 'POST', path: '/api/crono/:id/create-id' },
  cronoStart: { method: 'POST', path: '/api/crono/:id/start' },
  cronoGuess: { method: 'POST', path: '/api/crono/:id/guess' },
  cronoSubmitScore: { method: 'POST', path: '/api/crono/:id/submit-score' },
  tracking: { method: 'POST', path: '/api/tracking' },
  transferCreate: { method: 'POST', path: '/api/transfer' },
  transferRedeem: { method: 'POST', path: '/api/transfer/redeem' },
  messages: { method: 'GET', path: '/messages/:language.json' },
} as const satisfies Record<string, Route>;

export type EndpointName = keyof typeof ROUTES;

/** The operation ids of one daily mode's calls. */
export interface DailyModeCalls<M extends DailyMode = DailyMode> {
  daily: `${DailyModeKey<M>}DailyGuess`;
  stats: `${DailyModeKey<M>}Stats`;
  success: `${DailyModeKey<M>}StatsSuccess`;
}

/** The daily-guess and stats endpoints of each daily mode (derived from its key). */
export const dailyModeRoutes = Object.fromEntries(
  DAILY_MODES.map((mode) => {
    const { key } = DAILY_MODE_DEFS[mode];
    return [
      mode,
      { daily: `${key}DailyGuess`, stats: `${key}Stats`, success: `${key}StatsSuccess` },
    ];
  }),
) as { readonly [M in DailyMode]: DailyModeCalls<M> };

export type { PictureMode };

/** Where the server serves a picture mode's picture of the day (Fastify-style path). */
export const DAILY_PICTURE_ROUTE = '/assets/daily/:mode/:date';

/**
 * The address of a picture mode's picture of the day: it names the mode and the date, never the
 * answer (issue 34), unlike the answer's own picture in the dataset (`/assets/performers/{slug}`).
 * Not a call of the contract: a file for an `<img>`, which sends no API key.
 */
export function dailyPicturePath(mode: PictureMode, date: string): string {
  return `/assets/daily/${encodeURIComponent(mode)}/${encodeURIComponent(date)}`;
}

/** A Crono game id: a date (the daily game) or a private game's random id. */
export const CRONO_GAME_ID_PATTERN = /^(\d{4}-\d{2}-\d{2}|[A-Za-z0-9_-]{16,64})$/;

/** Guess errors the client reacts to (SPEC §8). */
export const CRONO_GUESS_ERRORS = [
  'game-not-found',
  'game-already-finished',
  'game-not-started',
  'unknown-user',
  'stale-round',
] as const;
export type CronoGuessError = (typeof CRONO_GUESS_ERRORS)[number];
