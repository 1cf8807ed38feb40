// First: zod is configured before any schema (ours or a dependency's) is built.
import './zod';
import { z } from 'zod';
import { DIFFICULTIES, LANGUAGES } from './modes';
import { clientIdSchema, isoDateSchema, itemIdSchema } from './contract/common';
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
 * The contract: one schema per request part and response of every call in SPEC §7, here and in
 * `contract/` (the values every part builds on, Crono's calls, the transfer's), and the table
 * of calls that pairs them with their routes (`endpoints.ts`). The server validates with these,
 * the clients parse with these, and the OpenAPI document is generated from them. Decisions for
 * what the spec marks "not shown" are documented in packages/api/README.md and next to each
 * schema.
 */

export * from './contract/common';
export * from './contract/crono';
export * from './contract/transfer';

// ---------------------------------------------------------------- shared values

export {
  DAILY_CRONO_ID_PATTERN,
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
