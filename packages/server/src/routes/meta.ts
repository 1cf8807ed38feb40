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
  // proxy or an orchestrator stops sending new work while the requests in flight finish.
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
    return reply.send({ status: 'ok' });
  });

  app.get('/api/health', async (_request, reply) => {
    const started = performance.now();
    try {
      await ctx.storage.ping();
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      reply.header('cache-control', 'no-store');
      return reply.code(503).send({
        status: 'error',
        error: 'database-unavailable',
        message: 'The database does not answer',
      });
    }
    reply.header('cache-control', 'no-store');
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
