import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { defineRoute } from '../routing';

/**
 * Tracking events (the fallback when no analytics library is present), kept within a bound:
 * older than TRACKING_RETENTION_DAYS or beyond TRACKING_MAX_ROWS are pruned every
 * TRACKING_PRUNE_EVERY inserts and once an hour.
 */
export function registerTrackingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { retentionDays, maxRows, pruneEvery } = ctx.config.tracking;
  let inserts = 0;
  let pruning: Promise<void> | undefined;
  const prune = () => {
    pruning ??= ctx.storage
      .pruneTracking(retentionDays, maxRows)
      .then((n) => {
        if (n > 0) app.log.info({ deleted: n }, 'pruned tracking events');
      })
      .catch((err: unknown) => app.log.error({ err }, 'pruning tracking events failed'))
      .finally(() => {
        pruning = undefined;
      });
    return pruning;
  };

  defineRoute(app, ctx, 'tracking', async ({ body }) => {
    await ctx.storage.insertTracking({
      eventName: body.eventName,
      attrs: body.attrs,
      deviceId: body.extra.device_id,
      sessionId: body.extra.session_id,
    });
    inserts += 1;
    if (inserts % pruneEvery === 0) await prune();
  });

  const timer = setInterval(() => void prune(), 3_600_000);
  timer.unref();
  app.addHook('onReady', async () => {
    await prune();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await pruning;
  });
}
