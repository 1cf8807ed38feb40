/**
 * The bench's report: every line it prints (kept to be written to bench-results/<time>.txt), the
 * ratios against their targets, and the JSON result file. Nothing here measures anything.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import type { CronoRun } from './crono';
import { fmt, median } from './figures';
import type { BenchSettings } from './settings';
import { TARGETS } from './settings';
import { cpuRatio, pairJson, ratio, type Pair } from './throughput';

/** Prints lines and keeps them for the text result file. */
export interface Report {
  log(line?: string): void;
  readonly lines: readonly string[];
}

export function createReport(): Report {
  const lines: string[] = [];
  return {
    lines,
    log(line = '') {
      lines.push(line);
      console.log(line);
    },
  };
}

/** The first load average figure, as the report prints it between measurements. */
const load1 = (): string | undefined => loadavg()[0]?.toFixed(2);

const met = (ok: boolean): string => (ok ? 'MET' : 'MISSED');

export function header(settings: BenchSettings): string[] {
  return [
    `Guessdle bench — ${new Date().toISOString()}`,
    `node ${process.version}, ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
    `${settings.rounds} rounds × ${settings.duration} s per measurement in ${settings.slice} s slices, the servers taking turns; ${settings.connections} connections (autocannon 8, pipelining 1)`,
    settings.pin
      ? `servers pinned to core 0, load generator to cores 1-${cpus().length - 1} (taskset)`
      : 'not pinned (BENCH_PIN=0, no taskset or one core): the load generator shares the cores',
  ];
}

// ---------------------------------------------------------------- throughput and CPU

export const roundHeading = (round: number): string => `round ${round} (load average ${load1()})`;

/** One call in one round: req/s and p99 of both servers, then their CPU per request. */
export const pairRow = (name: string, p: Pair): string =>
  `  ${name.padEnd(22)} bare ${fmt(p.bare.requests.average).padStart(7)} req/s p99 ${fmt(p.bare.latency.p99, 1).padStart(5)} ms | ours ${fmt(p.ours.requests.average).padStart(7)} req/s p99 ${fmt(p.ours.latency.p99, 1).padStart(5)} ms | ratio ${ratio(p).toFixed(3)}  (non-2xx ours ${p.ours.non2xx}, errors ${p.ours.errors})\n  ${''.padEnd(22)} CPU per request: bare ${fmt(p.bare.cpuPerRequestMs * 1000, 1)} µs, ours ${fmt(p.ours.cpuPerRequestMs * 1000, 1)} µs, ratio ${cpuRatio(p).toFixed(3)}`;

/** Throughput ours / bare over the rounds: the best ratio is held to the target (higher is better). */
export function throughputSummary(name: string, runs: readonly Pair[], target: number): string {
  const ratios = runs.map(ratio);
  const best = Math.max(...ratios);
  return `  ${name.padEnd(22)} ratio best ${best.toFixed(3)}, median ${median(ratios).toFixed(3)} (target ≥ ${target}) ${met(best >= target)}`;
}

/** CPU per request ours / bare over the rounds: the median is held to the target (lower is better). */
export function cpuSummary(name: string, runs: readonly Pair[], target: number): string {
  const ratios = runs.map(cpuRatio);
  const m = median(ratios);
  return `  ${name.padEnd(22)} ratio median ${m.toFixed(3)}, best ${Math.min(...ratios).toFixed(3)} (target ≤ ${target}) ${met(m <= target)}`;
}

export interface ThroughputResults {
  daily: Pair[];
  stats: Pair[];
  /** The stats counter after the runs, as the server answers it. */
  stored: unknown;
}

export function throughputLines({ daily, stats, stored }: ThroughputResults): string[] {
  return [
    '',
    'Throughput, ours / bare node:http:',
    throughputSummary('GET daily-guess', daily, TARGETS.daily),
    throughputSummary('POST stats success', stats, TARGETS.stats),
    `  (unique client ids: the counter now stands at ${String(stored)} stored successes)`,
    'CPU per request (server process user + system time), ours / bare node:http:',
    cpuSummary('GET daily-guess', daily, TARGETS.dailyCpu),
    cpuSummary('POST stats success', stats, TARGETS.statsCpu),
  ];
}

// ---------------------------------------------------------------- Crono

export const cronoHeading = (settings: BenchSettings): string =>
  `Crono guess latency, ${settings.players} simulated players, ${settings.cronoSeconds} s each run (load average ${load1()}):`;

/** A paced round, as seen by the client, then as measured inside the server. */
export const cronoRoundLines = (round: number, r: CronoRun): string[] => [
  `  round ${round} ${r.label}: load ${load1()}, ${fmt(r.guesses)} guesses, ${fmt(r.perSecond)} /s, p50 ${fmt(r.p50, 2)} ms, p95 ${fmt(r.p95, 2)} ms, p99 ${fmt(r.p99, 2)} ms, max ${fmt(r.max, 1)} ms, errors ${r.errors}`,
  serverLine(r),
];

/** The figures measured inside the server (bench/probe.mjs). */
export const serverLine = (r: CronoRun): string =>
  r.server
    ? `      inside the server: p50 ${fmt(r.server.serverP50, 2)} ms, p99 ${fmt(r.server.serverP99, 2)} ms, max ${fmt(r.server.serverMax, 1)} ms (request parsed → response written); event loop delay p99 ${fmt(r.server.loopDelayP99, 1)} ms, max ${fmt(r.server.loopDelayMax, 1)} ms`
    : '      (no server-side figures)';

export const saturatedLine = (r: CronoRun): string =>
  `  ${r.label}: ${fmt(r.guesses)} guesses, ${fmt(r.perSecond)} /s, p50 ${fmt(r.p50, 2)} ms, p95 ${fmt(r.p95, 2)} ms, p99 ${fmt(r.p99, 2)} ms, errors ${r.errors}`;

/**
 * The paced rounds: the client p99, reported (the simulated players share the machine with the
 * server, so it measures the machine as much as the server), and the median p99 inside the server
 * against its target (printed only when the probe answered).
 */
export function cronoSummaryLines(paced: readonly CronoRun[]): string[] {
  const p99s = paced.map((r) => r.p99);
  const lines = [
    `  paced client p99 best ${fmt(Math.min(...p99s), 2)} ms, median ${fmt(median(p99s), 2)} ms (reported; the goal is the p99 inside the server)`,
  ];
  const serverP99s = paced.flatMap((r) => (r.server ? [r.server.serverP99] : []));
  if (serverP99s.length > 0) {
    const m = median(serverP99s);
    lines.push(
      `  paced p99 inside the server median ${fmt(m, 2)} ms, worst ${fmt(Math.max(...serverP99s), 2)} ms (target ≤ ${TARGETS.cronoServerP99Ms} ms) ${met(m <= TARGETS.cronoServerP99Ms)}`,
    );
  }
  return lines;
}

// ---------------------------------------------------------------- result files

export interface CronoResults {
  paced: CronoRun[];
  saturated: CronoRun;
}

/** The JSON result file's content (its keys are those the bench has always written). */
export function resultJson(
  settings: BenchSettings,
  throughput: ThroughputResults,
  crono: CronoResults,
) {
  return {
    settings: {
      ROUNDS: settings.rounds,
      DURATION: settings.duration,
      CONNECTIONS: settings.connections,
      PLAYERS: settings.players,
      CRONO_SECONDS: settings.cronoSeconds,
      THINK_MS: settings.thinkMs,
    },
    pinned: settings.pin,
    daily: throughput.daily.map(pairJson),
    stats: throughput.stats.map(pairJson),
    crono: crono.paced,
    saturated: crono.saturated,
  };
}

/** Writes `<dir>/<time>.txt` (the printed lines) and `<dir>/<time>.json`; returns `<dir>/<time>`. */
export function writeResults(dir: string, lines: readonly string[], json: unknown): string {
  mkdirSync(dir, { recursive: true });
  const stamp = path.join(dir, new Date().toISOString().replace(/[:.]/g, '-'));
  writeFileSync(`${stamp}.txt`, `${lines.join('\n')}\n`);
  writeFileSync(`${stamp}.json`, JSON.stringify(json, null, 2));
  return stamp;
}
