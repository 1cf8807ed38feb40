import { isIP } from 'node:net';
import { z } from 'zod';
import { CRONO_ROUND_SECONDS, CRONO_START_COUNTDOWN_SECONDS } from '@guessdle/api';
import { isValidTimeZone } from './time';

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

/** An address or a CIDR block (10.0.0.0/8, fd00::/8), or one of proxy-addr's names. */
function isProxyAddress(text: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(text)) return true;
  const [address = '', bits, ...more] = text.split('/');
  const version = isIP(address);
  if (!version || more.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which proxies' X-Forwarded-For the server believes (Fastify's `trustProxy`): a
 * number of hops (1: the one proxy in front of it) or the proxies' addresses and blocks. `true`
 * (every hop) is refused: behind a proxy that appends, the client would write its own address.
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((v) => v.trim())
  .refine((v) => v !== 'true', {
    message:
      'true would believe every X-Forwarded-For hop, which a client can write: give the number of proxies in front of the server (1 for one nginx) or their addresses',
  })
  .refine(
    (v) =>
      v === 'true' ||
      ['', 'false', '0'].includes(v) ||
      /^\d{1,2}$/.test(v) ||
      v.split(',').every((part) => isProxyAddress(part.trim())),
    'must be false, a number of proxies (1), or their addresses / CIDR blocks, comma-separated',
  )
  .transform((v): false | number | string[] => {
    if (['', 'false', '0'].includes(v)) return false;
    if (/^\d+$/.test(v)) return Number(v);
    return v.split(',').map((part) => part.trim());
  });

/** Every variable the server reads, validated (README, "Configuration"). */
export const envSchema = z.object({
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
  PREVIEW_DIR: optionalText,
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
  TRUST_PROXY: trustProxy,
  PUBLIC_URL: optionalText.refine((v) => {
    if (v === undefined) return true;
    try {
      const url = new URL(v);
      return /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash;
    } catch {
      return false;
    }
  }, 'must be the public origin, such as https://guessdle.example (http(s), no path)'),
  TRACKING_RETENTION_DAYS: intFrom(30, 1, 3650),
  TRACKING_MAX_ROWS: intFrom(100_000, 1, 100_000_000),
  TRACKING_PRUNE_EVERY: intFrom(1000, 1, 1_000_000),
  CRONO_ROUND_SECONDS: intFrom(CRONO_ROUND_SECONDS, 1, 3600),
  CRONO_COUNTDOWN_SECONDS: intFrom(CRONO_START_COUNTDOWN_SECONDS, 0, 60),
});
