import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { envSchema } from './config-env';
import { parseApiKeys, type AllowedOrigins } from './config-keys';
import { defaultLayout, type Layout } from './paths';

/** The development key, accepted from any origin, used when API_KEYS is unset. */
export const DEV_API_KEY = 'guessdle-dev-key';

export type { AllowedOrigins } from './config-keys';

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
  /** Where drawn link-preview cards are kept (PREVIEW_DIR; default `<dataDir>/previews`). */
  previewDir: string;
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
  /**
   * Which proxies' X-Forwarded-For to believe (TRUST_PROXY): false, a hop count, or their
   * addresses and blocks (Fastify's trustProxy, proxy-addr's syntax).
   */
  trustProxy: false | number | string[];
  /**
   * The origin visitors reach the server by (PUBLIC_URL, no trailing slash): absolute addresses
   * (og:url, og:image, oEmbed) are built from it, never from a request's Host.
   */
  publicUrl: string;
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

/**
 * PUBLIC_URL's origin, or the address the server listens on (what a visitor on this machine
 * uses: a wildcard host is named as loopback).
 */
function publicUrlOf(publicUrl: string | undefined, host: string, port: number): string {
  if (publicUrl) return new URL(publicUrl).origin;
  const name = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return new URL(`http://${name.includes(':') ? `[${name}]` : name}:${port || 8787}`).origin;
}

export { parseApiKeys } from './config-keys';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  where: string | Layout = defaultLayout(),
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
  // A repository root (tests) lays out as the repository does.
  const layout: Layout =
    typeof where === 'string'
      ? {
          base: where,
          dataDir: path.join(where, '.data'),
          siteDir: path.join(where, 'site/dist'),
          assetsDir: path.join(where, 'packages/data/assets'),
          messagesDir: path.join(where, 'packages/games/src/i18n/locales'),
        }
      : where;
  const repoRoot = layout.base;
  const fromRoot = (p: string | undefined, def: string) => (p ? path.resolve(repoRoot, p) : def);
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
    dataDir: fromRoot(e.GUESSDLE_DATA_DIR, layout.dataDir),
    previewDir: e.PREVIEW_DIR
      ? path.resolve(repoRoot, e.PREVIEW_DIR)
      : path.join(fromRoot(e.GUESSDLE_DATA_DIR, layout.dataDir), 'previews'),
    siteDir: fromRoot(e.SITE_DIR, layout.siteDir),
    serviceWorkerOff: e.SERVICE_WORKER_OFF,
    assetsDir: fromRoot(e.ASSETS_DIR, layout.assetsDir),
    messagesDir: fromRoot(e.MESSAGES_DIR, layout.messagesDir),
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
    publicUrl: publicUrlOf(e.PUBLIC_URL, e.HOST, e.PORT),
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
