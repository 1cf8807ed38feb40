import helmet from '@fastify/helmet';
import { createServer } from 'node:http';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyServerFactory,
  type FastifyServerOptions,
} from 'fastify';
import { registerAccess } from './access';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import { createCrono, registerCronoPhotoRoute, registerCronoRoutes } from './crono/routes';
import { createDailyAnswers } from './daily';
import { buildPools, imageOrigins, type Dataset } from './dataset';
import type { DatabaseHandle } from './db';
import { addressKeys, createStorage, randomSecret } from './db/storage';
import { answerClientError, drainBody } from './connection-errors';
import { ApiError, codeForStatus, sendError } from './errors';
import { createFastAnswers, type FastAnswers } from './fast-answers';
import { createLifecycle, type Lifecycle } from './lifecycle';
import { createLimiter, createSharedLimiter, RateLimitedError } from './limits';
import { createMetrics, registerMetrics, type Metrics } from './metrics';
import { observeDatabase } from './db/observe';
import { registerDailyRoutes } from './routes/daily';
import { registerDailyPictureRoute } from './routes/daily-picture';
import { registerDatasetRoutes } from './routes/datasets';
import { registerMessagesRoutes } from './routes/messages';
import { registerMetaRoutes } from './routes/meta';
import { inlineScriptSource, pageGlobalsScript, registerSiteConfig } from './routes/site-config';
import { firstPaintScriptSource } from './routes/page';
import { registerStatic } from './routes/static';
import { registerStatsRoutes } from './routes/stats';
import { registerStorybook } from './routes/storybook';
import { registerTrackingRoutes } from './routes/tracking';
import { registerTransferRoutes } from './routes/transfer';
import { createCalendar } from './time';

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
}

/**
 * The HTTP server Fastify would make (server.js in Fastify: its timeouts), with `fast` offered
 * each request first.
 */
