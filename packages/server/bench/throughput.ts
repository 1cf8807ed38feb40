/**
 * Throughput and CPU per request of one server under autocannon, and the comparison of ours with
 * the bare node:http server measured the same way.
 */
import autocannon, { type Result } from 'autocannon';
import { cpuMs, type Server } from './processes';
import { KEY } from './settings';

/** What a measurement keeps: autocannon's figures and the server's CPU time per request. */
export interface Measured {
  /** Requests per second (average), and answered in all. */
  requests: Pick<Result['requests'], 'average' | 'total'>;
  latency: Pick<Result['latency'], 'p99'>;
  non2xx: number;
  errors: number;
  cpuPerRequestMs: number;
}

export interface LoadOptions {
  method?: string;
  path: string;
  /** A new body per request (unique client ids). */
  body?: () => string;
}

/** Loads `server` for `duration` seconds and reads its CPU time before and after. */
export async function measure(
  server: Server,
  options: LoadOptions,
  { duration, connections }: { duration: number; connections: number },
): Promise<Measured> {
  const before = cpuMs(server.pid);
  const result = await load(server.url, options, duration, connections);
  return {
    requests: { average: result.requests.average, total: result.requests.total },
    latency: { p99: result.latency.p99 },
    non2xx: result.non2xx,
    errors: result.errors,
    cpuPerRequestMs: (cpuMs(server.pid) - before) / result.requests.total,
  };
}

/**
 * One call on both servers, `duration` seconds each, in slices of about `slice` seconds taken in
 * turns (A B, B A, A B …). A slow stretch of a shared machine then falls on both alike, where
 * measured back to back (8 s of one, then 8 s of the other) one of them could get all of it.
 */
export async function measurePair(
  servers: { bare: Server; ours: Server },
  first: keyof Pair,
  options: LoadOptions,
  { duration, connections, slice }: { duration: number; connections: number; slice: number },
): Promise<Pair> {
  const count = Math.max(1, Math.round(duration / slice));
  const second: keyof Pair = first === 'bare' ? 'ours' : 'bare';
  const slices: Record<keyof Pair, Measured[]> = { bare: [], ours: [] };
  for (let i = 0; i < count; i += 1) {
    for (const side of i % 2 ? [second, first] : [first, second]) {
      slices[side].push(
        await measure(servers[side], options, { duration: duration / count, connections }),
      );
    }
  }
  return { bare: combine(slices.bare), ours: combine(slices.ours) };
}

/**
 * Slices of one server's load (of equal length) as one measurement: requests and CPU time summed,
 * req/s averaged, the worst slice's p99.
 */
export function combine(slices: readonly Measured[]): Measured {
  const sum = (of: (m: Measured) => number) => slices.reduce((total, m) => total + of(m), 0);
  const total = sum((m) => m.requests.total);
  return {
    requests: { average: sum((m) => m.requests.average) / slices.length, total },
    latency: { p99: Math.max(...slices.map((m) => m.latency.p99)) },
    non2xx: sum((m) => m.non2xx),
    errors: sum((m) => m.errors),
    cpuPerRequestMs: sum((m) => m.cpuPerRequestMs * m.requests.total) / total,
  };
}

function load(
  url: string,
  options: LoadOptions,
  duration: number,
  connections: number,
): Promise<Result> {
  const headers: Record<string, string> = { 'x-api-key': KEY };
  if (options.body) headers['content-type'] = 'application/json';
  const makeBody = options.body;
  return autocannon({
    url,
    connections,
    pipelining: 1,
    duration,
    requests: [
      {
        method: options.method ?? 'GET',
        path: options.path,
        headers,
        ...(makeBody ? { setupRequest: (req) => ({ ...req, body: makeBody() }) } : {}),
      },
    ],
  });
}

/** One call measured on both servers in the same round. */
export interface Pair {
  bare: Measured;
  ours: Measured;
}

/** Requests per second, ours / bare (higher is better). */
export const ratio = (p: Pair): number => p.ours.requests.average / p.bare.requests.average;
/** CPU per request, ours / bare (lower is better). */
export const cpuRatio = (p: Pair): number => p.ours.cpuPerRequestMs / p.bare.cpuPerRequestMs;

/** A pair as the JSON result file records it. */
export function pairJson(p: Pair) {
  return {
    bare: p.bare.requests.average,
    ours: p.ours.requests.average,
    bareP99: p.bare.latency.p99,
    oursP99: p.ours.latency.p99,
    ratio: ratio(p),
    bareCpuPerRequestMs: p.bare.cpuPerRequestMs,
    oursCpuPerRequestMs: p.ours.cpuPerRequestMs,
    cpuRatio: cpuRatio(p),
  };
}
