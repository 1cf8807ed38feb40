import type { IncomingMessage, ServerResponse } from 'node:http';
import { DAILY_MODES, DIFFICULTIES, endpoints, dailyModeRoutes } from '@guessdle/api';
import { keyedAccess } from './access';
import { dayCacheControl } from './cache';
import type { AppContext } from './context';
import { poolKeyFor, type PoolKey } from './dataset';
import { dailyGuessReader } from './daily-guess';

/**
 * The day's answers (GET …/daily-guess/), answered before Fastify when they are already in
 * memory. Every page of every game, on the site and in every embed, starts with this call, and it
 * answers the same bytes to everyone all day. Through Fastify (routing, hooks, the request and
 * reply objects) it cost 1.1-1.65 times the CPU of a bare node:http server answering the same
 * body (`pnpm bench`, by run); answered here, 0.96-1.2 times.
 *
 * Only the plain case is answered here: a GET of one of the daily-guess URLs exactly as the
 * client sends them (classic with or without `?mode=<difficulty>`), whose key and origin the
 * access rules allow, while the day's answer is cached and the server is not closing. Anything
 * else (HEAD, another query, a refused key, the first call of the day, an error) goes to Fastify,
 * which answers it as always. The answer is the same, header for header, as the route's
 * (fast-answers.test.ts compares the two).
 */
export interface FastAnswers {
  /** Answers the request and returns true, or returns false and leaves it untouched. */
  answer(request: IncomingMessage, response: ServerResponse): boolean;
  /** From now on every request goes to Fastify (which closes each connection while it closes). */
  stop(): void;
}

/** Each URL answered here, with the pool whose answers it reads and its route (for metrics). */
function dailyGuessUrls(): Map<string, { pool: PoolKey; route: string }> {
  const urls = new Map<string, { pool: PoolKey; route: string }>();
  for (const mode of DAILY_MODES) {
    const route = endpoints[dailyModeRoutes[mode].daily].path;
    urls.set(route, { pool: poolKeyFor(mode), route });
    if (mode === 'classic') {
      for (const difficulty of DIFFICULTIES) {
        urls.set(`${route}?mode=${difficulty}`, { pool: poolKeyFor(mode, difficulty), route });
      }
    }
  }
  return urls;
}

export function createFastAnswers(ctx: AppContext): FastAnswers {
  const urls = dailyGuessUrls();
  const reader = dailyGuessReader(ctx);
  const keys = ctx.config.apiKeys;
  const { metrics } = ctx;
  let stopped = false;
  return {
    answer(request, response) {
      // A revalidation (If-None-Match) goes to Fastify, which answers 304.
      if (stopped || request.method !== 'GET' || request.headers['if-none-match']) return false;
      const url = urls.get(request.url ?? '');
      if (url === undefined) return false;
      const started = metrics.enabled ? performance.now() : 0;
      const body = reader.cached(url.pool);
      if (body === undefined) return false;
      const access = keyedAccess(keys, request.headers);
      if (!access.allowed) return false;
      // The headers of the access hook (access.ts) and of defineRoute (routing.ts), in their order.
      const headers: Record<string, string | number> = { vary: 'Origin, x-api-key' };
      if (access.allowOrigin) headers['access-control-allow-origin'] = access.allowOrigin;
      headers['x-content-type-options'] = 'nosniff';
      headers['cache-control'] = dayCacheControl(ctx);
      headers.etag = body.etag;
      headers['content-type'] = 'application/json; charset=utf-8';
      headers['content-length'] = Buffer.byteLength(body.text);
      response.writeHead(200, headers);
      response.end(body.text);
      // Counted as Fastify's hook counts the same route (metrics.ts).
      if (metrics.enabled) {
        metrics.request('GET', url.route, 200, (performance.now() - started) / 1000);
      }
      return true;
    },
    stop() {
      stopped = true;
    },
  };
}
