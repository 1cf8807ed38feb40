import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CRONO_ROUND_SECONDS, CRONO_START_COUNTDOWN_SECONDS } from '@guessdle/api';
import { findRepoRoot } from './paths';
import { isValidTimeZone } from './time';

/** The development key, accepted from any origin, used when API_KEYS is unset. */
export const DEV_API_KEY = 'guessdle-dev-key';

/** Browser origins allowed to use a key: '*' for any, else exact origins. */
export type AllowedOrigins = '*' | readonly string[];

export interface ServerConfig {
  host: string;
  port: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Log one line per request (off by default: it costs throughput). */
  logRequests: boolean;
  /** postgres://… selects PostgreSQL; undefined selects the SQLite file. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use (created when missing); undefined uses the server default. */
  databaseSchema: string | undefined;
  /** Directory of the SQLite file (guessdle.sqlite). */
  dataDir: string;
  siteDir: string;
  /**
   * SERVICE_WORKER_OFF: `/sw.js` is a worker that deletes the site's caches and answers no
   * request (the site's offline play off for every visitor who had it). @default false
   */
  serviceWorkerOff?: boolean;
  assetsDir: string;
  messagesDir: string;
  /**
   * The static Storybook (`pnpm build:storybook`) served under /storybook/ (STORYBOOK_DIR);
   * undefined (the default): not served.
   */
  storybookDir: string | undefined;
  performersFile: string | undefined;
  channelsFile: string | undefined;
  /**
   * Origins pictures may come from (IMAGE_ORIGINS, comma-separated), added to the pages' CSP
   * img-src; origins of absolute picture URLs in the dataset are added too.
   */
  imageOrigins: readonly string[];
  /** Secret seeding the daily picks; undefined means one generated once and kept in the DB. */
  dailySecret: string | undefined;
  timeZone: string;
  /** Minutes after local midnight. */
  resetMinutes: number;
  /** Longest no-repeat window for daily answers; the pool size minus one caps it. */
  noRepeatDays: number;
  /**
   * The archive's first day (LAUNCH_DATE, YYYY-MM-DD); undefined means the first day this
   * database held a puzzle, kept in the settings table (archive.ts).
   */
  launchDate: string | undefined;
  /**
   * For end-to-end tests only (TEST_CLOCK_FILE): a file whose instant the server's clock follows
   * (test-clock.ts). Unset (always, in production): the real clock.
   */
  testClockFile?: string | undefined;
  /** API key → allowed origins. */
  apiKeys: ReadonlyMap<string, AllowedOrigins>;
  /** True when API_KEYS was unset and the development key is in use. */
  usingDevKey: boolean;
  /** The key the website uses, published in /config.js (SITE_API_KEY; one of apiKeys). */
  siteApiKey: string;
  bodyLimit: number;
  /**
   * Write budgets (limits.ts). `store`: where they are counted; `database` shares one count
   * between every instance on a PostgreSQL database, `memory` (or unset) counts in this process.
   */
  rateLimit: { max: number; windowMs: number; store?: 'memory' | 'database' };
  trustProxy: boolean;
  /** Successes counted per client address (IPv6: per /64), pool and day (STATS_PER_ADDRESS). */
  statsPerAddress: number;
  /** How long a shutdown may take before the process exits 1 (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  /**
   * Prometheus metrics (metrics.ts): off unless a bearer token (METRICS_TOKEN, for `/metrics` on
   * the main port) or a port of their own (METRICS_PORT on METRICS_HOST) is set.
   */
  metrics: { token: string | undefined; port: number | undefined; host: string };
  tracking: { retentionDays: number; maxRows: number; pruneEvery: number };
  /**
   * Crono run length and start countdown, in ms. The defaults are the contract's (60 s, 3 s);
   * tests and demos shorten them (CRONO_ROUND_SECONDS, CRONO_COUNTDOWN_SECONDS).
   */
  crono: { roundMs: number; countdownMs: number };
}

const originSchema = z.string().refine((o) => {
  if (o === '*') return true;
  try {
    return new URL(o).origin === o;
  } catch {
    return false;
  }
}, 'must be * or an origin such as https://example.com (scheme, host, optional port; no path)');

const keySchema = z
  .string()
  .min(8, 'API keys are at least 8 characters')
  .max(200)
  .regex(/^[\x21-\x7e]+$/, 'API keys are printable ASCII without spaces');

const apiKeysJsonSchema = z.union([
  z.record(keySchema, z.union([z.literal('*'), z.array(originSchema).min(1)])),
  z.array(
    z
      .object({ key: keySchema, origins: z.union([z.literal('*'), z.array(originSchema).min(1)]) })
      .strict(),
  ),
]);

