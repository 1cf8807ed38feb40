import { createServer, type Server } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { FastAnswers } from './fast-answers';

/**
 * The HTTP server Fastify would make (server.js in Fastify: its timeouts), with `fast` offered
 * each request first. With `existing` (a server main.ts already listens on while the database
 * is not there yet: startup.ts), that server takes the app's handler in place of its own, so the
 * socket that answered 503s goes on listening and no connection is refused in between.
 */
export function serverFactory(
  fast: FastAnswers | undefined,
  existing: Server | undefined,
): FastifyServerFactory {
  return (handler, options) => {
    // Fastify's options with its defaults filled in.
    const o = options as Record<
      'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout' | 'maxRequestsPerSocket',
      number
    >;
    const answer: Parameters<typeof createServer>[1] = fast
      ? (request, response) => {
          if (!fast.answer(request, response)) handler(request, response);
        }
      : handler;
    let server: Server;
    if (existing) {
      server = existing;
      server.removeAllListeners('request');
      // Fastify adds its own (the one error shape for what Node's parser refuses).
      server.removeAllListeners('clientError');
      server.on('request', answer);
    } else {
      server = createServer(answer);
    }
    server.keepAliveTimeout = o.keepAliveTimeout;
    server.requestTimeout = o.requestTimeout;
    server.setTimeout(o.connectionTimeout);
    if (o.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = o.maxRequestsPerSocket;
    return server;
  };
}
