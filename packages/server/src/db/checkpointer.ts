import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * WAL checkpoints off the event loop. SQLite's automatic checkpoint runs inside the COMMIT that
 * crosses the threshold, on the connection that commits: with WAL + synchronous=NORMAL that is a
 * copy of up to 1000 pages into the database file and two fsyncs, tens of milliseconds during
 * which no request is served (the p99 of Crono guesses). Here a worker thread with its own
 * connection to the same file runs `wal_checkpoint(PASSIVE)`: every 250 ms while the WAL takes
 * 4000 frames (16 MB) or more between two runs, doubling the pause up to 4 s while it takes fewer
 * than 1000. Passive never blocks the writer, and once it has copied everything the writer starts
 * the WAL over, so the file stays small. The main connection keeps a high automatic threshold
 * (10000 pages) as a safety net.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Libsql = require(workerData.libsqlPath);
const { minMs, maxMs, lowFrames, highFrames } = workerData;
const db = new Libsql(workerData.file);
db.exec('PRAGMA busy_timeout = 5000');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
let delay = minMs;
let timer;
const run = () => {
  try {
    const result = checkpoint.get();
    // Adapt to the write rate: a busy WAL is checkpointed every minMs, a quiet one less and less
    // often (each checkpoint costs fsyncs, and lets the writer restart the WAL, which costs it one).
    const frames = Number(result && result.log) || 0;
    if (frames >= highFrames) delay = minMs;
    else if (frames < lowFrames) delay = Math.min(maxMs, delay * 2);
  } catch (err) {
    parentPort.postMessage({ error: String((err && err.message) || err) });
  }
};
const loop = () => {
  run();
  timer = setTimeout(loop, delay);
};
timer = setTimeout(loop, delay);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearTimeout(timer);
  run();
  db.close();
  parentPort.close();
});
parentPort.postMessage({ ready: true });
`;

export interface Checkpointer {
  /** Stops the worker after a last checkpoint. */
  stop(): Promise<void>;
}

/** Starts the checkpoint worker for an SQLite file; rejects when the worker cannot start. */
export async function startCheckpointer(
  file: string,
  options: {
    minIntervalMs?: number;
    maxIntervalMs?: number;
    onError?: (message: string) => void;
  } = {},
): Promise<Checkpointer> {
  const libsqlPath = createRequire(import.meta.url).resolve('libsql');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      libsqlPath,
      file,
      minMs: options.minIntervalMs ?? 250,
      maxMs: options.maxIntervalMs ?? 4_000,
      lowFrames: 1_000,
      highFrames: 4_000,
    },
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let failed: ((err: Error) => void) | undefined;
  const onStartError = (err: Error) => failed?.(err);
  const onStartExit = (code: number) => failed?.(new Error(`checkpoint worker exited (${code})`));
  try {
    await new Promise<void>((resolve, reject) => {
      failed = reject;
      worker.once('error', onStartError);
      worker.once('exit', onStartExit);
      worker.once('message', () => resolve());
    });
  } finally {
    worker.off('error', onStartError);
    worker.off('exit', onStartExit);
  }
  worker.on('error', (err) => options.onError?.(err.message));
  worker.on('message', (m: { error?: string }) => {
    if (m.error) options.onError?.(m.error);
  });
  // Never keeps the process alive by itself.
  worker.unref();
  let stopping: Promise<void> | undefined;
  return {
    stop() {
      stopping ??= (async () => {
        worker.postMessage('stop');
        const timeout = setTimeout(() => void worker.terminate(), 5_000);
        timeout.unref();
        await exited;
        clearTimeout(timeout);
      })();
      return stopping;
    },
  };
}