/**
 * API_KEYS accepts JSON (`{"key":["https://a.example"],"key2":"*"}` or
 * `[{"key":"…","origins":["…"]}]`) or the compact form `key1:https://a.example|https://b.example,key2:*`.
 */
export function parseApiKeys(raw: string): Map<string, AllowedOrigins> {
  const text = raw.trim();
  const entries: Array<[string, AllowedOrigins]> = [];
  if (text.startsWith('{') || text.startsWith('[')) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error('API_KEYS looks like JSON but does not parse');
    }
    const parsed = apiKeysJsonSchema.parse(json);
    if (Array.isArray(parsed)) for (const e of parsed) entries.push([e.key, normalise(e.origins)]);
    else for (const [k, v] of Object.entries(parsed)) entries.push([k, normalise(v)]);
  } else {
    for (const item of text.split(',')) {
      const part = item.trim();
      if (!part) continue;
      const colon = part.indexOf(':');
      if (colon <= 0) throw new Error(`API_KEYS entry "${part}" must be key:origins`);
      const key = keySchema.parse(part.slice(0, colon));
      const origins = part
        .slice(colon + 1)
        .split('|')
        .map((o) => originSchema.parse(o.trim()));
      if (origins.length === 0 || origins[0] === '') throw new Error(`API_KEYS key has no origins`);
      entries.push([key, normalise(origins)]);
    }
  }
  if (entries.length === 0) throw new Error('API_KEYS is set but defines no key');
  const map = new Map<string, AllowedOrigins>();
  for (const [k, v] of entries) {
    if (map.has(k)) throw new Error('API_KEYS defines the same key twice');
    map.set(k, v);
  }
  return map;
}

function normalise(origins: '*' | string[]): AllowedOrigins {
  return origins === '*' || origins.includes('*') ? '*' : Object.freeze([...origins]);
}

