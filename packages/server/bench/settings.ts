/** The bench's settings, from the environment (documented in run.ts), and its targets. */
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';

export const TASKSET = '/usr/bin/taskset';
/** The API key the server accepts with its development defaults. */
export const KEY = 'guessdle-dev-key';

export interface BenchSettings {
  rounds: number;
  /** Seconds per throughput measurement. */
  duration: number;
  /** Seconds per slice of a measurement: the two servers take turns slice by slice. */
  slice: number;
  connections: number;
  players: number;
  cronoSeconds: number;
  /** The pause of a paced player between two picks, in ms. */
  thinkMs: number;
  /** Servers on core 0, this process on the others (taskset, two or more cores). */
  pin: boolean;
  /** Build the server first (`tsup`). */
  build: boolean;
  /** Measure write budgets counted in PostgreSQL against in the process (shared-budget.ts). */
  sharedBudget: boolean;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): BenchSettings {
  const num = (name: string, def: number) => Number(env[name] ?? def);
  return {
    rounds: num('BENCH_ROUNDS', 3),
    duration: num('BENCH_DURATION', 8),
    slice: num('BENCH_SLICE', 2),
    connections: num('BENCH_CONNECTIONS', 50),
    players: num('BENCH_PLAYERS', 200),
    cronoSeconds: num('BENCH_CRONO_SECONDS', 15),
    thinkMs: num('BENCH_THINK_MS', 500),
    pin: env.BENCH_PIN !== '0' && existsSync(TASKSET) && cpus().length >= 2,
    build: env.BENCH_NO_BUILD !== '1',
    sharedBudget: env.BENCH_SHARED_BUDGET !== '0',
  };
}

export const TARGETS = {
  /** Smallest throughput ratio, ours / bare. */
  daily: 0.85,
  stats: 0.5,
  /** Largest CPU per request, ours / bare. */
  dailyCpu: 1.25,
  statsCpu: 2,
  /** Largest Crono guess p99 inside the server at the players' count, ms. */
  cronoServerP99Ms: 2,
} as const;
