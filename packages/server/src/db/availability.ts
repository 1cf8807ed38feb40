import { describeCause, isDatabaseUnavailable } from './unavailable';

/** The two lines an outage writes to the log: one as it begins, one as it ends. */
export interface AvailabilityLog {
  error(details: Record<string, unknown>, message: string): void;
  info(details: Record<string, unknown>, message: string): void;
}

/**
 * Whether the database can be used, as the requests find it: a call that fails because the
 * database is unreachable (or its disk is full: db/unavailable.ts) marks it down, a probe or a
 * write that works marks it up again. Requests go on trying it meanwhile (a refused connection
 * fails at once); what changes is how a failure is answered (503 `database-unavailable` with
 * `Retry-After`, not a 500 with a stack) and that the log gets one line per change of state.
 */
export interface Availability {
  readonly up: boolean;
  /** Whole seconds a client should wait before trying again (the answers' Retry-After). */
  readonly retryAfterSeconds: number;
  /**
   * Looks at an error a database call threw: true when it says the database is unavailable
   * (the first such error of an outage marks it down and logs its cause), else false (a bug).
   */
  report(err: unknown): boolean;
  /** A call reached the database and worked (a write answered 2xx): marks it up. */
  reached(): void;
  /** Stops the probe (the app is closing). */
  stop(): void;
}

export interface AvailabilityOptions {
  log: AvailabilityLog;
  /**
   * Asks the database whether it answers (PostgreSQL: `select 1` through the pool), every
   * `minDelayMs` doubling up to `maxDelayMs` while it is down. Without one (SQLite, whose reads
   * work while its disk is full) only a write that works marks it up.
   */
  probe?: () => Promise<void>;
  minDelayMs?: number;
  maxDelayMs?: number;
  now?: () => number;
}

export function createAvailability(options: AvailabilityOptions): Availability {
  const { log, probe, minDelayMs = 500, maxDelayMs = 5_000, now = Date.now } = options;
  let up = true;
  let downSince = 0;
  let delay = minDelayMs;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const markUp = () => {
    if (up) return;
    up = true;
    delay = minDelayMs;
    if (timer) clearTimeout(timer);
    timer = undefined;
    log.info({ downForMs: now() - downSince }, 'database available again');
  };

  const schedule = () => {
    if (!probe || stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      probe().then(markUp, () => {
        delay = Math.min(delay * 2, maxDelayMs);
        if (!up) schedule();
      });
    }, delay);
    timer.unref();
  };

  return {
    get up() {
      return up;
    },
    get retryAfterSeconds() {
      return Math.max(1, Math.ceil((probe ? delay : maxDelayMs) / 1000));
    },
    report(err) {
      if (!isDatabaseUnavailable(err)) return false;
      if (up) {
        up = false;
        downSince = now();
        log.error(
          { cause: describeCause(err) },
          'database unavailable: writes answer 503 database-unavailable until it is back',
        );
        schedule();
      }
      return true;
    },
    reached: markUp,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