const intFrom = (def: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(def);

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: intFrom(8787, 0, 65535),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalText.refine(
    (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
    'must be a postgres:// or postgresql:// URL (leave unset for the embedded SQLite file)',
  ),
  DATABASE_SCHEMA: optionalText.refine(
    (v) => v === undefined || /^[a-z_][a-z0-9_]{0,62}$/.test(v),
    'must be a lower-case SQL identifier',
  ),
  GUESSDLE_DATA_DIR: optionalText,
  SITE_DIR: optionalText,
  SERVICE_WORKER_OFF: bool,
  ASSETS_DIR: optionalText,
  MESSAGES_DIR: optionalText,
  STORYBOOK_DIR: optionalText,
  PERFORMERS_FILE: optionalText,
  CHANNELS_FILE: optionalText,
  IMAGE_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().refine((o) => {
          try {
            return new URL(o).origin === o && /^https?:/.test(o);
          } catch {
            return false;
          }
        }, 'must be http(s) origins such as https://img.example.com, comma-separated'),
      ),
    ),
  DAILY_SECRET: optionalText.refine(
    (v) => v === undefined || v.length >= 16,
    'must be at least 16 characters',
  ),
  RESET_TIME_ZONE: z
    .string()
    .default('UTC')
    .refine(isValidTimeZone, 'must be an IANA time zone such as UTC or Europe/Madrid'),
  RESET_TIME: z
    .string()
    .default('00:00')
    .refine((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), 'must be HH:MM (24-hour)'),
  DAILY_NO_REPEAT_DAYS: intFrom(60, 0, 3650),
  LAUNCH_DATE: optionalText.pipe(z.iso.date('must be a date, YYYY-MM-DD').optional()),
  TEST_CLOCK_FILE: optionalText,
  API_KEYS: optionalText,
  SITE_API_KEY: optionalText,
  BODY_LIMIT: intFrom(16 * 1024, 256, 1024 * 1024),
  RATE_LIMIT_MAX: intFrom(60, 1, 1_000_000_000),
  RATE_LIMIT_WINDOW_MS: intFrom(60_000, 100, 86_400_000),
  RATE_LIMIT_STORE: z.enum(['auto', 'memory', 'database']).default('auto'),
  STATS_PER_ADDRESS: intFrom(500, 1, 1_000_000_000),
  SHUTDOWN_TIMEOUT_MS: intFrom(10_000, 100, 600_000),
  METRICS_TOKEN: optionalText.refine(
    (v) => v === undefined || /^[\x21-\x7e]{16,200}$/.test(v),
    'must be 16 to 200 printable ASCII characters without spaces',
  ),
  METRICS_PORT: optionalText
    .refine(
      (v) => v === undefined || (/^\d{1,5}$/.test(v) && Number(v) <= 65535),
      'must be a port, 0–65535',
    )
    .transform((v) => (v === undefined ? undefined : Number(v))),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  LOG_REQUESTS: bool,
  TRUST_PROXY: bool,
  TRACKING_RETENTION_DAYS: intFrom(30, 1, 3650),
  TRACKING_MAX_ROWS: intFrom(100_000, 1, 100_000_000),
  TRACKING_PRUNE_EVERY: intFrom(1000, 1, 1_000_000),
  CRONO_ROUND_SECONDS: intFrom(CRONO_ROUND_SECONDS, 1, 3600),
  CRONO_COUNTDOWN_SECONDS: intFrom(CRONO_START_COUNTDOWN_SECONDS, 0, 60),
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  repoRoot: string = findRepoRoot(),
): ServerConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.data;
  let apiKeys: Map<string, AllowedOrigins>;
  try {
    apiKeys = e.API_KEYS ? parseApiKeys(e.API_KEYS) : new Map([[DEV_API_KEY, '*' as const]]);
  } catch (err) {
    const message =
      err instanceof z.ZodError ? err.issues.map((i) => i.message).join('; ') : String(err);
    throw new ConfigError(`Invalid configuration:\n  API_KEYS: ${message}`);
  }
  // The site's key is public (it is in /config.js): never guess it among the keys, because a
  // key allowing any origin is usually a server-to-server one.
  let siteApiKey = e.SITE_API_KEY;
  if (siteApiKey === undefined && !e.API_KEYS) siteApiKey = DEV_API_KEY;
  if (siteApiKey === undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  SITE_API_KEY: API_KEYS is set, so name the key the website uses (it is published in /config.js)',
    );
  }
  if (!apiKeys.has(siteApiKey)) {
    throw new ConfigError(
      `Invalid configuration:\n  SITE_API_KEY: must be one of the keys in API_KEYS${e.API_KEYS ? '' : ` (unset: only "${DEV_API_KEY}")`}`,
    );
  }
  const [hh, mm] = e.RESET_TIME.split(':').map(Number) as [number, number];
  const fromRoot = (p: string | undefined, def: string) => path.resolve(repoRoot, p ?? def);
  const storybookDir = e.STORYBOOK_DIR && path.resolve(repoRoot, e.STORYBOOK_DIR);
  if (storybookDir && !existsSync(path.join(storybookDir, 'index.html'))) {
    throw new ConfigError(
      `Invalid configuration:\n  STORYBOOK_DIR: no built Storybook in ${storybookDir} (no index.html): run pnpm build:storybook, or leave it unset`,
    );
  }
  return {
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    dataDir: fromRoot(e.GUESSDLE_DATA_DIR, '.data'),
    siteDir: fromRoot(e.SITE_DIR, 'site/dist'),
    serviceWorkerOff: e.SERVICE_WORKER_OFF,
    assetsDir: fromRoot(e.ASSETS_DIR, 'packages/data/assets'),
    messagesDir: fromRoot(e.MESSAGES_DIR, 'packages/games/src/i18n/locales'),
    storybookDir,
    performersFile: e.PERFORMERS_FILE && path.resolve(repoRoot, e.PERFORMERS_FILE),
    channelsFile: e.CHANNELS_FILE && path.resolve(repoRoot, e.CHANNELS_FILE),
    imageOrigins: e.IMAGE_ORIGINS,
    dailySecret: e.DAILY_SECRET,
    timeZone: e.RESET_TIME_ZONE,
    resetMinutes: hh * 60 + mm,
    noRepeatDays: e.DAILY_NO_REPEAT_DAYS,
    launchDate: e.LAUNCH_DATE,
    testClockFile: e.TEST_CLOCK_FILE && path.resolve(repoRoot, e.TEST_CLOCK_FILE),
    apiKeys,
    usingDevKey: !e.API_KEYS,
    siteApiKey,
    bodyLimit: e.BODY_LIMIT,
    rateLimit: {
      max: e.RATE_LIMIT_MAX,
      windowMs: e.RATE_LIMIT_WINDOW_MS,
      // Shared through PostgreSQL, where several instances may run; SQLite has one process.
      store:
        e.RATE_LIMIT_STORE === 'auto'
          ? e.DATABASE_URL
            ? 'database'
            : 'memory'
          : e.RATE_LIMIT_STORE,
    },
    trustProxy: e.TRUST_PROXY,
    statsPerAddress: e.STATS_PER_ADDRESS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST },
    tracking: {
      retentionDays: e.TRACKING_RETENTION_DAYS,
      maxRows: e.TRACKING_MAX_ROWS,
      pruneEvery: e.TRACKING_PRUNE_EVERY,
    },
    crono: {
      roundMs: e.CRONO_ROUND_SECONDS * 1000,
      countdownMs: e.CRONO_COUNTDOWN_SECONDS * 1000,
    },
  };
}

/** A config for tests and embedding: defaults, then overrides. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...loadConfig({ LOG_LEVEL: 'silent' }), ...overrides };
}
