import type { FastifyInstance } from 'fastify';
import { TRANSFER_PROGRESS_MAX_BYTES } from '@guessdle/api';
import type { AppContext } from '../context';
import { createTransferStorage } from '../db/transfer-storage';
import { defineRoute } from '../routing';
import {
  createInProcessTokenBuckets,
  createTransferService,
  TRANSFER_CREATE_LIMIT,
  TRANSFER_REDEEM_LIMIT,
  TRANSFER_SWEEP_EVERY_MS,
} from '../transfer';

/** Room for the body around the progress (`{"progress":…}`, escapes the client wrote). */
const BODY_SLACK_BYTES = 16 * 1024;

/**
 * POST /api/transfer and POST /api/transfer/redeem (transfer.ts). Both also count against the
 * write budget of limits.ts ('other'), like every POST.
 */
export function registerTransferRoutes(app: FastifyInstance, ctx: AppContext): void {
  const transfers = createTransferService({
    storage: createTransferStorage(ctx.db, ctx.now),
    now: ctx.now,
  });
  const creating = createInProcessTokenBuckets({ ...TRANSFER_CREATE_LIMIT, now: ctx.now });
  const redeeming = createInProcessTokenBuckets({ ...TRANSFER_REDEEM_LIMIT, now: ctx.now });

  defineRoute(
    app,
    ctx,
    'transferCreate',
    ({ body, request }) => {
      creating.take(request.ip);
      return transfers.create(body.progress);
    },
    { bodyLimit: Math.max(ctx.config.bodyLimit, TRANSFER_PROGRESS_MAX_BYTES + BODY_SLACK_BYTES) },
  );
  defineRoute(app, ctx, 'transferRedeem', ({ body, request }) => {
    redeeming.take(request.ip);
    return transfers.redeem(body.code);
  });

  // Expired progress is deleted at start-up and then every few minutes (a redemption also
  // deletes the expired row it finds).
  let timer: NodeJS.Timeout | undefined;
  const sweep = () =>
    transfers.sweep().catch((err: unknown) => {
      app.log.warn({ err }, 'sweeping expired transfer codes failed');
      return 0;
    });
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), TRANSFER_SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
