import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db';

/**
 * Where an instance is in its life, as its readiness call (`GET /api/ready`) reports it to a proxy
 * or an orchestrator: `starting` until the app is ready and its database answered, `ready`, then
 * `draining` from the moment it starts to close (a signal, or `app.close()`). Only `ready` takes
 * new traffic; liveness (`GET /api/health`) is another question and stays 200 while draining.
 */
export type LifecycleState = 'starting' | 'ready' | 'draining';

export interface Lifecycle {
  readonly state: LifecycleState;
  ready(): void;
  drain(): void;
}

export function createLifecycle(): Lifecycle {
  let state: LifecycleState = 'starting';
  return {
    get state() {
      return state;
    },
    ready() {
      if (state === 'starting') state = 'ready';
    },
    drain() {
      state = 'draining';
    },
  };
}

export interface ShutdownOptions {
  app: FastifyInstance;
  db: DatabaseHandle;
  /** How long in-flight requests and pending commits may take before the process gives up. */
  timeoutMs: number;
  /** process.exit in production; tests pass a recorder. */
  exit: (code: number) => void;
}

/**
 * What SIGTERM and SIGINT do: the readiness call turns 503 at once, the listening socket closes
 * (no new connections), idle keep-alive connections close, requests already on a connection are
 * answered (with `connection: close`), the storage's pending group commits are written (the app's
 * onClose hook), then the database closes and the process exits 0. A second signal, or
 * `timeoutMs` without finishing, exits 1. Returns the handler (a promise of its end, for tests).
 */
export function createShutdown(options: ShutdownOptions): (signal: string) => Promise<void> {
  const { app, db, timeoutMs, exit } = options;
  let closing: Promise<void> | undefined;
  return (signal) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting now`);
      exit(1);
      return closing;
    }
    app.log.info(`${signal}: closing the server, then the database`);
    // Readiness says 503 from this moment, before Fastify's own close steps begin.
    app.guessdle.lifecycle.drain();
    let force: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      force = setTimeout(() => resolve('timeout'), timeoutMs);
      force.unref();
    });
    const closed = app.close().then(() => db.close());
    closing = Promise.race([closed.then(() => 'closed' as const), timedOut]).then(
      (outcome) => {
        clearTimeout(force);
        if (outcome === 'timeout') {
          app.log.error(`shutdown took over ${timeoutMs} ms: exiting`);
          exit(1);
        } else {
          exit(0);
        }
      },
      (err: unknown) => {
        clearTimeout(force);
        app.log.error({ err }, 'shutdown failed');
        exit(1);
      },
    );
    return closing;
  };
}
