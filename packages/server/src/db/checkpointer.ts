import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * WAL checkpoints off the event loop. SQLite's automatic checkpoint runs inside the COMMIT that
 * crosses the threshold, on the connection that commits: with WAL + synchronous=NORMAL that is a
 * copy of up to 1000 pages into the database file and two fsyncs, tens of milliseconds during
 * which no request is served (the p99 of Crono guesses). Here a worker thread with its own
 * connection to the same file runs `wal_checkpoint(PASSIVE)` every `intervalMs`: passive never
 * blocks the writer, and once it has copied everything the writer starts the WAL over, so the
 * file stays small. The main connection keeps a high automatic threshold as a safety net.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Libsql = require(workerData.libsqlPath);
const db = new Libsql(workerData.file);
db.exec('PRAGMA busy_timeout = 5000');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
const run = () => {
  try {
    checkpoint.get();
  } catch (err) {
    parentPort.postMessage({ error: String(err && err.message || err) });
  }
};
const timer = setInterval(run, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
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
  options: { intervalMs?: number; onError?: (message: string) => void } = {},
): Promise<Checkpointer> {
  const libsqlPath = createRequire(import.meta.url).resolve('libsql');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { libsqlPath, file, intervalMs: options.intervalMs ?? 250 },
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
