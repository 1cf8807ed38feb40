import { pbkdf2 } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * The event loop before photo work. libuv's thread pool, where sharp makes the Crono photos (a
 * photo is ~35 ms of CPU, and several are in the making at once under load), and the threads
 * libvips starts from it are set to the lowest priority, nice 19: on a busy core a request is
 * then answered as soon as it arrives instead of waiting for its turn behind photo work (a guess
 * is ~0.1 ms). The work itself is unchanged; it runs whenever the event loop leaves the core.
 * V8's helper threads (garbage collection, which the event loop waits for) and the SQLite
 * checkpoint worker keep their priority.
 *
 * Node does not name its threads, so the pool's are found by what they do: a few short key
 * derivations are run at once, one per pool thread, and the threads whose CPU time grew are the
 * pool's. Threads started later (libvips' workers) are lowered too, now and then.
 *
 * Linux only, where a thread's nice value is its own (/proc/self/task lists the threads, and
 * setpriority takes a thread id); elsewhere, or when /proc cannot be read, nothing changes.
 * Lowering one's own priority needs no privilege.
 */
const LOW = 19;

/** CPU clock ticks (user + system) of each thread of this process; undefined without /proc. */
function threadTicks(): Map<number, number> | undefined {
  try {
    const ticks = new Map<number, number>();
    for (const name of readdirSync('/proc/self/task')) {
      try {
        const stat = readFileSync(`/proc/self/task/${name}/stat`, 'utf8');
        // Fields after the command name (which may hold spaces): utime is the 14th, stime 15th.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        ticks.set(Number(name), Number(fields[11]) + Number(fields[12]));
      } catch {
        // The thread ended meanwhile.
      }
    }
    return ticks;
  } catch {
    return undefined;
  }
}

const lower = (tid: number): void => {
  try {
    setPriority(tid, LOW);
  } catch {
    // The thread has ended, or this system refuses: nothing to do.
  }
};

/**
 * Finds the thread pool's threads and lowers them, then lowers every thread started after that
 * every `intervalMs` (the timer never keeps the process up). Resolves with the number of pool
 * threads found (0 when they could not be told apart: then nothing is changed) and a function
 * that stops the timer.
 */
export async function lowerPhotoThreads(intervalMs = 5_000): Promise<{
  poolThreads: number;
  stop: () => void;
}> {
  const none = { poolThreads: 0, stop: () => undefined };
  const size = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  // A probe is inconclusive when another thread (a V8 helper) happened to run meanwhile, or when
  // the derivations were too short to show: then again, twice as long, up to three times.
  let pool: number[] | undefined;
  let after: Map<number, number> | undefined;
  for (let round = 0, iterations = 150_000; round < 3 && !pool; round += 1, iterations *= 2) {
    const before = threadTicks();
    if (!before) return none;
    // One derivation per pool thread, at once (~20 ms of CPU each on the first round).
    await Promise.all(
      Array.from(
        { length: size },
        () =>
          new Promise((resolve) =>
            pbkdf2('guessdle', 'threads', iterations, 32, 'sha256', resolve),
          ),
      ),
    );
    after = threadTicks() ?? new Map<number, number>();
    const busy = [...after]
      .filter(([tid, t]) => tid !== process.pid && before.has(tid) && t > (before.get(tid) ?? 0))
      .map(([tid]) => tid);
    // Exactly one busy thread per pool thread is a clear answer; anything else is not.
    if (busy.length === size) pool = busy;
  }
  if (!pool || !after) return none;
  for (const tid of pool) lower(tid);
  const known = new Set(after.keys());
  const lowerNew = () => {
    let names: string[];
    try {
      names = readdirSync('/proc/self/task');
    } catch {
      return;
    }
    for (const name of names) {
      const tid = Number(name);
      if (!known.has(tid)) {
        lower(tid);
        known.add(tid);
      }
    }
  };
  const timer = setInterval(lowerNew, intervalMs);
  timer.unref();
  return { poolThreads: pool.length, stop: () => clearInterval(timer) };
}
