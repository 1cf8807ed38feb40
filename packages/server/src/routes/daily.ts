import type { FastifyInstance } from 'fastify';
import { DAILY_MODES, dailyModeRoutes, type DailyGuess, type DailyMode } from '@guessdle/api';
import type { AppContext } from '../context';
import { EmptyPoolError } from '../daily';
import { poolKeyFor, type PoolKey } from '../dataset';
import { ApiError } from '../errors';
import { defineRoute } from '../routing';
import { addDays } from '../time';

/** A yesterday not stored yet is re-read at most this often (it can only appear by a race). */
const MISSING_YESTERDAY_TTL_MS = 30_000;

/** Today's and yesterday's answer of a pool; today's is chosen on first use. */
export function createDailyGuessReader(ctx: AppContext) {
  const cache = new Map<PoolKey, { response: DailyGuess; until: number }>();
  return async (pool: PoolKey): Promise<DailyGuess> => {
    const { date } = ctx.calendar.today();
    const now = ctx.now();
    const hit = cache.get(pool);
    if (hit && hit.response.date === date && now < hit.until) return hit.response;
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
    cache.set(pool, {
      response,
      until: yesterday === null ? now + MISSING_YESTERDAY_TTL_MS : Number.POSITIVE_INFINITY,
    });
    return response;
  };
}

export function registerDailyRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, 'serverDate', async () => {
    const day = ctx.calendar.today();
    return {
      date: day.date,
      nextResetAt: new Date(day.nextResetAt).toISOString(),
      timeZone: ctx.config.timeZone,
    };
  });

  const read = createDailyGuessReader(ctx);
  defineRoute(app, ctx, 'classicDailyGuess', async ({ query }) =>
    read(poolKeyFor('classic', query.mode)),
  );
  for (const mode of DAILY_MODES.filter(
    (m): m is Exclude<DailyMode, 'classic'> => m !== 'classic',
  )) {
    defineRoute(app, ctx, dailyModeRoutes[mode].daily, async () => read(poolKeyFor(mode)));
  }
}
