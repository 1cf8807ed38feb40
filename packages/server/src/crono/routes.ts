import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { cronoGameIdSchema } from '@guessdle/api';
import type { AppContext } from '../context';
import { createCronoStorage } from '../db/crono-storage';
import { sendError } from '../errors';
import { defineRoute } from '../routing';
import { createCronoService, type CronoService } from './service';
import type { CronoTiming } from './rules';

const ROUND_TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** The Crono engine over the app's storage, clock and asset directories. */
export function createCrono(ctx: AppContext, timing?: CronoTiming): CronoService {
  return createCronoService({
    storage: createCronoStorage(ctx.db, ctx.now),
    dataset: ctx.dataset,
    now: ctx.now,
    today: () => ctx.calendar.today().date,
    assetsDirs: [ctx.config.assetsDir, path.join(ctx.config.siteDir, 'assets')],
    ...(timing ? { timing } : {}),
  });
}

/** Crono: every call of the contract through defineRoute (validated by its zod schemas). */
export function registerCronoRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  crono: CronoService,
): void {
  defineRoute(app, ctx, 'cronoNew', async () => crono.create());
  defineRoute(app, ctx, 'cronoCreateId', async ({ params }) => crono.createUserId(params.id));
  defineRoute(app, ctx, 'cronoGet', async ({ params, query }) =>
    crono.get(params.id, query.userId),
  );
  // The run keeps the address that started it (a keyed hash), which bounds the runs one
  // address puts on a game's leaderboard (crono/plausibility.ts).
  defineRoute(app, ctx, 'cronoStart', async ({ params, body, request }) =>
    crono.start(params.id, body.userId, ctx.addressKey(request.ip)),
  );
  defineRoute(app, ctx, 'cronoGuess', async ({ params, body }) => crono.guess(params.id, body));
  defineRoute(app, ctx, 'cronoSubmitScore', async ({ params, body }) =>
    crono.submitScore(params.id, body),
  );
}

/**
 * The photo of a round: a variant made for that round (crono/photos.ts) under an opaque
 * per-round URL, so neither the payload, a file name nor the picture's bytes give the answer
 * away. Keyless (an <img> sends no header).
 */
export function registerCronoPhotoRoute(app: FastifyInstance, crono: CronoService): void {
  app.get<{ Params: { id: string; token: string } }>(
    '/api/crono/:id/rounds/:token/photo',
    async (request, reply) => {
      const { id, token } = request.params;
      const photo =
        cronoGameIdSchema.safeParse(id).success && ROUND_TOKEN.test(token)
          ? await crono.photo(id, token)
          : undefined;
      if (!photo) {
        return sendError(reply, 404, 'not-found', 'No such round, or the round is over');
      }
      return reply
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .type(photo.type)
        .send(photo.body);
    },
  );
}
