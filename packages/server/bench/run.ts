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
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import autocannon, { type Result } from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = path.resolve(here, '..');
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const KEY = 'guessdle-dev-key';
const env = (name: string, def: number) => Number(process.env[name] ?? def);
const ROUNDS = env('BENCH_ROUNDS', 3);
const DURATION = env('BENCH_DURATION', 8);
const CONNECTIONS = env('BENCH_CONNECTIONS', 50);
const PLAYERS = env('BENCH_PLAYERS', 200);
const CRONO_SECONDS = env('BENCH_CRONO_SECONDS', 15);
const THINK_MS = env('BENCH_THINK_MS', 500);
const TARGETS = {
  daily: 0.85,
  stats: 0.5,
  cronoP99Ms: 10,
  /** Largest CPU per request, ours / bare. */
  dailyCpu: 1.25,
  statsCpu: 2,
  /** Largest Crono guess p99 inside the server at PLAYERS players. */
  cronoServerP99Ms: 2,
};

// ---------------------------------------------------------------- pinning and CPU time

const TASKSET = '/usr/bin/taskset';
const PIN = process.env.BENCH_PIN !== '0' && existsSync(TASKSET) && cpus().length >= 2;
if (PIN) {
  // This process (autocannon, the players) keeps off core 0, where the servers run.
  const rest = `1-${cpus().length - 1}`;
  const pinned = spawnSync(TASKSET, ['-a', '-p', '-c', rest, String(process.pid)]);
  if (pinned.status !== 0) throw new Error(`taskset failed: ${String(pinned.stderr)}`);
}
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** User + system CPU time of a process and all its threads, in ms (Linux /proc). */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces: state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

// ---------------------------------------------------------------- child processes

const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

/** Server-side figures of the Crono guesses, from bench/probe.mjs inside our server. */
interface Probe {
  guesses: number;
  serverP50: number;
  serverP99: number;
  serverMax: number;
  loopDelayP50: number;
  loopDelayP99: number;
  loopDelayMax: number;
}
const PROBE = path.join(here, 'probe.mjs');
const outputs = new Map<string, () => string>();
const processes = new Map<string, ChildProcess>();

/** Switches the probe in our server on (first call) or reads and resets it (second call). */
async function probe(base: string): Promise<Probe | undefined> {
  const child = processes.get(base);
  const output = outputs.get(base);
  if (!child || !output) return undefined;
  const seen = (output().match(/PROBE /g) ?? []).length;
  child.kill('SIGUSR2');
  const until = Date.now() + 2_000;
  while (Date.now() < until) {
    const all = [...output().matchAll(/PROBE (\{.*\})/g)];
    if (all.length > seen) return JSON.parse(all[all.length - 1]?.[1] ?? '{}') as Probe;
    await new Promise((r) => setTimeout(r, 20));
  }
  return undefined;
}

