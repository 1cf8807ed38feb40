import { sql, type Kysely } from 'kysely';
import { DAILY_MODES, dailyModeRoutes, type EndpointName } from '@guessdle/api';
import { CRONO_REACTION_FLOOR_MS } from './crono/plausibility';
import type { Database } from './db';
import { ApiError } from './errors';

/**
 * Write budgets per client address, shared by every route of one kind: a person playing never
 * meets them, a script does. The address is the key of Fastify's `request.ip` (X-Forwarded-For
 * only with TRUST_PROXY), IPv6 by its /64 (db/storage.ts addressGroup). Fixed windows of
 * RATE_LIMIT_WINDOW_MS, counted in this process on SQLite (one process per file) and in the
 * database on PostgreSQL, so that every instance on it draws from one budget
 * (RATE_LIMIT_STORE). A refusal is `429 rate-limited` with `Retry-After` (seconds until the
 * window of that kind ends).
 */
export type WriteKind = 'crono-guess' | 'crono' | 'game-creation' | 'stats' | 'tracking' | 'other';

/** The kind of each write call; any POST not listed counts as 'other'. */
const KIND_OF: Partial<Record<EndpointName, WriteKind>> = {
  cronoGuess: 'crono-guess',
  cronoStart: 'crono',
  cronoSubmitScore: 'crono',
  cronoNew: 'game-creation',
  cronoCreateId: 'game-creation',
  ...Object.fromEntries(DAILY_MODES.map((mode) => [dailyModeRoutes[mode].success, 'stats'])),
  tracking: 'tracking',
};

export function writeKindOf(name: EndpointName): WriteKind {
  return KIND_OF[name] ?? 'other';
}

/** How many players on one address (a household, a classroom behind NAT) may pick at full pace. */
const CRONO_PLAYERS_PER_ADDRESS = 3;

/**
 * Budget per window for each kind, from RATE_LIMIT_MAX (`max`, default 60). Crono guesses follow
 * the game's own pace: a pick sooner than the reaction floor never scores, so one player needs at
 * most window / floor picks (240 a minute at 250 ms); three players' worth is allowed, and never
 * less than 12 × max (so raising RATE_LIMIT_MAX raises it too).
 */
export function budgets(max: number, windowMs: number): Record<WriteKind, number> {
  const pace = Math.ceil(windowMs / CRONO_REACTION_FLOOR_MS) * CRONO_PLAYERS_PER_ADDRESS;
  return {
    'crono-guess': Math.max(pace, 12 * max),
    crono: max,
    'game-creation': max,
    stats: max,
    tracking: 2 * max,
    other: max,
  };
}

/** Bound on addresses tracked at once; beyond it the oldest windows are dropped. */
const MAX_KEYS = 200_000;

/** What a 429 was counted against: a write budget, or the transfer codes' or cards' own buckets. */
export type LimitKind = WriteKind | 'transfer' | 'preview';

export class RateLimitedError extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    readonly kind: LimitKind,
  ) {
    super(429, 'rate-limited', `Too many requests: retry in ${retryAfterSeconds} s`);
  }
}

export interface Limiter {
  budget: Record<WriteKind, number>;
  /**
   * Counts one write of `kind` from `address` (an address key). Throws, or rejects, with a 429
   * naming the seconds to wait; returns undefined when it counted without waiting (in memory).
   */
  take(kind: WriteKind, address: string): void | Promise<void>;
}

export interface LimiterOptions {
  max: number;
  windowMs: number;
  now: () => number;
}

/** Budgets counted in this process (SQLite, or RATE_LIMIT_STORE=memory). */
export function createLimiter(options: LimiterOptions): Limiter {
  const { windowMs, now } = options;
  const budget = budgets(options.max, windowMs);
  const windows = new Map<string, { start: number; count: number }>();

  return {
    budget,
    take(kind, address) {
      const key = `${kind} ${address}`;
      const at = now();
      let w = windows.get(key);
      if (!w || at - w.start >= windowMs) {
        // Re-inserted so the Map's order stays oldest-first for the pruning below.
        windows.delete(key);
        w = { start: at, count: 0 };
        windows.set(key, w);
        if (windows.size > MAX_KEYS) {
          const oldest = windows.keys().next().value;
          if (oldest !== undefined) windows.delete(oldest);
        }
      }
      if (w.count >= budget[kind]) {
        throw new RateLimitedError(Math.max(1, Math.ceil((w.start + windowMs - at) / 1000)), kind);
      }
      w.count += 1;
    },
  };
}

/** Adds one to a key's count in a window and returns the count (every instance's writes). */
export const countWrite = (db: Kysely<Database>, key: string, windowStart: number) =>
  db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['key', 'window_start'])
        .doUpdateSet({ count: sql<number>`rate_limits.count + 1` }),
    )
    .returning('count');

/** Windows that ended before `before`: nobody counts in them any more. */
export const dropWindows = (db: Kysely<Database>, before: number) =>
  db.deleteFrom('rate_limits').where('window_start', '<', before);

/**
 * Budgets counted in the database, one count per (kind, address, window) for every instance on
 * it (PostgreSQL): `INSERT … ON CONFLICT DO UPDATE … RETURNING` adds one and reads the total in
 * one statement. Windows are aligned to the epoch (a multiple of windowMs), so every instance
 * agrees on them without talking. Once a count is over the budget, this instance refuses that
 * key without asking again until the window ends: a script that keeps posting past its budget
 * costs the database nothing more. The windows before the last are deleted once per window.
 */
export function createSharedLimiter(
  options: LimiterOptions & {
    db: Kysely<Database>;
    /** Each count's time in the database, in seconds (for the metrics). */
    observe?: (seconds: number) => void;
  },
): Limiter {
  const { windowMs, now, db, observe } = options;
  const budget = budgets(options.max, windowMs);
  // Keys known to be over their budget, with the window they are over in.
  const spent = new Map<string, number>();
  let pruned = -1;

  const refuse = (kind: WriteKind, at: number, start: number) =>
    new RateLimitedError(Math.max(1, Math.ceil((start + windowMs - at) / 1000)), kind);

  return {
    budget,
    take(kind, address) {
      const at = now();
      const start = at - (at % windowMs);
      const key = `${kind} ${address}`;
      if (spent.get(key) === start) return Promise.reject(refuse(kind, at, start));
      if (pruned !== start) {
        pruned = start;
        spent.clear();
        // Best effort: another instance may be deleting the same rows.
        void dropWindows(db, start - windowMs)
          .execute()
          .catch(() => undefined);
      }
      const started = observe ? performance.now() : 0;
      return countWrite(db, key, start)
        .executeTakeFirstOrThrow()
        .then((row) => {
          observe?.((performance.now() - started) / 1000);
          if (Number(row.count) > budget[kind]) {
            if (spent.size < MAX_KEYS) spent.set(key, start);
            throw refuse(kind, at, start);
          }
        });
    },
  };
}
