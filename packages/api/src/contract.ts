// First: zod is configured before any schema (ours or a dependency's) is built.
import './zod';
import { z } from 'zod';
import { DAILY_MODE_DEFS, DAILY_MODES, DIFFICULTIES, LANGUAGES, type DailyMode } from './modes';
import {
  CRONO_GAME_ID_PATTERN,
  CRONO_GUESS_ERRORS,
  dailyModeRoutes,
  ROUTES,
  type DailyModeCalls,
  type EndpointName,
  type Route,
} from './routes';
import { TRANSFER_CODE_PATTERN } from './transfer';
import {
  birthCityNamesSchema,
  ETHNICITIES,
  GENDERS,
  HAIR_COLORS,
  PERFORMER_TYPES,
  PICTURE_PATH,
  PROFILE_PATH,
  isCountryCode,
  type Channel,
  type PerformerItem,
} from '@guessdle/data';

/**
 * The contract: one schema per request part and response of every call in SPEC §7.
 * The server validates with these, the clients parse with these, and the OpenAPI document is
 * generated from them. Decisions for what the spec marks "not shown" are documented in
 * packages/api/README.md and next to each schema.
 */

// ---------------------------------------------------------------- shared values

export {
  DAILY_MODE_DEFS,
  DAILY_MODES,
  DATASETS,
  DIFFICULTIES,
  GAME_MODES,
  LANGUAGES,
  PICTURE_MODES,
} from './modes';
export type {
  DailyMode,
  DailyModeDef,
  DailyModeKey,
  DatasetName,
  Difficulty,
  GameMode,
  Language,
} from './modes';

export {
  API_KEY_HEADER,
  CRONO_GAME_ID_PATTERN,
  DAILY_PICTURE_ROUTE,
  dailyModeRoutes,
  dailyPicturePath,
  FIRST_PAINT_CODE_ID,
  FIRST_SCREEN_FETCHES,
  FIRST_SCREEN_ID,
  HYDRATING_EVENT,
  ROUTES,
} from './routes';
export type {
  DailyModeCalls,
  EndpointName,
  FirstPaintCode,
  PageAt,
  PictureMode,
  Route,
} from './routes';

export {
  formatTransferCode,
  normalizeTransferCode,
  TRANSFER_CODE_ALPHABET,
  TRANSFER_CODE_LENGTH,
  TRANSFER_CODE_PATTERN,
  TRANSFER_CODE_TTL_SECONDS,
  TRANSFER_PROGRESS_MAX_BYTES,
} from './transfer';

/** A calendar date of the server's day, `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date();

/** An item id: a performer profile path (`/model/{slug}`) or a channel UUID. */
export const itemIdSchema = z.string().min(1).max(200);

/** Anonymous per-browser id the widgets send with successes, so a success counts once. */
export const clientIdSchema = z.uuid();

