import { createHmac } from 'node:crypto';
import type { Storage } from './db/storage';
import { addDays } from './time';
import type { PoolKey } from './dataset';

/** A pool with no item: there is nothing to pick today. */
export class EmptyPoolError extends Error {
  override name = 'EmptyPoolError';
}

/**
 * The index an HMAC of the secret, pool and date selects among `n` candidates. Without the
 * secret the pick cannot be computed from the date.
 */
export function seededIndex(secret: string, pool: string, date: string, n: number): number {
  const digest = createHmac('sha256', secret).update(`${pool}\n${date}`).digest();
  // 64 bits modulo a pool of a few hundred: the bias is negligible (< 2^-50).
  return Number(digest.readBigUInt64BE(0) % BigInt(n));
}

/** Days an answer may not repeat in: the configured window, at most the pool size minus one. */
export function noRepeatWindow(configured: number, poolSize: number): number {
  return Math.max(0, Math.min(configured, poolSize - 1));
}

export interface DailyAnswers {
  /**
   * The answer of `date`, chosen and stored on first use. Only call it for today's date (or a
   * date a client may still play): past dates are never invented.
   */
  ensure(pool: PoolKey, date: string): Promise<string>;
  /** The stored answer of a date, without choosing one. */
  stored(pool: PoolKey, date: string): Promise<string | undefined>;
}

/**
 * Daily answers: picked once per (pool, date) from the dataset, avoiding the answers stored in
 * the no-repeat window before it, stored with insert-if-absent, then read from the DB (and an
 * in-process cache, safe because a stored answer never changes).
 */
export function createDailyAnswers(options: {
  storage: Storage;
  pools: Record<PoolKey, readonly string[]>;
  secret: string;
  noRepeatDays: number;
}): DailyAnswers {
  const { storage, pools, secret } = options;
  const cache = new Map<string, string>();
  const pending = new Map<string, Promise<string>>();

  async function choose(pool: PoolKey, date: string): Promise<string> {
    const items = pools[pool];
    if (items.length === 0) throw new EmptyPoolError(`the ${pool} pool is empty`);
    const window = noRepeatWindow(options.noRepeatDays, items.length);
    const recent =
      window > 0
        ? await storage.listDailyAnswers(pool, addDays(date, -window), addDays(date, -1))
        : [];
    const used = new Set(recent.map((r) => r.answer));
    let candidates = items.filter((id) => !used.has(id));
    // Only when the dataset shrank below the window can every item be recent.
    if (candidates.length === 0) candidates = [...items];
    const pick = candidates[seededIndex(secret, pool, date, candidates.length)] as string;
    return storage.insertDailyAnswerIfAbsent(pool, date, pick);
  }

  return {
    async ensure(pool, date) {
      const key = `${pool}|${date}`;
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      let p = pending.get(key);
      if (!p) {
        p = (async () => (await storage.getDailyAnswer(pool, date)) ?? choose(pool, date))();
        pending.set(key, p);
      }
      try {
        const answer = await p;
        cache.set(key, answer);
        return answer;
      } finally {
        pending.delete(key);
      }
    },
    async stored(pool, date) {
      const key = `${pool}|${date}`;
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      const answer = await storage.getDailyAnswer(pool, date);
      if (answer !== undefined) cache.set(key, answer);
      return answer;
    },
  };
}