async function startChild(
  script: string,
  extraEnv: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<string> {
  // TypeScript sources (the bare server) through tsx; the built server as plain node.
  const args = script.endsWith('.ts')
    ? ['--conditions=@guessdle/source', '--import', TSX, ...nodeArgs, script]
    : [...nodeArgs, script];
  // taskset execs node: the child's pid is the server's.
  const [command, commandArgs] = PIN
    ? [TASKSET, ['-c', '0', process.execPath, ...args]]
    : [process.execPath, args];
  const child = spawn(command, commandArgs, {
    cwd: pkg,
    env: { ...process.env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const until = Date.now() + 60_000;
  for (;;) {
    const m = /is running at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
    if (m?.[1]) {
      outputs.set(m[1], () => out);
      processes.set(m[1], child);
      return m[1];
    }
    if (child.exitCode !== null || Date.now() > until) throw new Error(`${script}: ${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// ---------------------------------------------------------------- helpers

const agent = new Agent({ keepAlive: true, maxSockets: PLAYERS + 10 });

function call(
  base: string,
  method: 'GET' | 'POST',
  urlPath: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown>; ms: number }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${urlPath}`,
      {
        method,
        agent,
        headers: {
          'x-api-key': KEY,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          const ms = performance.now() - started;
          try {
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(text), ms });
          } catch (err) {
            reject(err as Error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);
const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );
const fmt = (n: number, d = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

/** An autocannon result with the server's CPU time per answered request. */
type Measured = Result & { cpuPerRequestMs: number };

async function cannon(
  url: string,
  options: { method?: string; path: string; body?: () => string },
  duration = DURATION,
): Promise<Measured> {
  const pid = processes.get(url)?.pid;
  const before = cpuMs(pid);
  const result = await load(url, options, duration);
  const answered = result.requests.total;
  return { ...result, cpuPerRequestMs: (cpuMs(pid) - before) / answered };
}

function load(
  url: string,
  options: { method?: string; path: string; body?: () => string },
  duration: number,
): Promise<Result> {
  const headers: Record<string, string> = { 'x-api-key': KEY };
  if (options.body) headers['content-type'] = 'application/json';
  const makeBody = options.body;
  return autocannon({
    url,
    connections: CONNECTIONS,
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

interface Pair {
  bare: Measured;
  ours: Measured;
}
const ratio = (p: Pair) => p.ours.requests.average / p.bare.requests.average;
const cpuRatio = (p: Pair) => p.ours.cpuPerRequestMs / p.bare.cpuPerRequestMs;

// ---------------------------------------------------------------- Crono players

interface CronoRun {
  label: string;
  thinkMs: number;
  guesses: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The same guesses measured inside the server, and its event loop's delay. */
  server: Probe | undefined;
}

async function cronoPlayers(base: string, thinkMs: number, label: string): Promise<CronoRun> {
  const day = (await call(base, 'GET', '/api/server-date/')).json.date as string;
  // Players join and press Start, a few at a time, then wait for the countdown.
  const users: string[] = [];
  for (let i = 0; i < PLAYERS; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, PLAYERS - i) }, async () => {
        const created = await call(base, 'POST', `/api/crono/${day}/create-id`, {});
        const userId = created.json.userId as string;
        await call(base, 'POST', `/api/crono/${day}/start`, { userId });
        return userId;
      }),
    );
    users.push(...batch);
  }
  await new Promise((r) => setTimeout(r, 3_100));

  const latencies: number[] = [];
  let errors = 0;
  await probe(base);
  const until = performance.now() + CRONO_SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    users.map(async (userId) => {
      let game = (await call(base, 'GET', `/api/crono/${day}?userId=${userId}`)).json as {
        currentModel: { id: string } | null;
        options: Array<{ id: string }>;
      };
      while (performance.now() < until && game.currentModel) {
        const pick = game.options[Math.floor(Math.random() * game.options.length)]?.id ?? 'x';
        const res = await call(base, 'POST', `/api/crono/${day}/guess`, {
          userId,
          modelId: pick,
          roundId: game.currentModel.id,
        });
        latencies.push(res.ms);
        if (res.status !== 200) {
          errors += 1;
          break;
        }
        game = res.json.game as typeof game;
        if (thinkMs > 0) await new Promise((r) => setTimeout(r, thinkMs));
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const server = await probe(base);
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    label,
    thinkMs,
    guesses: latencies.length,
    errors,
    perSecond: latencies.length / elapsed,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
    server,
  };
}

const serverLine = (r: CronoRun) =>
  r.server
    ? `      inside the server: p50 ${fmt(r.server.serverP50, 2)} ms, p99 ${fmt(r.server.serverP99, 2)} ms, max ${fmt(r.server.serverMax, 1)} ms (request parsed → response written); event loop delay p99 ${fmt(r.server.loopDelayP99, 1)} ms, max ${fmt(r.server.loopDelayMax, 1)} ms`
    : '      (no server-side figures)';

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
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
    `${ROUNDS} rounds × ${DURATION} s per measurement, ${CONNECTIONS} connections (autocannon 8, pipelining 1)`,
  );
  log(
    PIN
      ? `servers pinned to core 0, load generator to cores 1-${cpus().length - 1} (taskset)`
      : 'not pinned (BENCH_PIN=0, no taskset or one core): the load generator shares the cores',
  );

  if (process.env.BENCH_NO_BUILD !== '1') {
    const built = spawnSync('pnpm', ['run', 'build'], { cwd: pkg, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}${built.stderr}`);
  }
  const ours = await startChild(
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
    // Off until the Crono runs: see bench/probe.mjs.
    ['--import', pathToFileURL(PROBE).href],
  );
  const daily = await call(ours, 'GET', '/api/classic/daily-guess/');
  const image = (await call(ours, 'GET', '/api/image-guess/daily-guess/')).json;
  const bare = await startChild(path.join(here, 'bare-server.ts'), {
    BARE_DAILY_BODY: JSON.stringify(daily.json),
  });
  const successBody = () =>
    JSON.stringify({ clientId: randomUUID(), date: image.date, answer: image.today });

  // Warm both (JIT, SQLite page cache).
  for (const url of [bare, ours]) {
    await cannon(url, { path: '/api/classic/daily-guess/' }, 2);
    await cannon(
      url,
      { method: 'POST', path: '/api/stats/image-guess/post/', body: successBody },
      2,
    );
  }

  const dailyRuns: Pair[] = [];
  const statsRuns: Pair[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    // Alternate the order so neither side always runs on a cooler machine.
    const order = round % 2 ? ([bare, ours] as const) : ([ours, bare] as const);
    const d: Partial<Pair> = {};
    for (const url of order) {
      d[url === bare ? 'bare' : 'ours'] = await cannon(url, { path: '/api/classic/daily-guess/' });
    }
    const s: Partial<Pair> = {};
    for (const url of order) {
      s[url === bare ? 'bare' : 'ours'] = await cannon(url, {
        method: 'POST',
        path: '/api/stats/image-guess/post/',
        body: successBody,
      });
    }
    dailyRuns.push(d as Pair);
    statsRuns.push(s as Pair);
    const row = (name: string, p: Pair) =>
      `  ${name.padEnd(22)} bare ${fmt(p.bare.requests.average).padStart(7)} req/s p99 ${fmt(p.bare.latency.p99, 1).padStart(5)} ms | ours ${fmt(p.ours.requests.average).padStart(7)} req/s p99 ${fmt(p.ours.latency.p99, 1).padStart(5)} ms | ratio ${ratio(p).toFixed(3)}  (non-2xx ours ${p.ours.non2xx}, errors ${p.ours.errors})\n  ${''.padEnd(22)} CPU per request: bare ${fmt(p.bare.cpuPerRequestMs * 1000, 1)} µs, ours ${fmt(p.ours.cpuPerRequestMs * 1000, 1)} µs, ratio ${cpuRatio(p).toFixed(3)}`;
    log(`round ${round} (load average ${loadavg()[0]?.toFixed(2)})`);
    log(row('GET daily-guess', d as Pair));
    log(row('POST stats success', s as Pair));
  }

  const stored = (await call(ours, 'GET', '/api/stats/image-guess/')).json.numberOfSuccesses;
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
    `Crono guess latency, ${PLAYERS} simulated players, ${CRONO_SECONDS} s each run (load average ${loadavg()[0]?.toFixed(2)}):`,
  );
  const crono: CronoRun[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    crono.push(await cronoPlayers(ours, THINK_MS, `paced (${THINK_MS} ms between picks)`));
    const r = crono[crono.length - 1] as CronoRun;
    log(
      `  round ${round} ${r.label}: load ${loadavg()[0]?.toFixed(2)}, ${fmt(r.guesses)} guesses, ${fmt(r.perSecond)} /s, p50 ${fmt(r.p50, 2)} ms, p95 ${fmt(r.p95, 2)} ms, p99 ${fmt(r.p99, 2)} ms, max ${fmt(r.max, 1)} ms, errors ${r.errors}`,
    );
    log(serverLine(r));
  }
  const saturated = await cronoPlayers(ours, 0, 'closed loop (no pause: saturation)');
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
        settings: { ROUNDS, DURATION, CONNECTIONS, PLAYERS, CRONO_SECONDS, THINK_MS },
        pinned: PIN,
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

  for (const c of children) c.kill('SIGTERM');
  agent.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}

function pairJson(p: Pair) {
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

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
