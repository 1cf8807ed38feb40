/**
 * The servers under test as child processes: started (pinned to core 0 when pinning is on), their
 * CPU time read from /proc, their output kept, and all stopped at the end or on exit.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { pathToFileURL } from 'node:url';
import { TASKSET } from './settings';

const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** Keeps this process (autocannon, the players) off core 0, where the servers run. */
export function pinLoadGeneratorOffCoreZero(): void {
  const rest = `1-${cpus().length - 1}`;
  const pinned = spawnSync(TASKSET, ['-a', '-p', '-c', rest, String(process.pid)]);
  if (pinned.status !== 0) throw new Error(`taskset failed: ${String(pinned.stderr)}`);
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** User + system CPU time of a process and all its threads, in ms (Linux /proc); NaN if unknown. */
export function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    return cpuMsFromStat(readFileSync(`/proc/${pid}/stat`, 'utf8'), CLOCK_TICKS);
  } catch {
    return NaN;
  }
}

/** utime + stime of a /proc/{pid}/stat line, in ms. */
export function cpuMsFromStat(stat: string, clockTicks: number): number {
  // Fields after the command name, which may hold spaces: state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
}

/** Server-side figures of the Crono guesses, from bench/probe.mjs inside our server. */
export interface Probe {
  guesses: number;
  serverP50: number;
  serverP99: number;
  serverMax: number;
  loopDelayP50: number;
  loopDelayP99: number;
  loopDelayMax: number;
}

/** One server under test. */
export interface Server {
  url: string;
  pid: number | undefined;
  /** Switches bench/probe.mjs on (first call), or reads and resets it (next call). */
  probe(): Promise<Probe | undefined>;
}

/** Starts servers and stops every one of them with `stopAll()` (or when this process exits). */
export interface ServerGroup {
  start(script: string, extraEnv: Record<string, string>, nodeArgs?: string[]): Promise<Server>;
  stopAll(): void;
}

export function createServerGroup({ pin, cwd }: { pin: boolean; cwd: string }): ServerGroup {
  const children: ChildProcess[] = [];
  let stopping = false;
  const killAll = () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  };
  process.on('exit', killAll);

  async function start(
    script: string,
    extraEnv: Record<string, string>,
    nodeArgs: string[] = [],
  ): Promise<Server> {
    // TypeScript sources (the bare server) through tsx; the built server as plain node.
    const args = script.endsWith('.ts')
      ? ['--conditions=@guessdle/source', '--import', TSX, ...nodeArgs, script]
      : [...nodeArgs, script];
    // taskset execs node: the child's pid is the server's.
    const [command, commandArgs] = pin
      ? [TASKSET, ['-c', '0', process.execPath, ...args]]
      : [process.execPath, args];
    const child = spawn(command, commandArgs, {
      cwd,
      env: { ...process.env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let out = '';
    child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    // A server gone mid-run leaves only connection errors in the report: say why, with its output.
    let running = false;
    child.on('exit', (code, signal) => {
      if (running && !stopping)
        console.error(`${script} exited (code ${code}, signal ${signal}):\n${out}`);
    });
    const until = Date.now() + 60_000;
    for (;;) {
      const m = /is running at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m?.[1]) {
        running = true;
        return { url: m[1], pid: child.pid, probe: () => readProbe(child, () => out) };
      }
      if (child.exitCode !== null || Date.now() > until) throw new Error(`${script}: ${out}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  return {
    start,
    stopAll() {
      stopping = true;
      for (const c of children) c.kill('SIGTERM');
      process.off('exit', killAll);
    },
  };
}

async function readProbe(child: ChildProcess, output: () => string): Promise<Probe | undefined> {
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
