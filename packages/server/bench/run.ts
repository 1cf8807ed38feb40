/**
 * `pnpm bench`: our server against a bare node:http server in the same run, plus Crono guess
 * latency at 200 simulated players. Servers run in child processes; the load generator
 * (autocannon, and the player loops) runs here, so they do not share an event loop. Ours is the
 * production build (`tsup`, then `node dist/main.js`), built first unless BENCH_NO_BUILD=1.
 *
 * Environment: BENCH_ROUNDS (default 3), BENCH_DURATION seconds per measurement (default 8),
 * BENCH_SLICE (default 2: a measurement is taken in slices of this many seconds, ours and bare
 * taking turns, so that a slow stretch of a shared machine falls on both),
 * BENCH_CONNECTIONS (default 50), BENCH_PLAYERS (default 200), BENCH_CRONO_SECONDS (default 15),
 * BENCH_THINK_MS (default 500: the pause of a paced player between two picks), BENCH_PIN (default
 * 1: with `taskset` and two or more cores, the servers run on core 0 and this load generator on
 * the others, so autocannon never takes the server's core), BENCH_SHARED_BUDGET (default 1: also
 * measure write budgets counted in PostgreSQL against counted in the process, on a throwaway
 * PostgreSQL, shared-budget.ts; skipped with a line saying why when none can be started).
 *
 * Besides throughput it reports CPU per request: the server process's own user + system time
 * (all its threads, from /proc/{pid}/stat) over the requests answered. That figure hardly moves
 * when other work shares the machine, unlike requests per second.
 *
 * The parts, one job each: settings.ts (the environment above, the targets), processes.ts (the
 * servers as pinned child processes, their CPU time from /proc), servers.ts (which servers, how
 * started), throughput.ts (autocannon and CPU per request), crono.ts (the players), scenarios.ts
 * (what runs, in which order, on a context passed in), report.ts (the lines, the ratios against
 * their targets, the result files), client.ts, figures.ts. This file is the bench's story, top to
 * bottom; no module keeps state.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from './client';
import { createServerGroup, pinLoadGeneratorOffCoreZero } from './processes';
import {
  createReport,
  cronoSummaryLines,
  header,
  resultJson,
  throughputLines,
  writeResults,
} from './report';
import { cronoRounds, throughputRounds, warmUp, type BenchContext } from './scenarios';
import { buildOurs, startServers } from './servers';
import { readSettings } from './settings';
import { sharedBudgetRounds } from './shared-budget';
import { pairJson } from './throughput';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const settings = readSettings();
  if (settings.pin) pinLoadGeneratorOffCoreZero();
  const report = createReport();
  for (const line of header(settings)) report.log(line);

  // Our server as in production and the bare one, started as pinned child processes.
  if (settings.build) buildOurs(pkg);
  const group = createServerGroup({ pin: settings.pin, cwd: pkg });
  const { call, close } = createClient(settings.players + 10);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'guessdle-bench-'));
  const servers = await startServers(group, call, { pkg, dataDir });
  const ctx: BenchContext = { ...servers, settings, call, report };

  // Throughput and CPU per request, ours against bare, round after round; then the summary.
  await warmUp(ctx);
  const throughput = await throughputRounds(ctx);
  for (const line of throughputLines(throughput)) report.log(line);

  // Crono guesses at the players' count: client p99 and p99 inside the server.
  report.log();
  const crono = await cronoRounds(ctx);
  for (const line of cronoSummaryLines(crono.paced)) report.log(line);

  // Write budgets shared through PostgreSQL against budgets counted in the process.
  const shared = settings.sharedBudget
    ? await sharedBudgetRounds({ group, call, pkg, settings, report })
    : undefined;

  const written = writeResults(path.join(pkg, 'bench-results'), report.lines, {
    ...resultJson(settings, throughput, crono),
    sharedBudget: shared?.rounds.map(pairJson),
  });
  report.log(`\nWritten to ${path.relative(process.cwd(), written)}.{txt,json}`);

  group.stopAll();
  close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