function serverWith(fast: FastAnswers): FastifyServerFactory {
  return (handler, options) => {
    // Fastify's options with its defaults filled in.
    const o = options as Record<
      'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout' | 'maxRequestsPerSocket',
      number
    >;
    const server = createServer((request, response) => {
      if (!fast.answer(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = o.keepAliveTimeout;
    server.requestTimeout = o.requestTimeout;
    server.setTimeout(o.connectionTimeout);
    if (o.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = o.maxRequestsPerSocket;
    return server;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's lifecycle (readiness) and metrics, for main.ts and tests. */
    guessdle: { lifecycle: Lifecycle; metrics: Metrics };
  }
}

/** Where the generated daily secret is kept when DAILY_SECRET is unset. */
const SECRET_SETTING = 'daily-secret';

/**
 * Builds the whole HTTP app (API, translations, static site) over an open database. Call
 * `listen()` on the result, or `inject()` in tests (which goes straight to Fastify: the fast
 * answers sit in the HTTP server); `close()` leaves the database open.
 */
export async function createApp(config: ServerConfig, deps: AppDeps): Promise<FastifyInstance> {
  const now = deps.now ?? Date.now;
  const metrics = createMetrics(config, deps.db, now);
  // Before any storage is made over the database, so that each one reports its calls.
  if (metrics.enabled) observeDatabase(deps.db, metrics);
  const storage = createStorage(deps.db, now, { successesPerAddress: config.statsPerAddress });
  const lifecycle = createLifecycle();
  const secret =
    config.dailySecret ?? (await storage.getOrCreateSetting(SECRET_SETTING, randomSecret));
  const pools = buildPools(deps.dataset);
  const ctx: AppContext = {
    config,
    db: deps.db,
    storage,
    dataset: deps.dataset,
    pools,
    daily: createDailyAnswers({ storage, pools, secret, noRepeatDays: config.noRepeatDays }),
    calendar: createCalendar({ timeZone: config.timeZone, resetMinutes: config.resetMinutes }, now),
    now,
    addressKey: addressKeys(secret),
    limiter:
      config.rateLimit.store === 'database'
        ? createSharedLimiter({
            ...config.rateLimit,
            now,
            db: deps.db.db,
            ...(metrics.enabled
              ? { observe: (seconds: number) => metrics.dbCall('countWrite', seconds) }
              : {}),
          })
        : createLimiter({ ...config.rateLimit, now }),
    lifecycle,
    metrics,
  };

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
    trustProxy: config.trustProxy,
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
    ...(fast ? { serverFactory: serverWith(fast) } : {}),
    // Without per-request log lines, requests log through the app's logger (errors name their
    // request id themselves) instead of building a child logger on every request.
    ...(config.logRequests ? {} : { childLoggerFactory: (logger) => logger }),
  });

  // JSON bodies: invalid JSON is a 400 JSON error; an empty body is "no body".
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const body = typeof text === 'string' ? text : text.toString('utf8');
    if (body.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body));
    } catch {
      done(new ApiError(400, 'invalid-json', 'The request body is not valid JSON'), undefined);
    }
  });

  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof ApiError) {
      if (error instanceof RateLimitedError) {
        reply.header('retry-after', String(error.retryAfterSeconds));
        ctx.metrics.rateLimited(error.kind);
      }
      if (error.statusCode >= 500) {
        request.log.error({ err: error, reqId: request.id }, error.message);
      }
      return sendError(reply, error.statusCode, error.code, error.message, error.issues);
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) {
      // Read the rest of the upload before answering: closing a socket the client is still
      // writing to resets it, and the client would never read the 413.
      return drainBody(request.raw).then(() => {
        reply.header('connection', 'close');
        sendError(
          reply,
          413,
          'payload-too-large',
          `The body is larger than ${config.bodyLimit} bytes`,
        );
      });
    }
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message = error instanceof Error ? error.message : 'Bad request';
      return sendError(reply, status, codeForStatus(status), message);
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return sendError(reply, 500, 'internal-error', 'Something went wrong on the server');
  });

  await registerAccess(app, config);
  // Ready once Fastify is and the database answers; draining from the first moment of close.
  // Closing: the fast answers hand every request to Fastify, which closes each connection after
  // its answer; the group commits still pending are written before the database closes.
  app.addHook('onReady', async () => {
    await storage.ping();
    lifecycle.ready();
  });
  app.addHook('preClose', (done) => {
    lifecycle.drain();
    fast?.stop();
    done();
  });
  app.addHook('onClose', async () => {
    await storage.drain();
  });
  // A request already in flight when the drain began is answered with `connection: close` too
  // (Fastify says it only to those that arrive later), so a client or proxy never sends another
  // request on a connection that is about to close.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.state === 'draining') reply.header('connection', 'close');
    done(null, payload);
  });
  registerMetrics(app, config, metrics);
  app.decorate('guessdle', { lifecycle, metrics });

  // The calls of the contract (JSON only): they need none of helmet's page headers (CSP, frame
  // options …) and set nosniff themselves (routing.ts), so helmet lives in its own scope below
  // and its two hooks never run for them.
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

  // Pages, files, health, OpenAPI, round photos and the 404s, with helmet's headers.
  await app.register(async (web) => {
    await web.register(helmet, {
      // The site's own scripts, styles and pictures; inline styles for the components' style
      // sheets (styled-components writes <style data-styled> elements, and the server render
      // sends its own); the two inline scripts, the page globals and the entry's loader on a page
      // painted by the server (page.ts), by their hashes.
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: [
            "'self'",
            inlineScriptSource(pageGlobalsScript(config)),
            // The current build's loader: a new build of the site brings a new one.
            () => firstPaintScriptSource(config.siteDir),
          ],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins(config, deps.dataset)],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
        },
      },
      // Pictures, translations and the API are meant to be used by embedding sites.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    registerMetaRoutes(web, ctx);
    registerCronoPhotoRoute(web, crono);
    registerDailyPictureRoute(web, ctx);
    registerSiteConfig(web, ctx);
    await registerStatic(web, ctx);
  });

  return app;
}
