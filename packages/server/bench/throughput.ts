/**
 * Throughput and CPU per request of one server under autocannon, and the comparison of ours with
 * the bare node:http server measured the same way.
 */
import autocannon, { type Result } from 'autocannon';
import { cpuMs, type Server } from './processes';
import { KEY } from './settings';

/** An autocannon result with the server's CPU time per answered request. */
export type Measured = Result & { cpuPerRequestMs: number };

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
  return { ...result, cpuPerRequestMs: (cpuMs(server.pid) - before) / result.requests.total };
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
