import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from '@guessdle/api';
import type { AppContext } from '../context';
import { sendError } from '../errors';

/**
 * Public, keyless: the health check (liveness: the process and its database answer), the
 * readiness call (whether to send this instance traffic) and the OpenAPI document.
 */
export function registerMetaRoutes(app: FastifyInstance, ctx: AppContext): void {
  // 200 only while ready: 503 not-ready while starting and from the moment shutdown begins, so a
  // proxy or an orchestrator stops sending new work while the requests in flight finish. A
  // database outage after the start does not turn it 503: the instance still serves pages and the
  // day's answers from memory and answers writes with a 503 to retry, every instance shares the
  // database, and taking them all out of rotation would turn a partial outage into a total one
  // (README, "Logs, health, readiness, shutdown"). It says the database's state in its body.
  app.get('/api/ready', (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const { state } = ctx.lifecycle;
    if (state !== 'ready') {
      return sendError(
        reply,
        503,
        'not-ready',
        state === 'starting' ? 'The server is starting' : 'The server is shutting down',
      );
    }
    return reply.send({
      status: 'ok',
      database: ctx.availability.up ? 'available' : 'unavailable',
    });
  });

  // The process and its database: 503 database-unavailable while the database does not answer
  // (for monitoring and alerts; a restart cures nothing here). Logged once per outage by the
  // availability monitor, not once per check.
  app.get('/api/health', async (_request, reply) => {
    const started = performance.now();
    reply.header('cache-control', 'no-store');
    try {
      await ctx.storage.ping();
    } catch (err) {
      if (!ctx.availability.report(err)) app.log.error({ err }, 'health check failed');
      reply.header('retry-after', String(ctx.availability.retryAfterSeconds));
      return sendError(reply, 503, 'database-unavailable', 'The database does not answer');
    }
    return {
      status: 'ok',
      database: ctx.db.dialect,
      dbLatencyMs: Math.round((performance.now() - started) * 100) / 100,
      date: ctx.calendar.today().date,
    };
  });

  let document: unknown;
  app.get('/api/openapi.json', async (_request, reply) => {
    document ??= buildOpenApiDocument();
    reply.header('access-control-allow-origin', '*');
    return document;
  });
}
