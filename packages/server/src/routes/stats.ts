import type { FastifyInstance } from 'fastify';
import { DAILY_MODES, dailyModeRoutes, PICTURE_MODES, type StatsCounter } from '@guessdle/api';
import { counterCacheControl } from '../cache';
import type { AppContext } from '../context';
import { EmptyPoolError } from '../daily';
import { poolKeyFor } from '../dataset';
import { ApiError } from '../errors';
import { defineRoute } from '../routing';
import { addDays } from '../time';

/**
 * Counters of players who found the answer, per pool and date. A success counts once per
 * (pool, date, clientId) and once per (pool, date, client address), only for the stored answer of today or yesterday (the grace day lets a
 * player who solved just before the reset still be counted). A counted success that carries its
 * tries also moves everyone's distribution of that pool and day, in the same transaction; a
 * replay moves nothing.
 */
export function registerStatsRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Everyone reads the same counter: shared caches keep it a few seconds (cache.ts).
  const shared = { shared: () => counterCacheControl(ctx) };
  defineRoute(
    app,
    ctx,
    'classicStats',
    async ({ query }) => counter(ctx, poolKeyFor('classic', query.mode)),
    shared,
  );
  for (const mode of PICTURE_MODES) {
    defineRoute(
      app,
      ctx,
      dailyModeRoutes[mode].stats,
      async () => counter(ctx, poolKeyFor(mode)),
      shared,
    );
  }

  // The day before today, recomputed only when the day changes.
  let last = { today: '', yesterday: '' };
  const yesterdayOf = (today: string) => {
    if (last.today !== today) last = { today, yesterday: addDays(today, -1) };
    return last.yesterday;
  };

  for (const mode of DAILY_MODES) {
    defineRoute(app, ctx, dailyModeRoutes[mode].success, async ({ body, request }) => {
      if (mode !== 'classic' && body.mode !== undefined) {
        throw new ApiError(400, 'invalid-request', 'Only classic successes carry a mode', [
          { path: 'body.mode', message: `not allowed for ${mode}` },
        ]);
      }
      const pool = poolKeyFor(mode, body.mode);
      // No daily mode limits guesses, and each guess is a different item of the pool: a player
      // cannot need more tries than the pool holds.
      const maxTries = ctx.pools[pool].length;
      if (body.tries !== undefined && body.tries > maxTries) {
        throw new ApiError(400, 'invalid-request', 'Invalid request body', [
          { path: 'body.tries', message: `at most ${maxTries} for this pool` },
        ]);
      }
      const today = ctx.calendar.today().date;
      const yesterday = yesterdayOf(today);
      if (body.date !== today && body.date !== yesterday) {
        throw new ApiError(
          422,
          'date-not-playable',
          `Successes are accepted for today (${today}) or yesterday (${yesterday}) only`,
        );
      }
      let answer: string | undefined;
      try {
        answer =
          body.date === today
            ? await ctx.daily.ensure(pool, today)
            : await ctx.daily.stored(pool, body.date);
      } catch (err) {
        if (err instanceof EmptyPoolError) throw new ApiError(404, 'no-daily-answer', err.message);
        throw err;
      }
      if (answer === undefined) {
        throw new ApiError(404, 'no-daily-answer', `There was no ${mode} puzzle on ${body.date}`);
      }
      if (body.answer !== answer) {
        throw new ApiError(422, 'wrong-answer', `That is not the answer of ${body.date}`);
      }
      // One counted success per client id and per address (request.ip: X-Forwarded-For only
      // with TRUST_PROXY) for each pool and day; later ones are stored and answered, not counted.
      const { count } = await ctx.storage.recordSuccess(
        pool,
        body.date,
        // One player, however the id is written: a UUID's hex digits in either case.
        body.clientId.toLowerCase(),
        ctx.addressKey(request.ip),
        body.tries,
      );
      // A client that sent its tries compares them with everyone's: the answer carries the
      // distribution too, so the win needs no second call.
      const distribution =
        body.tries === undefined ? [] : await ctx.storage.getTriesDistribution(pool, body.date);
      return (
        distribution.length > 0
          ? { date: body.date, numberOfSuccesses: count, distribution }
          : { date: body.date, numberOfSuccesses: count }
      ) satisfies StatsCounter;
    });
  }
}

/** Today's counter and everyone's distribution of tries (left out while empty). */
async function counter(ctx: AppContext, pool: string): Promise<StatsCounter> {
  const { date } = ctx.calendar.today();
  const [numberOfSuccesses, distribution] = await Promise.all([
    ctx.storage.getSuccessCount(pool, date),
    ctx.storage.getTriesDistribution(pool, date),
  ]);
  return distribution.length > 0
    ? { date, numberOfSuccesses, distribution }
    : { date, numberOfSuccesses };
}
