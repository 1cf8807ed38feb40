import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db';
import { sendError } from './errors';
import type { LimitKind } from './limits';

/**
 * What the server measures for Prometheus (`/metrics`, text format, prom-client). Off unless an
 * operator sets METRICS_TOKEN or METRICS_PORT: then every request pays one hook, every storage
 * call one timer. Labels are bounded: the route is its pattern (`/api/crono/:id/guess`, never
 * the URL), `(unmatched)` for requests no route took.
 */
export interface Metrics {
  readonly enabled: boolean;
  /** One answered request. `route` is the pattern; `seconds` from the request to its answer. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** One 429 of a write budget. */
  rateLimited(kind: LimitKind): void;
  /** One storage call (`op` names the method, e.g. `recordSuccess`). */
  dbCall(op: string, seconds: number): void;
  /** One group commit of `size` successes (SQLite). */
  groupCommit(size: number): void;
}

const off: Metrics = {
  enabled: false,
  request: () => undefined,
  rateLimited: () => undefined,
  dbCall: () => undefined,
  groupCommit: () => undefined,
};

export interface MetricsRegistry extends Metrics {
  registry: Registry;
}

/** The metrics of one app, over its database (Crono's figures are read at scrape time). */
export function createMetrics(
  config: ServerConfig,
  db: DatabaseHandle,
  now: () => number,
): Metrics | MetricsRegistry {
  if (config.metrics.token === undefined && config.metrics.port === undefined) return off;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labels = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'guessdle_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: labels,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'guessdle_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route pattern and status',
    labelNames: labels,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const limited = new Counter({
    name: 'guessdle_rate_limited_total',
    help: 'Writes refused with 429 rate-limited, by budget kind',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const dbCalls = new Histogram({
    name: 'guessdle_db_call_duration_seconds',
    help: 'Storage calls (one or a few statements), by operation',
    labelNames: ['op'] as const,
    buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [registry],
  });
  const batches = new Histogram({
    name: 'guessdle_group_commit_batch_size',
    help: 'Successes written per group commit (SQLite; PostgreSQL commits each on its own)',
    buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512],
    registers: [registry],
  });
  // Runs started and not yet over (countdown included), and the games they are in.
  let running: Promise<{ games: number; players: number }> | undefined;
  const inProgress = () => {
    running ??= db.db
      .selectFrom('crono_runs')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('players'),
        eb.fn.count<number | string>('game_id').distinct().as('games'),
      ])
      .where('ends_at', '>', now())
      .executeTakeFirstOrThrow()
      .then((row) => ({ games: Number(row.games), players: Number(row.players) }))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  new Gauge({
    name: 'guessdle_crono_games_in_progress',
    help: 'Crono games with at least one run started and not over',
    registers: [registry],
    async collect() {
      this.set((await inProgress()).games);
    },
  });
  new Gauge({
    name: 'guessdle_crono_players_in_progress',
    help: 'Crono runs started and not over',
    registers: [registry],
    async collect() {
      this.set((await inProgress()).players);
    },
  });
  return {
    enabled: true,
    registry,
    request(method, route, status, seconds) {
      const l = { method, route, status: String(status) };
      requests.inc(l);
      durations.observe(l, seconds);
    },
    rateLimited: (kind) => limited.inc({ kind }),
    dbCall: (op, seconds) => dbCalls.observe({ op }, seconds),
    groupCommit: (size) => batches.observe(size),
  };
}

/**
 * Whether an Authorization header carries the token (constant time). The scheme's name is
 * case-insensitive (RFC 9110 §11.1: `bearer` is `Bearer`); the token is not.
 */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^bearer +(.*)$/i.exec(header ?? '');
  const given = Buffer.from(match?.[1] ?? '');
  const wanted = Buffer.from(token);
  return !!match && given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * The request hook and the scrape endpoints: `/metrics` on the app answers with METRICS_TOKEN
 * as a bearer token (401 without it) and is a 404 otherwise; METRICS_PORT opens a server of its
 * own on METRICS_HOST (loopback by default) that answers `/metrics` (with the token too when one
 * is set), started when the app is ready and closed with it.
 */
export function registerMetrics(app: FastifyInstance, config: ServerConfig, metrics: Metrics) {
  const { token, port, host } = config.metrics;
  const registry = (metrics as Partial<MetricsRegistry>).registry;
  if (registry) {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.request(
        request.method,
        request.routeOptions.url ?? '(unmatched)',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });
  }

  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!registry || token === undefined) {
      return sendError(reply, 404, 'not-found', 'No route GET /metrics');
    }
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      return sendError(reply, 401, 'unauthorized', 'Metrics need the bearer token');
    }
    const text = await registry.metrics();
    return reply.type(registry.contentType).send(text);
  });

  if (!registry || port === undefined) return;
  let server: Server | undefined;
  app.addHook('onReady', async () => {
    server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      const refuse = (status: number, error: string, message: string, extra = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...extra });
        response.end(JSON.stringify({ status: 'error', error, message }));
      };
      if (request.method !== 'GET' || path !== '/metrics') {
        return refuse(404, 'not-found', `No route ${request.method} ${path}`);
      }
      if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
        return refuse(401, 'unauthorized', 'Metrics need the bearer token', {
          'www-authenticate': 'Bearer',
        });
      }
      registry.metrics().then(
        (text) => {
          response.writeHead(200, { 'content-type': registry.contentType });
          response.end(text);
        },
        () => refuse(500, 'internal-error', 'Metrics could not be collected'),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server?.once('error', reject);
      server?.listen(port, host, resolve);
    });
    const address = server.address();
    app.log.info(
      { port: typeof address === 'object' && address ? address.port : port, host },
      'metrics listening',
    );
  });
  app.addHook('onClose', async () => {
    if (!server) return;
    const closing = server;
    server = undefined;
    await new Promise<void>((resolve) => closing.close(() => resolve()));
  });
  app.decorate('metricsServer', () => server);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The METRICS_PORT server once listening (for tests and logs). */
    metricsServer?: () => Server | undefined;
  }
}
