import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_HEADER } from '@guessdle/api';
import type { AllowedOrigins, ServerConfig } from './config';
import { sendError } from './errors';

/** /api paths anyone may call without a key. */
const PUBLIC_API = new Set(['/api/health', '/api/openapi.json']);
/** Crono round photos: loaded by <img>, which sends no key; the round token is the capability. */
const CRONO_PHOTO = /^\/api\/crono\/[^/]+\/rounds\/[^/]+\/photo$/;

function pathOf(request: FastifyRequest): string {
  const q = request.url.indexOf('?');
  return q === -1 ? request.url : request.url.slice(0, q);
}

/** True for calls that need an API key: /api/* except health, OpenAPI and Crono round photos. */
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
function isSameOrigin(request: FastifyRequest, origin: string): boolean {
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

const CORS_BASE = {
  methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
  allowedHeaders: ['content-type', API_KEY_HEADER],
  maxAge: 600,
  strictPreflight: false,
} satisfies FastifyCorsOptions;
const DENY: FastifyCorsOptions = { ...CORS_BASE, origin: false };
const REFLECT: FastifyCorsOptions = { ...CORS_BASE, origin: true };
const ANY: FastifyCorsOptions = { ...CORS_BASE, origin: '*' };

/**
 * API keys and CORS. Each key lists the browser origins that may use it. A keyed call gets CORS
 * headers for its Origin only when the key allows that origin, and is refused with 403 otherwise,
 * so a key copied from one embedding site does not work from another site's pages. Preflights
 * carry no key (browsers never send custom headers in them): an origin allowed by any key passes
 * the preflight, and the real call is then checked against its own key. Public files
 * (/messages, /assets, the site, health, OpenAPI) are readable from anywhere.
 */
export async function registerAccess(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const keys = config.apiKeys;
  const anyKeyAllowsAll = [...keys.values()].some((o) => o === '*');
  const preflightOrigins = new Set<string>();
  for (const o of keys.values()) if (o !== '*') for (const x of o) preflightOrigins.add(x);

  await app.register(cors, {
    delegator(request, callback) {
      const urlPath = pathOf(request);
      const origin = request.headers.origin;
      if (!needsKey(urlPath)) return callback(null, ANY);
      if (!origin) return callback(null, DENY);
      if (request.method === 'OPTIONS') {
        const ok = anyKeyAllowsAll || preflightOrigins.has(origin);
        return callback(null, ok ? REFLECT : DENY);
      }
      const key = request.headers[API_KEY_HEADER];
      const origins = typeof key === 'string' ? keys.get(key) : undefined;
      return callback(null, origins && allows(origins, origin) ? REFLECT : DENY);
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return;
    const urlPath = pathOf(request);
    if (!needsKey(urlPath)) return;
    const key = request.headers[API_KEY_HEADER];
    const origins = typeof key === 'string' ? keys.get(key) : undefined;
    if (!origins) {
      return sendError(
        reply,
        401,
        'unauthorized',
        key === undefined
          ? `Missing API key: send it in the ${API_KEY_HEADER} header`
          : 'Unknown API key',
      );
    }
    const origin = request.headers.origin;
    if (origin && !allows(origins, origin) && !isSameOrigin(request, origin)) {
      return sendError(
        reply,
        403,
        'origin-not-allowed',
        'This API key is not valid for this origin',
      );
    }
  });
}