/** Every non-2xx answer. `error` is a stable machine-readable code. */
export const errorResponseSchema = z
  .object({
    status: z.literal('error'),
    error: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .strict();
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * The one status table: every error code and the HTTP status it is always answered with, by the
 * server and the mock alike (README "Statuses" lists when each happens). One code, one status.
 */
export const ERROR_STATUSES = {
  'invalid-request': 400,
  'invalid-json': 400,
  unauthorized: 401,
  forbidden: 403,
  'origin-not-allowed': 403,
  'unknown-user': 403,
  'not-found': 404,
  'no-daily-answer': 404,
  'date-not-in-archive': 404,
  'transfer-code-not-found': 404,
  'game-not-found': 404,
  'method-not-allowed': 405,
  'not-acceptable': 406,
  'request-timeout': 408,
  'game-not-started': 409,
  'game-already-finished': 409,
  'stale-round': 409,
  'game-not-finished': 409,
  'score-already-submitted': 409,
  'length-required': 411,
  'payload-too-large': 413,
  'uri-too-long': 414,
  'unsupported-media-type': 415,
  'date-not-playable': 422,
  'wrong-answer': 422,
  'rate-limited': 429,
  'headers-too-large': 431,
  'internal-error': 500,
  'not-implemented': 501,
  'crono-unavailable': 503,
  'database-unavailable': 503,
  'not-ready': 503,
} as const satisfies Record<string, number>;
export type ErrorCode = keyof typeof ERROR_STATUSES;

const empty = z.object({}).strict();

// ---------------------------------------------------------------- server date

export const serverDateResponseSchema = z
  .object({
    /** Today's puzzle date. */
    date: isoDateSchema,
    /** Additive: the instant the next puzzle starts (ISO 8601, UTC). */
    nextResetAt: z.iso.datetime(),
    /** Additive: the IANA time zone whose local reset time defines the day. */
    timeZone: z.string(),
  })
  .strict();
export type ServerDate = z.infer<typeof serverDateResponseSchema>;

// ---------------------------------------------------------------- daily guess

/**
 * A past day's puzzle (the archive): any date from the launch date to today (see `archive`);
 * absent means today. Outside that range: 404 `date-not-in-archive`.
 */
const archiveDate = { date: isoDateSchema.optional() };

export const classicDailyQuerySchema = z
  .object({ mode: z.enum(DIFFICULTIES).optional(), ...archiveDate })
  .strict();
export type ClassicDailyQuery = z.infer<typeof classicDailyQuerySchema>;

/** The query of the Image-guess and Channel-guess daily answers: only the archive's `date`. */
export const dailyQuerySchema = z.object(archiveDate).strict();
export type DailyQuery = z.infer<typeof dailyQuerySchema>;

export const dailyGuessResponseSchema = z
  .object({
    /**
     * The answer id of `date` (today, or the archive day asked for): a performer path (classic,
     * image-guess) or a channel UUID.
     */
    today: itemIdSchema,
    /** The answer of the day before `date`, null when that day had no puzzle. */
    yesterday: itemIdSchema.nullable(),
    /** The puzzle date these answers belong to. */
    date: isoDateSchema,
  })
  .strict();
export type DailyGuess = z.infer<typeof dailyGuessResponseSchema>;

// ---------------------------------------------------------------- stats

/** Classic counts per difficulty pool; the other modes take no query. Counters are today's only. */
export const classicStatsQuerySchema = z.object({ mode: z.enum(DIFFICULTIES).optional() }).strict();

/**
 * The most tries a success may carry in any mode: no daily mode limits guesses (SPEC §8), and a
 * player cannot guess more items than the pool holds, so the server also refuses more tries than
 * the pool's size (400 invalid-request, path body.tries). This cap only bounds the value.
 */
export const MAX_SUCCESS_TRIES = 10_000;

/** One bar of everyone's distribution: how many counted players found the answer in `tries`. */
export const triesBucketSchema = z
  .object({
    /** Guesses made, the winning one included (1 = found at the first guess). */
    tries: z.number().int().min(1),
    players: z.number().int().nonnegative(),
  })
  .strict();
export type TriesBucket = z.infer<typeof triesBucketSchema>;

export const statsResponseSchema = z
  .object({
    date: isoDateSchema,
    /** Players who found today's answer. */
    numberOfSuccesses: z.number().int().nonnegative(),
    /**
     * Additive: everyone's tries that day, one entry per number of tries at least one counted
     * player needed, fewest tries first. Only successes that carried `tries` are in it, each
     * counted under the same rules as `numberOfSuccesses` (once per client, never a replay), so
     * its sum is at most `numberOfSuccesses`. Left out while empty (and by older servers): a
     * missing distribution means no counted player's tries are known yet.
     */
    distribution: z.array(triesBucketSchema).optional(),
  })
  .strict();
export type StatsCounter = z.infer<typeof statsResponseSchema>;

export const statsSuccessBodySchema = z
  .object({
    clientId: clientIdSchema,
    /** The puzzle date the player solved. */
    date: isoDateSchema,
    /** The id the player guessed; the server counts it only when it is that date's answer. */
    answer: itemIdSchema,
    /** Classic only, with the ClassicModes flag on. */
    mode: z.enum(DIFFICULTIES).optional(),
    /**
     * Optional (older clients leave it out and still count): the guesses the player made, the
     * winning one included; at most the pool's size (see MAX_SUCCESS_TRIES).
     */
    tries: z.number().int().min(1).max(MAX_SUCCESS_TRIES).optional(),
  })
  .strict();
export type StatsSuccessBody = z.infer<typeof statsSuccessBodySchema>;

// ---------------------------------------------------------------- archive

export const archiveResponseSchema = z
  .object({
    /**
     * The first puzzle date of the archive: the operator's LAUNCH_DATE, or the first day this
     * server's database held a puzzle. Every date from it to `date` can be asked for.
     */
    launchDate: isoDateSchema,
    /** Today's puzzle date (the same as the server date's). */
    date: isoDateSchema,
  })
  .strict();
export type Archive = z.infer<typeof archiveResponseSchema>;

// ---------------------------------------------------------------- transfer codes

/**
 * A player's progress as the client stores it: storage keys to their string values (the
 * widgets' `KeyValueStorage`). Opaque to the server, which keeps it at most
 * TRANSFER_CODE_TTL_SECONDS and at most TRANSFER_PROGRESS_MAX_BYTES (its JSON text, UTF-8).
 */
export const transferProgressSchema = z.record(z.string().min(1).max(200), z.string());
export type TransferProgress = z.infer<typeof transferProgressSchema>;

export const transferCreateBodySchema = z.object({ progress: transferProgressSchema }).strict();
export type TransferCreateBody = z.infer<typeof transferCreateBodySchema>;

export const transferCodeSchema = z
  .object({
    /** The one-time code, grouped for reading: `ABCD-EFGH-JK` (Crockford base32, 50 bits). */
    code: z.string().regex(TRANSFER_CODE_PATTERN),
    /** When the code stops working (ISO 8601, UTC): TRANSFER_CODE_TTL_SECONDS after it was made. */
    expiresAt: z.iso.datetime(),
  })
  .strict();
export type TransferCode = z.infer<typeof transferCodeSchema>;

export const transferRedeemBodySchema = z
  .object({
    /**
     * The code as the person typed it: case, separators and the look-alikes I, L (1) and O (0)
     * do not matter (`normalizeTransferCode`).
     */
    code: z.string().min(1).max(64),
  })
  .strict();
export type TransferRedeemBody = z.infer<typeof transferRedeemBodySchema>;

export const transferRedeemResponseSchema = z.object({ progress: transferProgressSchema }).strict();
export type TransferRedeemed = z.infer<typeof transferRedeemResponseSchema>;

// ---------------------------------------------------------------- crono

export const CRONO_STATUSES = ['not-started', 'starting', 'ongoing', 'finished'] as const;
export type CronoStatus = (typeof CRONO_STATUSES)[number];

/** Round length in seconds (SPEC §9). */
export const CRONO_ROUND_SECONDS = 60;
/** Leaderboard size (not shown in the spec: decided here). */
export const CRONO_LEADERBOARD_SIZE = 10;
/** Longest username kept on a submitted score. */
export const CRONO_USERNAME_MAX = 24;
/** Points for a correct answer; a wrong one scores nothing and costs nothing (decided here). */
export const CRONO_POINTS_PER_CORRECT = 1;
/** Seconds a run stays `starting` before its first round (decided here; the client polls). */
export const CRONO_START_COUNTDOWN_SECONDS = 3;

export const cronoGameIdSchema = z
  .string()
  .regex(CRONO_GAME_ID_PATTERN, 'a date (daily game) or a private game id');
export const cronoUserIdSchema = z.uuid();

export const leaderboardEntrySchema = z
  .object({ username: z.string().nullable(), score: z.number().int().nonnegative() })
  .strict();
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const cronoOptionSchema = z.object({ id: itemIdSchema, name: z.string() }).strict();
export type CronoOption = z.infer<typeof cronoOptionSchema>;

export const cronoGameSchema = z
  .object({
    id: cronoGameIdSchema,
    userId: cronoUserIdSchema,
    status: z.enum(CRONO_STATUSES),
    leaderboard: z.array(leaderboardEntrySchema).max(CRONO_LEADERBOARD_SIZE),
    /** Users who played this game. */
    userCount: z.number().int().nonnegative(),
    /** Seconds left in the run (while starting: seconds until it starts). */
    remainingTime: z.number().nonnegative(),
    score: z.number().int().nonnegative(),
    /**
     * The current round. `id` is an opaque round token, never the performer's id, and
     * `photoUrl` is served per round by the server, so the answer is not in the payload.
     */
    currentModel: z.object({ id: z.string(), photoUrl: z.string() }).strict().nullable(),
    options: z.array(cronoOptionSchema),
    canSubmitScore: z.boolean(),
    /** The submitted score, null until submitted. */
    userScore: z.number().int().nonnegative().nullable(),
  })
  .strict();
export type CronoGame = z.infer<typeof cronoGameSchema>;

export const cronoParamsSchema = z.object({ id: cronoGameIdSchema }).strict();
export const cronoGetQuerySchema = z.object({ userId: cronoUserIdSchema }).strict();
export const cronoUserBodySchema = z.object({ userId: cronoUserIdSchema }).strict();

export const cronoCreateResponseSchema = z
  .object({ id: cronoGameIdSchema, assignedUserId: cronoUserIdSchema })
  .strict();
export type CronoCreated = z.infer<typeof cronoCreateResponseSchema>;

export const cronoCreateIdResponseSchema = z.object({ userId: cronoUserIdSchema }).strict();

export const cronoGuessBodySchema = z
  .object({
    userId: cronoUserIdSchema,
    /** The option the player picked. */
    modelId: itemIdSchema,
    /** Additive: the round being answered (`currentModel.id`), so a replayed guess is refused. */
    roundId: z.string().min(1).max(100),
  })
  .strict();
export type CronoGuessBody = z.infer<typeof cronoGuessBodySchema>;

export { CRONO_GUESS_ERRORS, type CronoGuessError } from './routes';

export const cronoGuessResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('success'), correct: z.boolean(), game: cronoGameSchema }).strict(),
  z
    .object({ status: z.literal('error'), error: z.enum(CRONO_GUESS_ERRORS), message: z.string() })
    .strict(),
]);
export type CronoGuessResult = z.infer<typeof cronoGuessResponseSchema>;

