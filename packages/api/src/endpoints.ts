import type { z } from 'zod';
import {
  archiveResponseSchema,
  channelsResponseSchema,
  classicDailyQuerySchema,
  classicStatsQuerySchema,
  cronoCreateIdResponseSchema,
  cronoCreateResponseSchema,
  cronoGameSchema,
  cronoGetQuerySchema,
  cronoGuessBodySchema,
  cronoGuessResponseSchema,
  cronoParamsSchema,
  cronoSubmitBodySchema,
  cronoUserBodySchema,
  dailyGuessResponseSchema,
  dailyQuerySchema,
  datasetQuerySchema,
  emptySchema as empty,
  languageParamsSchema,
  messagesResponseSchema,
  performersResponseSchema,
  serverDateResponseSchema,
  statsResponseSchema,
  statsSuccessBodySchema,
  trackingBodySchema,
  transferCodeSchema,
  transferCreateBodySchema,
  transferRedeemBodySchema,
  transferRedeemResponseSchema,
} from './contract';
import { DAILY_MODE_DEFS, DAILY_MODES, type DailyMode } from './modes';
import {
  dailyModeRoutes,
  ROUTES,
  type DailyModeCalls,
  type EndpointName,
  type Route,
} from './routes';

/**
 * The table of every call: the contract's schemas (contract.ts) for each route of `ROUTES`. The
 * server registers its routes from it, the mock API and `contractValidator` validate with it, and
 * the OpenAPI document is generated from it.
 */

export interface EndpointDef extends Route {
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 2xx answer; undefined means 204 No Content. */
  response?: z.ZodType;
  /** Answers carry a strong ETag and may be revalidated (304) or cached (see `datasetQuerySchema`). */
  cacheable?: true;
}

/** One daily mode's three calls, with their schemas (Classic's take a difficulty pool). */
type DailyModeEndpoints = {
  readonly [
    M in DailyMode as DailyModeCalls<M>['daily']
  ]: (typeof ROUTES)[DailyModeCalls<M>['daily']] & {
    summary: string;
    query: M extends 'classic' ? typeof classicDailyQuerySchema : typeof dailyQuerySchema;
    response: typeof dailyGuessResponseSchema;
  };
} & {
  readonly [
    M in DailyMode as DailyModeCalls<M>['stats']
  ]: (typeof ROUTES)[DailyModeCalls<M>['stats']] & {
    summary: string;
    query: M extends 'classic' ? typeof classicStatsQuerySchema : typeof empty;
    response: typeof statsResponseSchema;
  };
} & {
  readonly [
    M in DailyMode as DailyModeCalls<M>['success']
  ]: (typeof ROUTES)[DailyModeCalls<M>['success']] & {
    summary: string;
    body: typeof statsSuccessBodySchema;
    response: typeof statsResponseSchema;
  };
};

/** Each daily mode's calls, derived from its registration (modes.ts `DAILY_MODE_DEFS`). */
function dailyModeEndpoints(calls: 'daily' | 'stats'): Record<string, EndpointDef> {
  const table: Record<string, EndpointDef> = {};
  for (const mode of DAILY_MODES) {
    const { title } = DAILY_MODE_DEFS[mode];
    const names = dailyModeRoutes[mode];
    const classic = mode === 'classic';
    if (calls === 'daily') {
      table[names.daily] = {
        ...ROUTES[names.daily],
        summary: classic
          ? `Today's and yesterday's ${title} answers, per difficulty pool (or a past day's: \`date\`)`
          : `Today's and yesterday's ${title} answers (or a past day's: \`date\`)`,
        query: classic ? classicDailyQuerySchema : dailyQuerySchema,
        response: dailyGuessResponseSchema,
      };
      continue;
    }
    table[names.stats] = {
      ...ROUTES[names.stats],
      summary: `How many players found today’s ${title} answer`,
      query: classic ? classicStatsQuerySchema : empty,
      response: statsResponseSchema,
    };
    table[names.success] = {
      ...ROUTES[names.success],
      summary: `Record ${/^[AEIOU]/.test(title) ? 'an' : 'a'} ${title} success (counted once per client and day)`,
      body: statsSuccessBodySchema,
      response: statsResponseSchema,
    };
  }
  return table;
}

const cronoEndpoints = {
  cronoNew: {
    ...ROUTES.cronoNew,
    summary: 'Create a private Crono game and a user id in it',
    response: cronoCreateResponseSchema,
  },
  cronoGet: {
    ...ROUTES.cronoGet,
    summary: 'A Crono game as one user sees it',
    params: cronoParamsSchema,
    query: cronoGetQuerySchema,
    response: cronoGameSchema,
  },
  cronoCreateId: {
    ...ROUTES.cronoCreateId,
    summary: 'Issue an anonymous user id in a game',
    params: cronoParamsSchema,
    response: cronoCreateIdResponseSchema,
  },
  cronoStart: {
    ...ROUTES.cronoStart,
    summary: 'Start a run for a user',
    params: cronoParamsSchema,
    body: cronoUserBodySchema,
    response: cronoGameSchema,
  },
  cronoGuess: {
    ...ROUTES.cronoGuess,
    summary: 'Answer the current round',
    params: cronoParamsSchema,
    body: cronoGuessBodySchema,
    response: cronoGuessResponseSchema,
  },
  cronoSubmitScore: {
    ...ROUTES.cronoSubmitScore,
    summary: 'Put a finished run on the leaderboard (once per user and game)',
    params: cronoParamsSchema,
    body: cronoSubmitBodySchema,
    response: cronoGameSchema,
  },
} as const satisfies Record<string, EndpointDef>;

/** Every call of SPEC §7, keyed by operation id. */
export const endpoints = {
  serverDate: {
    ...ROUTES.serverDate,
    summary: 'The server’s puzzle date and the next reset instant',
    query: empty,
    response: serverDateResponseSchema,
  },
  ...(dailyModeEndpoints('daily') as unknown as Pick<DailyModeEndpoints, DailyModeCalls['daily']>),
  archive: {
    ...ROUTES.archive,
    summary: 'The dates whose puzzles can be asked for: from the launch date to today',
    query: empty,
    response: archiveResponseSchema,
  },
  performers: {
    ...ROUTES.performers,
    summary: 'The performers the widgets search and compare (content-hashed, cacheable)',
    query: datasetQuerySchema,
    cacheable: true,
    response: performersResponseSchema,
  },
  channels: {
    ...ROUTES.channels,
    summary: 'The channels Channel-guess searches (content-hashed, cacheable)',
    query: datasetQuerySchema,
    cacheable: true,
    response: channelsResponseSchema,
  },
  ...(dailyModeEndpoints('stats') as unknown as Omit<DailyModeEndpoints, DailyModeCalls['daily']>),
  ...cronoEndpoints,
  tracking: {
    ...ROUTES.tracking,
    summary: 'Store a tracking event (fallback when no analytics library is present)',
    body: trackingBodySchema,
  },
  transferCreate: {
    ...ROUTES.transferCreate,
    summary: 'Keep a player’s progress under a one-time code, for 10 minutes',
    body: transferCreateBodySchema,
    response: transferCodeSchema,
  },
  transferRedeem: {
    ...ROUTES.transferRedeem,
    summary: 'The progress kept under a code, once (the code then stops working)',
    body: transferRedeemBodySchema,
    response: transferRedeemResponseSchema,
  },
  messages: {
    ...ROUTES.messages,
    summary: 'Translation messages for one language',
    params: languageParamsSchema,
    response: messagesResponseSchema,
  },
} as const satisfies Record<EndpointName, EndpointDef>;
