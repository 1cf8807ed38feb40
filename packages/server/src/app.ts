import type { Server } from 'node:http';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerAccess } from './access';
import { createContext } from './app-context';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import { createCrono, registerCronoRoutes } from './crono/routes';
import type { Dataset } from './dataset';
import type { DatabaseHandle } from './db';
import { answerClientError } from './connection-errors';
import { registerErrorHandling } from './error-handler';
import { sendError } from './errors';
import { createFastAnswers } from './fast-answers';
import { serverFactory } from './http-server';
import type { Lifecycle } from './lifecycle';
import { registerMetrics, type Metrics } from './metrics';
import { registerDailyRoutes } from './routes/daily';
import { registerDatasetRoutes } from './routes/datasets';
import { registerMessagesRoutes } from './routes/messages';
import { registerStatsRoutes } from './routes/stats';
import { registerStorybook } from './routes/storybook';
import { registerTrackingRoutes } from './routes/tracking';
import { registerTransferRoutes } from './routes/transfer';
import { registerWeb } from './web';

export interface AppDeps {
  /** An open, migrated database (see openDatabase). The app does not close it. */
  db: DatabaseHandle;
  dataset: Dataset;
  /** Epoch ms; defaults to Date.now. */
  now?: () => number;
  /** Fastify logger option; defaults to pino at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** false: every request goes through Fastify (fast-answers.test.ts compares the two). */
  fastAnswers?: false;
  /**
   * A server already listening (main.ts answers 503s on it while the database is not there yet):
   * the app takes it over instead of making one; start it with `ready()`, not `listen()`.
   */
  server?: Server;
}

/** proxy-addr's "trust the first n hops", as Fastify builds it for a number. */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's lifecycle (readiness), metrics and context, for main.ts and tests. */
    guessdle: { lifecycle: Lifecycle; metrics: Metrics; ctx: AppContext };
  }
}

/**
 * Builds the whole HTTP app (API, translations, static site) over an open database. Call
 * `listen()` on the result, or `inject()` in tests (which goes straight to Fastify: the fast
 * answers sit in the HTTP server); `close()` leaves the database open.
 */
export async function createApp(config: ServerConfig, deps: AppDeps): Promise<FastifyInstance> {
  // The app's log, once the app exists (the context's monitor logs an outage through it).
  const made: { app?: FastifyInstance } = {};
  const log = {
    error: (details: Record<string, unknown>, message: string) =>
      made.app?.log.error(details, message),
    info: (details: Record<string, unknown>, message: string) =>
      made.app?.log.info(details, message),
  };
  const ctx = await createContext(config, { ...deps, log });

  // The day's answers, once in memory, are answered before Fastify (fast-answers.ts). Not with
  // per-request log lines, which Fastify writes.
  const fast =
    config.logRequests || deps.fastAnswers === false ? undefined : createFastAnswers(ctx);
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    // A URL that does not decode is the client's mistake: a 400 JSON error like any other.
    frameworkErrors: (error, _request, reply) => {
      sendError(reply, 400, 'invalid-request', error.message);
    },
    bodyLimit: config.bodyLimit,
    // A hop count as Fastify reads one (its types take only the function form): the address
    // that many hops from the socket's, the last one the proxies appended.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // The contract's zod schemas validate; Fastify's ajv never sees (or strips) a body.
    ajv: { customOptions: { removeAdditional: false } },
    routerOptions: { maxParamLength: 200 },
    // While closing, a request that still arrives on an open connection is answered as usual
    // (Fastify adds `connection: close`): the database is open until the last one is done, and
    // a proxy that sent it on a kept-alive connection gets an answer, not a 503 it may not retry.
    // Only the readiness call says 503 (routes/meta.ts).
    return503OnClosing: false,
    // What Node refuses before Fastify sees a request (headers too large, broken framing):
    // answered in the one error shape, announcing the close.
    clientErrorHandler: answerClientError,
    ...(fast || deps.server ? { serverFactory: serverFactory(fast, deps.server) } : {}),
    // Without per-request log lines, requests log through the app's logger (errors name their
    // request id themselves) instead of building a child logger on every request.
    ...(config.logRequests ? {} : { childLoggerFactory: (logger) => logger }),
  });

  made.app = app;
  registerErrorHandling(app, ctx);
  await registerAccess(app, config);
  registerLifecycleHooks(app, ctx, fast, deps.server);
  registerMetrics(app, config, ctx.metrics);
  app.decorate('guessdle', { lifecycle: ctx.lifecycle, metrics: ctx.metrics, ctx });

  // The calls of the contract (JSON only): they need none of helmet's page headers (CSP, frame
  // options …) and set nosniff themselves (routing.ts), so helmet lives in its own scope
  // (web.ts) and its two hooks never run for them.
  const crono = createCrono(ctx, ctx.config.crono);
  if (crono.pool.length < 4) {
    app.log.warn('Crono is unavailable: fewer than 4 performers have a local picture');
  }
  registerDailyRoutes(app, ctx);
  registerDatasetRoutes(app, ctx);
  registerStatsRoutes(app, ctx);
  registerTrackingRoutes(app, ctx);
  registerTransferRoutes(app, ctx);
  registerCronoRoutes(app, ctx, crono);
  registerMessagesRoutes(app, ctx);

  // The static Storybook, when the operator serves it (STORYBOOK_DIR; off by default).
  if (config.storybookDir) await registerStorybook(app, config.storybookDir);
  await registerWeb(app, ctx, crono);
  return app;
}

/**
 * Ready once Fastify is and the database answered; draining from the first moment of close.
 * Closing: the fast answers hand every request to Fastify, which closes each connection after
 * its answer; the group commits still pending are written before the database closes.
 */
function registerLifecycleHooks(
  app: FastifyInstance,
  ctx: AppContext,
  fast: ReturnType<typeof createFastAnswers> | undefined,
  server: Server | undefined,
): void {
  app.addHook('onReady', async () => {
    await ctx.storage.ping();
    ctx.lifecycle.ready();
  });
  app.addHook('preClose', (done) => {
    ctx.lifecycle.drain();
    fast?.stop();
    if (!server) return done();
    // A server the app took over (not listened on by Fastify, which then leaves it open): closed
    // here as Fastify closes its own, new connections refused and the open ones answered first.
    server.close(() => done());
    server.closeIdleConnections();
  });
  app.addHook('onClose', async () => {
    ctx.availability.stop();
    await ctx.storage.drain();
  });
  // A request already in flight when the drain began is answered with `connection: close` too
  // (Fastify says it only to those that arrive later), so a client or proxy never sends another
  // request on a connection that is about to close.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (ctx.lifecycle.state === 'draining') reply.header('connection', 'close');
    done(null, payload);
  });
}
