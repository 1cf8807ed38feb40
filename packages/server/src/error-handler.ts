import type { FastifyInstance } from 'fastify';
import { drainBody } from './connection-errors';
import type { AppContext } from './context';
import { ApiError, codeForStatus, sendError } from './errors';
import { RateLimitedError } from './limits';

/**
 * How a request's body is read and how every failure is answered: invalid JSON is a 400, an empty
 * body is no body; an ApiError is its own status and code; a database that cannot be used is a
 * 503 `database-unavailable` with `Retry-After` (its outage is logged once, by the availability
 * monitor, not a stack per request); Fastify's own 4xx keep their status; anything else is a bug,
 * answered 500 and logged with its stack.
 */
export function registerErrorHandling(app: FastifyInstance, ctx: AppContext): void {
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
    if (ctx.availability.report(error)) {
      const seconds = ctx.availability.retryAfterSeconds;
      reply.header('retry-after', String(seconds));
      return sendError(
        reply,
        503,
        'database-unavailable',
        `The server cannot use its database just now: try again in ${seconds} s`,
      );
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) {
      // This route's limit (a transfer's is larger than BODY_LIMIT). Read the rest of the upload
      // before answering: closing a socket the client is still writing to resets it, and the
      // client would never read the 413.
      const limit = request.routeOptions.bodyLimit ?? ctx.config.bodyLimit;
      return drainBody(request.raw).then(() => {
        reply.header('connection', 'close');
        sendError(reply, 413, 'payload-too-large', `The body is larger than ${limit} bytes`);
      });
    }
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message = error instanceof Error ? error.message : 'Bad request';
      return sendError(reply, status, codeForStatus(status), message);
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return sendError(reply, 500, 'internal-error', 'Something went wrong on the server');
  });
}
