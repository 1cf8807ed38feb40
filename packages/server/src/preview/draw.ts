import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Cards are drawn in a worker thread of their own, one at a time: resvg's `renderAsync` runs in
 * libuv's thread pool, the one that also reads every static file, and a flood of cards not yet
 * drawn (~37 ms of CPU each) held all of its threads while `/favicon.png` waited (6 ms → 1.9 s).
 * Here the pool never sees a card, and at most `maxQueued` draws wait: past that the caller gets
 * a `DrawBusyError` (answered 503 with Retry-After), so a script cannot queue unbounded work.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Resvg } = require(workerData.resvgPath);
parentPort.on('message', ({ id, svg }) => {
  try {
    const png = new Resvg(svg, workerData.options).render().asPng();
    parentPort.postMessage({ id, png }, [png.buffer]);
  } catch (err) {
    parentPort.postMessage({ id, error: String((err && err.message) || err) });
  }
});
`;

export class DrawBusyError extends Error {
  override name = 'DrawBusyError';
}

export interface CardDrawer {
  /** The SVG drawn as a PNG, in the worker; rejects with DrawBusyError when too many wait. */
  draw(svg: string): Promise<Buffer>;
  /** Draws waiting or under way. */
  readonly queued: number;
  close(): Promise<void>;
}

export function createCardDrawer(options: {
  fontFiles: string[];
  defaultFontFamily: string;
  width: number;
  maxQueued?: number;
}): CardDrawer {
  const maxQueued = options.maxQueued ?? 16;
  let worker: Worker | undefined;
  let next = 0;
  const waiting = new Map<number, { resolve: (png: Buffer) => void; reject: (e: Error) => void }>();

  const fail = (err: Error) => {
    for (const job of waiting.values()) job.reject(err);
    waiting.clear();
    worker = undefined;
  };
  // Started at the first draw, and stopped when idle, so that a server that draws nothing has
  // no thread for it.
  const started = (): Worker => {
    if (worker) return worker;
    const made = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        resvgPath: createRequire(import.meta.url).resolve('@resvg/resvg-js'),
        options: {
          font: {
            loadSystemFonts: false,
            fontFiles: options.fontFiles,
            defaultFontFamily: options.defaultFontFamily,
          },
          fitTo: { mode: 'width', value: options.width },
        },
      },
    });
    made.on('message', (m: { id: number; png?: Uint8Array; error?: string }) => {
      const job = waiting.get(m.id);
      waiting.delete(m.id);
      if (!job) return;
      if (m.png) job.resolve(Buffer.from(m.png.buffer, m.png.byteOffset, m.png.byteLength));
      else job.reject(new Error(m.error ?? 'the card was not drawn'));
      if (waiting.size === 0) made.unref();
    });
    made.on('error', fail);
    made.on('exit', () => fail(new Error('the card worker stopped')));
    made.unref();
    worker = made;
    return made;
  };

  return {
    draw(svg) {
      if (waiting.size >= maxQueued) {
        return Promise.reject(new DrawBusyError(`${waiting.size} cards are being drawn`));
      }
      const id = (next += 1);
      return new Promise<Buffer>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        const w = started();
        w.ref();
        w.postMessage({ id, svg });
      });
    },
    get queued() {
      return waiting.size;
    },
    async close() {
      const w = worker;
      worker = undefined;
      if (w) await w.terminate();
    },
  };
}
