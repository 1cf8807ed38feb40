import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GAME_MODES } from '@guessdle/api';
import type { AppContext } from '../context';
import type { AllowedOrigins } from '../config';

/** The modes `/embed/{mode}` renders: every mode (the loader, /embed.js, checks the same list). */
const EMBED_MODES: readonly string[] = GAME_MODES;

type SendPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
  options?: { notFound?: boolean },
) => unknown;

/** The host pages that may frame a game of this key: its allowed origins (CSP frame-ancestors). */
export function frameAncestors(origins: AllowedOrigins | undefined): string {
  if (!origins) return "'none'";
  if (origins === '*') return '*';
  return ["'self'", ...origins].join(' ');
}

function keyOf(request: FastifyRequest): string | undefined {
  const key = (request.query as Record<string, unknown> | undefined)?.key;
  return typeof key === 'string' ? key : undefined;
}

/**
 * The embed pages and the loader's access check.
 *
 * - `GET /embed/{mode}?key=…`: the site's page for one game alone (the iframe of /embed.js). Its
 *   `frame-ancestors` lists the key's allowed origins, so a key copied to another site renders
 *   nothing there; an unknown key may be framed nowhere. (The page calls the API as the site
 *   does, from its own origin.)
 * - `GET /embed/access?key=…`: `{ allowed, code?, reason? }` for the calling page's Origin,
 *   readable from any origin, so the loader can say in the host's console why a game does not
 *   show, and the HTTP client can tell a refused origin or key from a network failure.
 */
export function registerEmbedRoutes(app: FastifyInstance, ctx: AppContext, sendPage: SendPage) {
  const keys = ctx.config.apiKeys;

  app.get('/embed/access', (request, reply) => {
    reply.header('cache-control', 'no-store');
    const key = keyOf(request);
    const origins = key === undefined ? undefined : keys.get(key);
    // `code` is the error code the API itself answers such a call with (readable here, where a
    // refused cross-origin API call is opaque to the page): the HTTP client names its ApiError so.
    if (!origins) {
      return reply.send({
        allowed: false,
        code: 'unauthorized',
        reason: key ? 'unknown API key' : 'no API key given',
      });
    }
    const origin = request.headers.origin;
    const allowed = !origin || origins === '*' || origins.includes(origin);
    return reply.send(
      allowed
        ? { allowed }
        : {
            allowed,
            code: 'origin-not-allowed',
            reason: `the key does not list ${origin} as an origin`,
          },
    );
  });

  app.get('/embed/:mode', (request, reply) => {
    const { mode } = request.params as { mode: string };
    const pathname = `/embed/${mode}`;
    if (EMBED_MODES.includes(mode)) {
      const key = keyOf(request);
      const ancestors = frameAncestors(key === undefined ? undefined : keys.get(key));
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') {
        reply.header(
          'content-security-policy',
          csp.replace(/frame-ancestors [^;]*/, `frame-ancestors ${ancestors}`),
        );
      }
      // CSP's frame-ancestors decides; the legacy header would forbid every other site.
      reply.removeHeader('x-frame-options');
      return sendPage(request, reply, pathname);
    }
    // No such game: the site's "not found" page, answered 404.
    return sendPage(request, reply, pathname, { notFound: true });
  });
}
