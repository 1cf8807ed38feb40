import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_HEADER } from '@guessdle/api';
import type { AllowedOrigins, ServerConfig } from './config';
import { sendError } from './errors';

/** /api paths anyone may call without a key. */
const PUBLIC_API = new Set(['/api/health', '/api/ready', '/api/openapi.json']);
/** Crono round photos: loaded by <img>, which sends no key; the round token is the capability. */
const CRONO_PHOTO = /^\/api\/crono\/[^/]+\/rounds\/[^/]+\/photo$/;

function pathOf(request: FastifyRequest): string {
  const q = request.url.indexOf('?');
  return q === -1 ? request.url : request.url.slice(0, q);
}

/** True for calls that need an API key: /api/* except health, readiness, OpenAPI and Crono round photos. */
export function needsKey(urlPath: string): boolean {
  return (
    (urlPath.startsWith('/api/') || urlPath === '/api') &&
    !PUBLIC_API.has(urlPath) &&
    !CRONO_PHOTO.test(urlPath)
  );
}

function allows(origins: AllowedOrigins, origin: string): boolean {
  return origins === '*' || origins.includes(origin);
}

/** An Origin naming this very server (the site calling its own API) is not cross-origin. */
function isSameOrigin(host: string | undefined, origin: string): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** What a call that needs a key may do: go on (with the CORS origin to allow, if any), or not. */
export type KeyedAccess =
  | { allowed: true; allowOrigin: string | undefined }
  | { allowed: false; status: 401 | 403; code: string; message: string };

/**
 * The decision for a call that needs a key, from its headers alone: the key must be known, and a
 * cross-origin caller must be one of the key's origins. Shared by the hook below and the
 * answers served before Fastify (fast-answers.ts), so the two cannot disagree.
 */
export function keyedAccess(
  keys: ServerConfig['apiKeys'],
  headers: IncomingHttpHeaders,
): KeyedAccess {
  const key = headers[API_KEY_HEADER];
  const origins = typeof key === 'string' ? keys.get(key) : undefined;
  if (!origins) {
    return {
      allowed: false,
      status: 401,
      code: 'unauthorized',
      message:
        key === undefined
          ? `Missing API key: send it in the ${API_KEY_HEADER} header`
          : 'Unknown API key',
    };
  }
  const origin = headers.origin;
  if (!origin) return { allowed: true, allowOrigin: undefined };
  if (allows(origins, origin)) return { allowed: true, allowOrigin: origin };
  if (isSameOrigin(headers.host, origin)) return { allowed: true, allowOrigin: undefined };
  return {
    allowed: false,
    status: 403,
    code: 'origin-not-allowed',
    message: 'This API key is not valid for this origin',
  };
}

const ALLOW_METHODS = 'GET, HEAD, POST, OPTIONS';
const ALLOW_HEADERS = `content-type, ${API_KEY_HEADER}`;
const MAX_AGE = '600';

/** Adds `Origin` to the Vary header: the answer depends on it (it does for every call here). */
function varyOrigin(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'Origin');
  else if (!/(^|,)\s*(origin|\*)\s*(,|$)/i.test(String(vary))) {
    reply.header('vary', `${String(vary)}, Origin`);
  }
}

/**
 * API keys and CORS, in one synchronous onRequest hook (it runs on every request, so it is kept
 * to a few property reads: no per-request option objects, no promise). Each key lists the browser
 * origins that may use it. A keyed call gets CORS headers for its Origin only when the key allows
 * that origin, and is refused with 403 otherwise, so a key copied from one embedding site does
 * not work from another site's pages. Preflights carry no key (browsers never send custom headers
 * in them): an origin allowed by any key passes the preflight (204 with the allowed methods and
 * headers), and the real call is then checked against its own key; a preflight nobody allows
 * falls through to the 404. Public files (/messages, /assets, the site, health, OpenAPI) are
 * readable from anywhere (`access-control-allow-origin: *`). Every answer varies on Origin.
 */
export async function registerAccess(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const keys = config.apiKeys;
  const anyKeyAllowsAll = [...keys.values()].some((o) => o === '*');
  const preflightOrigins = new Set<string>();
  for (const o of keys.values()) if (o !== '*') for (const x of o) preflightOrigins.add(x);

  const preflight = (reply: FastifyReply, allowOrigin: string): void => {
    reply
      .header('access-control-allow-origin', allowOrigin)
      .header('access-control-allow-methods', ALLOW_METHODS)
      .header('access-control-allow-headers', ALLOW_HEADERS)
      .header('access-control-max-age', MAX_AGE)
      .code(204)
      .header('content-length', '0')
      .send();
  };

  // Callback style, and never returning the reply: a returned reply is a thenable to Fastify.
  app.addHook('onRequest', (request, reply, done) => {
    varyOrigin(reply);
    const urlPath = pathOf(request);
    const origin = request.headers.origin;
    const isPreflight = request.method === 'OPTIONS';
    if (!needsKey(urlPath)) {
      if (isPreflight) {
        preflight(reply, '*');
        return;
      }
      reply.header('access-control-allow-origin', '*');
      done();
      return;
    }
    if (isPreflight) {
      // No key in a preflight; a denied one goes on to the 404 (as no route answers OPTIONS).
      if (origin && (anyKeyAllowsAll || preflightOrigins.has(origin))) preflight(reply, origin);
      else done();
      return;
    }
    const access = keyedAccess(keys, request.headers);
    if (!access.allowed) {
      sendError(reply, access.status, access.code, access.message);
      return;
    }
    if (access.allowOrigin) reply.header('access-control-allow-origin', access.allowOrigin);
    done();
  });
}
