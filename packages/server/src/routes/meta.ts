import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from '@guessdle/api';
import type { AppContext } from '../context';

/** Public, keyless: the health check and the OpenAPI document. */
export function registerMetaRoutes(app: FastifyInstance, ctx: AppContext): void {
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