export const cronoSubmitBodySchema = z
  .object({
    userId: cronoUserIdSchema,
    /**
     * Any length the body limit allows: never refused for its length. The server keeps it
     * normalised (white space runs made one space, control and invisible characters removed,
     * trimmed) and cut to CRONO_USERNAME_MAX code points; nothing left means anonymous (null).
     */
    username: z.string().nullable(),
  })
  .strict();
export type CronoSubmitBody = z.infer<typeof cronoSubmitBodySchema>;

// ---------------------------------------------------------------- tracking

const attrValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

export const trackingBodySchema = z
  .object({
    eventName: z.string().min(1).max(100),
    attrs: z.record(z.string().max(100), attrValue).default({}),
    extra: z
      .object({ device_id: z.string().min(1).max(100), session_id: z.string().min(1).max(100) })
      .strict(),
  })
  .strict();
export type TrackingEvent = z.input<typeof trackingBodySchema>;

// ---------------------------------------------------------------- messages

export const languageParamsSchema = z.object({ language: z.enum(LANGUAGES) }).strict();
/** i18next resources for one language: nested objects of strings. */
export type Messages = { [key: string]: string | Messages };
export const messagesResponseSchema: z.ZodType<Messages> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), messagesResponseSchema])),
);

// ---------------------------------------------------------------- datasets

