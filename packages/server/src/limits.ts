import type { EndpointName } from '@guessdle/api';
import { CRONO_REACTION_FLOOR_MS } from './crono/plausibility';
import { ApiError } from './errors';

/**
 * Write budgets per client address, shared by every route of one kind: a person playing never
 * meets them, a script does. The address is Fastify's `request.ip` (X-Forwarded-For only with
 * TRUST_PROXY). Fixed windows of RATE_LIMIT_WINDOW_MS, counted in this process (each instance of
 * a scaled-out deployment counts its own share); a refusal is `429 rate-limited` with
 * `Retry-After` (seconds until the window of that kind ends).
 */
export type WriteKind = 'crono-guess' | 'crono' | 'game-creation' | 'stats' | 'tracking' | 'other';

/** The kind of each write call; any POST not listed counts as 'other'. */
const KIND_OF: Partial<Record<EndpointName, WriteKind>> = {
  cronoGuess: 'crono-guess',
  cronoStart: 'crono',
  cronoSubmitScore: 'crono',
  cronoNew: 'game-creation',
  cronoCreateId: 'game-creation',
  classicStatsSuccess: 'stats',
  imageGuessStatsSuccess: 'stats',
  channelGuessStatsSuccess: 'stats',
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

export class RateLimitedError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'rate-limited', `Too many requests: retry in ${retryAfterSeconds} s`);
  }
}

export function createLimiter(options: { max: number; windowMs: number; now: () => number }) {
  const { windowMs, now } = options;
  const budget = budgets(options.max, windowMs);
  const windows = new Map<string, { start: number; count: number }>();

  return {
    budget,
    /** Counts one write of `kind` from `address`, or throws a 429 with the seconds to wait. */
    take(kind: WriteKind, address: string): void {
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
        throw new RateLimitedError(Math.max(1, Math.ceil((w.start + windowMs - at) / 1000)));
      }
      w.count += 1;
    },
  };
}

export type Limiter = ReturnType<typeof createLimiter>;
