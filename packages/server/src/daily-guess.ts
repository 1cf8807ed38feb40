import type { DailyGuess } from '@guessdle/api';
import type { AppContext } from './context';
import { EmptyPoolError } from './daily';
import type { PoolKey } from './dataset';
import { ApiError } from './errors';
import { JsonText } from './routing';
import { addDays } from './time';

/** A yesterday not stored yet is re-read at most this often (it can only appear by a race). */
const MISSING_YESTERDAY_TTL_MS = 30_000;

/**
 * Today's and yesterday's answer of a pool; today's is chosen on first use. The database is the
 * source of truth; since a stored answer never changes, the answer of a (pool, date) and its JSON
 * body are kept in memory until the date changes (a missing yesterday is re-read now and then).
 */
export function createDailyGuessReader(ctx: AppContext) {
  const cache = new Map<
    PoolKey,
    { response: DailyGuess; json: JsonText<DailyGuess>; until: number }
  >();
  type Entry = { response: DailyGuess; json: JsonText<DailyGuess>; until: number };
  const fresh = (pool: PoolKey): Entry | undefined => {
    const hit = cache.get(pool);
    return hit && hit.response.date === ctx.calendar.today().date && ctx.now() < hit.until
      ? hit
      : undefined;
  };
  const load = async (pool: PoolKey): Promise<Entry> => {
    const { date } = ctx.calendar.today();
    try {
      return await loadFresh(pool, date);
    } catch (err) {
      // Today's answer is known and the database does not answer (only yesterday's was being
      // asked again): memory serves it, the database is asked again next time.
      const known = cache.get(pool);
      if (known?.response.date === date && ctx.availability.report(err)) {
        known.until = ctx.now() + MISSING_YESTERDAY_TTL_MS;
        return known;
      }
      throw err;
    }
  };
  const loadFresh = async (pool: PoolKey, date: string): Promise<Entry> => {
    const now = ctx.now();
    let today: string;
    try {
      today = await ctx.daily.ensure(pool, date);
    } catch (err) {
      if (err instanceof EmptyPoolError) {
        throw new ApiError(404, 'no-daily-answer', `No daily answer: ${err.message}`);
      }
      throw err;
    }
    const yesterday = (await ctx.daily.stored(pool, addDays(date, -1))) ?? null;
    const response: DailyGuess = { today, yesterday, date };
    const entry = {
      response,
      json: new JsonText<DailyGuess>(JSON.stringify(response)),
      until: yesterday === null ? now + MISSING_YESTERDAY_TTL_MS : Number.POSITIVE_INFINITY,
    };
    cache.set(pool, entry);
    return entry;
  };
  return {
    /** The answers as an object. */
    read: async (pool: PoolKey): Promise<DailyGuess> =>
      (fresh(pool) ?? (await load(pool))).response,
    /** The prebuilt JSON body if it is cached and still today's, without reading it. */
    cached: (pool: PoolKey): JsonText<DailyGuess> | undefined => fresh(pool)?.json,
    /** The same as the prebuilt JSON body: synchronously once cached (every call but the first). */
    json: (pool: PoolKey): JsonText<DailyGuess> | Promise<JsonText<DailyGuess>> =>
      fresh(pool)?.json ?? load(pool).then((entry) => entry.json),
  };
}

const readers = new WeakMap<AppContext, ReturnType<typeof createDailyGuessReader>>();

/** The app's one daily-guess reader (the route and the pages' first screen share its cache). */
export function dailyGuessReader(ctx: AppContext): ReturnType<typeof createDailyGuessReader> {
  let reader = readers.get(ctx);
  if (!reader) {
    reader = createDailyGuessReader(ctx);
    readers.set(ctx, reader);
  }
  return reader;
}
