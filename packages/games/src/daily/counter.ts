import type { StatsCounter, TriesBucket } from '@guessdle/api';
import { createTimerSlot, type Timers } from '../clock/clock';
import type { CountStatus } from './types';

/**
 * Waits before each new try of a failed counter call (exponential backoff): a flaky network gets
 * a quick second chance, a server that is down is not hammered, and after about half a minute
 * the counter says it is unavailable instead of pretending to load.
 */
export const COUNT_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000, 8000, 16000];

/** The store fields the counter reads and writes. */
export interface CounterFields {
  /** The puzzle date on screen: a count for another day is dropped. */
  date: string | null;
  count: number | null;
  countStatus: CountStatus;
  /** Everyone's tries today, fewest first (comes with the count); null until known. */
  everyone: TriesBucket[] | null;
}

export interface CounterDeps {
  /** Asks the server for the count of the day on screen (`GET /stats`). */
  fetch: () => Promise<StatsCounter>;
  timers: Timers;
  read: () => CounterFields;
  write: (patch: Partial<Pick<CounterFields, 'count' | 'countStatus' | 'everyone'>>) => void;
  /** False once the widget is torn down: late answers and retries are dropped. */
  live: () => boolean;
}

/** What a counter answer puts on screen: the count and everyone's tries. */
function known(answer: StatsCounter) {
  return {
    count: answer.numberOfSuccesses,
    countStatus: 'ready' as const,
    everyone: answer.distribution ?? [],
  };
}

/** The players counter of the day on screen: its requests, retries and recounts. */
export interface Counter {
  /**
   * Asks for the count without touching the game's status. A failed call is tried again after
   * `COUNT_RETRY_DELAYS_MS`; when those run out the counter is `unavailable`.
   */
  refresh(): Promise<void>;
  /**
   * A count the server gave in another answer (the win post's) for `date`: shown at once, and
   * any request still in flight (asked before it) is dropped.
   */
  accept(counter: StatsCounter, date: string): void;
  /** Asks at once and again after each of `delays` (another tab's win, counted later). */
  recount(delays: readonly number[]): void;
  /** Forgets past failures and pending retries: a new day's counter starts afresh. */
  restart(): void;
  /** Stops every timer. */
  stop(): void;
}

export function createCounter({ fetch, timers, read, write, live }: CounterDeps): Counter {
  /** The number of the latest request: an answer to an older one is stale. */
  let request = 0;
  let failures = 0;
  const retry = createTimerSlot(timers);
  let recountTimers: unknown[] = [];

  const clearRetry = retry.clear;
  const clearRecounts = () => {
    for (const handle of recountTimers) timers.clearTimeout(handle);
    recountTimers = [];
  };
  /** Whether an answer for request `asked` on `date` is still the one to show. */
  const current = (asked: number, date: string) =>
    live() && asked === request && read().date === date;

  const counter: Counter = {
    async refresh() {
      const { date, countStatus } = read();
      if (!date) return;
      clearRetry();
      if (countStatus === 'unavailable') write({ countStatus: 'retrying' });
      const asked = ++request;
      try {
        const answer = await fetch();
        // A stale answer (another request since, another day, torn down) is dropped.
        if (!current(asked, date)) return;
        if (answer.date && answer.date !== date) return;
        failures = 0;
        write(known(answer));
      } catch {
        if (!current(asked, date)) return;
        // A counter is not worth an error view: a known count stays on screen, an unknown one
        // says so honestly, and the call is tried again with growing waits.
        const wait = COUNT_RETRY_DELAYS_MS[failures];
        failures += 1;
        const known = read().count !== null;
        if (wait === undefined) {
          failures = 0;
          if (!known) write({ countStatus: 'unavailable' });
          return;
        }
        if (!known) write({ countStatus: 'retrying' });
        retry.arm(wait, () => void counter.refresh());
      }
    },

    accept(answer, date) {
      if (!live() || read().date !== date) return;
      if (answer.date && answer.date !== date) return;
      // Requests asked before this answer may hold an older count: they are dropped.
      request += 1;
      failures = 0;
      clearRetry();
      write(known(answer));
    },

    recount(delays) {
      clearRecounts();
      void counter.refresh();
      recountTimers = delays.map((ms) =>
        timers.setTimeout(() => {
          if (live()) void counter.refresh();
        }, ms),
      );
    },

    restart() {
      clearRetry();
      failures = 0;
    },

    stop() {
      clearRetry();
      clearRecounts();
    },
  };
  return counter;
}
