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
   * date a client may still play): past days are chosen only by `archived`, in date order.
   */
  ensure(pool: PoolKey, date: string): Promise<string>;
  /** The stored answer of a date, without choosing one. */
  stored(pool: PoolKey, date: string): Promise<string | undefined>;
  /**
   * The answer of a past `date` of the archive, which starts on `from` (the launch date): every
   * day from `from` to `date` without a stored answer is chosen and stored first, in date order
   * (see `fillDays`). For dates before yesterday only: a success may still be posted for
   * yesterday and today, whose answers only the daily call chooses.
   */
  archived(pool: PoolKey, date: string, from: string): Promise<string>;
}

/**
 * The items a missing archive day may be: the pool minus the answers stored within the no-repeat
 * window on both sides of it (a past day is chosen after some later days were), else minus the
 * days before it only (as a day chosen in its turn), else the whole pool.
 */
function archiveCandidates(
  items: readonly string[],
  byDate: ReadonlyMap<string, string>,
  day: string,
  window: number,
): readonly string[] {
  const before = new Set<string>();
  const after = new Set<string>();
  for (let k = 1; k <= window; k += 1) {
    const earlier = byDate.get(addDays(day, -k));
    if (earlier !== undefined) before.add(earlier);
    const later = byDate.get(addDays(day, k));
    if (later !== undefined) after.add(later);
  }
  const both = items.filter((id) => !before.has(id) && !after.has(id));
  if (both.length > 0) return both;
  const earlierOnly = items.filter((id) => !before.has(id));
  return earlierOnly.length > 0 ? earlierOnly : items;
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
  /** Per pool and archive start: the last date through which every day is stored. */
  const complete = new Map<string, string>();
  /** Per pool: the fill running now, so that one process fills a pool's days once, in order. */
  const filling = new Map<PoolKey, Promise<unknown>>();

  /**
   * Chooses and stores every missing day from `from` to `to`, in date order, each by
   * `seededIndex` among `archiveCandidates`, then returns the answer of `to`. A day stored
   * meanwhile (another instance) wins over the pick (insert-if-absent) and the next days avoid
   * the stored one, so every instance ends with the same days.
   */
  async function fillDays(pool: PoolKey, from: string, to: string): Promise<string> {
    const doneKey = `${pool}|${from}`;
    const done = complete.get(doneKey);
    if (done !== undefined && done >= to) {
      const answer = await storage.getDailyAnswer(pool, to);
      if (answer !== undefined) return answer;
    }
    const items = pools[pool];
    if (items.length === 0) throw new EmptyPoolError(`the ${pool} pool is empty`);
    const window = noRepeatWindow(options.noRepeatDays, items.length);
    const start = done !== undefined && done >= from ? addDays(done, 1) : from;
    const rows = await storage.listDailyAnswers(pool, addDays(start, -window), addDays(to, window));
    const byDate = new Map(rows.map((r) => [r.date, r.answer]));
    for (let day = start; day <= to; day = addDays(day, 1)) {
      if (byDate.has(day)) continue;
      const candidates = archiveCandidates(items, byDate, day, window);
      const pick = candidates[seededIndex(secret, pool, day, candidates.length)] as string;
      byDate.set(day, await storage.insertDailyAnswerIfAbsent(pool, day, pick));
    }
    complete.set(doneKey, to);
    return byDate.get(to) as string;
  }

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
    async archived(pool, date, from) {
      const key = `${pool}|${date}`;
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      const previous = filling.get(pool) ?? Promise.resolve();
      const run = previous.then(() => fillDays(pool, from, date));
      filling.set(
        pool,
        run.catch(() => undefined),
      );
      const answer = await run;
      cache.set(key, answer);
      return answer;
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
