/**
 * How long the page's main thread was kept waiting, from the Chromium trace of a Lighthouse run.
 *
 * Lighthouse's mobile score simulates a phone by multiplying each main-thread task's wall time by
 * four (a task that lays out, by two). Wall time includes the time the thread was off the CPU:
 * waiting for a core on a machine whose cores are shared (the browser and its GPU process,
 * Lighthouse and the server beside the page), or for another process. The trace records both
 * clocks for each task: `dur` (wall) and `tdur` (the thread's own CPU time). Their ratio over the
 * main thread's long tasks says how much of what Lighthouse measured was waiting: 1.0 when the
 * page ran uninterrupted.
 *
 * The CPU times also give figures that a busy machine hardly moves (`mainThreadWork`): what the
 * page's main thread did, whatever it waited for, and the blocking time that work would make on a
 * phone whose CPU is `slowdown` times slower (Lighthouse's mobile simulation: 4).
 */

/** The fields of a Chromium trace event this reads. Times are in microseconds. */
export interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ph?: string;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface MainThreadTime {
  /** Tasks of at least `minTaskMs` on the page's main thread. */
  tasks: number;
  wallMs: number;
  cpuMs: number;
  /** wallMs / cpuMs. */
  stall: number;
}

/**
 * The page's main thread is the renderer main thread (`CrRendererMain`) that ran the most task
 * time: the trace also holds renderers with almost nothing to do (the blank page Lighthouse
 * starts from). Undefined when the trace has no such thread or no task with a CPU time.
 */
export function mainThreadTime(
  events: readonly TraceEvent[],
  minTaskMs = 10,
): MainThreadTime | undefined {
  const main = pageMainThread(events);
  if (main === undefined) return undefined;
  const long = tasksOn(events, main).filter((e) => (e.dur ?? 0) >= minTaskMs * 1000);
  const wallMs = long.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
  const cpuMs = long.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
  if (cpuMs <= 0) return undefined;
  return { tasks: long.length, wallMs, cpuMs, stall: wallMs / cpuMs };
}

export interface MainThreadWork {
  /** The CPU time of all the page's main-thread tasks. */
  cpuMs: number;
  /**
   * Each task's CPU time times `slowdown`, beyond 50 ms, added up: the total blocking time of
   * that work on a phone `slowdown` times slower, without the machine's waits.
   */
  blockingMs: number;
  /** The longest task's CPU time. */
  longestMs: number;
}

/** What the page's main thread did, by CPU time (see the module's comment). */
export function mainThreadWork(
  events: readonly TraceEvent[],
  slowdown = 4,
): MainThreadWork | undefined {
  const main = pageMainThread(events);
  if (main === undefined) return undefined;
  const cpu = tasksOn(events, main).map((e) => (e.tdur ?? 0) / 1000);
  if (cpu.length === 0) return undefined;
  return {
    cpuMs: cpu.reduce((sum, ms) => sum + ms, 0),
    blockingMs: cpu.reduce((sum, ms) => sum + Math.max(0, ms * slowdown - 50), 0),
    longestMs: Math.max(...cpu),
  };
}

/**
 * The page's main thread is the renderer main thread (`CrRendererMain`) that ran the most task
 * time: the trace also holds renderers with almost nothing to do (the blank page Lighthouse
 * starts from). Undefined when the trace has no such thread.
 */
function pageMainThread(events: readonly TraceEvent[]): string | undefined {
  const rendererMains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const taskTime = new Map<string, number>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && e.dur !== undefined && rendererMains.has(thread)) {
      taskTime.set(thread, (taskTime.get(thread) ?? 0) + e.dur);
    }
  }
  return [...taskTime].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The tasks of `thread` that recorded their CPU time. */
function tasksOn(events: readonly TraceEvent[], thread: string): TraceEvent[] {
  return events.filter(
    (e) => `${e.pid}:${e.tid}` === thread && e.name === 'RunTask' && e.tdur !== undefined,
  );
}
