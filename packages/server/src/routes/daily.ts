import type { FastifyInstance } from 'fastify';
import { dailyModeRoutes, PICTURE_MODES } from '@guessdle/api';
import { archiveOf } from '../archive';
import { dayCacheControl } from '../cache';
import type { AppContext } from '../context';
import { dailyGuessReader } from '../daily-guess';
import { poolKeyFor } from '../dataset';
import { defineRoute } from '../routing';

export function registerDailyRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The same for everyone until the reset: shared caches keep each until then (cache.ts).
  const shared = { shared: () => dayCacheControl(ctx) };
  defineRoute(
    app,
    ctx,
    'serverDate',
    async () => {
      const day = ctx.calendar.today();
      return {
        date: day.date,
        nextResetAt: new Date(day.nextResetAt).toISOString(),
        timeZone: ctx.config.timeZone,
      };
    },
    shared,
  );

  const reader = dailyGuessReader(ctx);
  const archive = archiveOf(ctx);
  // Today's answers without `date` (the hot path, also answered before Fastify: fast-answers.ts
  // only knows the URLs without it); a past day's from the archive.
  defineRoute(
    app,
    ctx,
    'classicDailyGuess',
    ({ query }) => {
      const pool = poolKeyFor('classic', query.mode);
      return query.date === undefined ? reader.json(pool) : archive.dailyGuess(pool, query.date);
    },
    shared,
  );
  for (const mode of PICTURE_MODES) {
    defineRoute(
      app,
      ctx,
      dailyModeRoutes[mode].daily,
      ({ query }) =>
        query.date === undefined
          ? reader.json(poolKeyFor(mode))
          : archive.dailyGuess(poolKeyFor(mode), query.date),
      shared,
    );
  }

  defineRoute(app, ctx, 'archive', () => archive.range(), shared);
  // The launch date is decided when the server starts, so that a fresh install's archive starts
  // on its first day even if nobody asks for it then.
  app.addHook('onReady', async () => {
    await archive.launchDate();
  });
}