const picture = z.string().regex(PICTURE_PATH);

/** A performer as the widgets know it: `PerformerItem` of @guessdle/data. */
export const performerItemSchema: z.ZodType<PerformerItem> = z
  .object({
    name: z.string().min(1),
    profileUrl: z.string().regex(PROFILE_PATH),
    profilePictureUrl: picture,
    type: z.enum(PERFORMER_TYPES),
    gender: z.enum(GENDERS),
    birthPlace: z.string().min(1),
    /** ISO 3166-1 alpha-2 code of the birthplace's country, which widgets name in each language. */
    birthCountry: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .refine((code) => isCountryCode(code))
      .optional(),
    /** The birthplace's city in the site's other languages (`birthCityNames` of @guessdle/data). */
    birthCityNames: birthCityNamesSchema.optional(),
    ethnicity: z.enum(ETHNICITIES),
    hairColor: z.array(z.enum(HAIR_COLORS)).min(1).max(3),
    rank: z.number().int().positive(),
    debutYear: z.number().int().nullable(),
  })
  .strict();
export type { PerformerItem };

/** A channel as the widgets know it: the whole `Channel` record of @guessdle/data. */
export const channelItemSchema: z.ZodType<Channel> = z
  .object({ id: z.uuid(), name: z.string().min(1), photo: picture })
  .strict();
export type ChannelItem = Channel;

/**
 * A dataset answer. `version` is the content hash of the served items, also the strong ETag, so
 * a client can tell two datasets apart without comparing them.
 */
const datasetResponse = <T extends z.ZodType>(item: T) =>
  z.object({ version: z.string().min(1).max(100), items: z.array(item) }).strict();

export const performersResponseSchema = datasetResponse(performerItemSchema);
export type PerformersDataset = z.infer<typeof performersResponseSchema>;
export const channelsResponseSchema = datasetResponse(channelItemSchema);
export type ChannelsDataset = z.infer<typeof channelsResponseSchema>;

/**
 * `v` is optional: with the current version the answer may be cached for a year (`immutable`);
 * without it (or with an old one) it is revalidated with its ETag on every use.
 */
export const datasetQuerySchema = z.object({ v: z.string().max(100).optional() }).strict();

// ---------------------------------------------------------------- endpoints

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
