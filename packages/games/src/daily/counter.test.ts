import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatsCounter } from '@guessdle/api';
import { COUNT_RETRY_DELAYS_MS, createCounter, type CounterFields } from './counter';

const DAY = '2025-06-01';
const timers = {
  setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(fetch: () => Promise<StatsCounter>) {
  const fields: CounterFields = { date: DAY, count: null, countStatus: 'loading', everyone: null };
  let live = true;
  const counter = createCounter({
    fetch,
    timers,
    read: () => fields,
    write: (patch) => Object.assign(fields, patch),
    live: () => live,
  });
  return { counter, fields, kill: () => (live = false) };
}

describe('the counter', () => {
  it('shows the count it is given', async () => {
    const { counter, fields } = setup(async () => ({ date: DAY, numberOfSuccesses: 5 }));
    await counter.refresh();
    expect(fields).toMatchObject({ count: 5, countStatus: 'ready' });
  });

  it('drops a count for another day', async () => {
    const { counter, fields } = setup(async () => ({ date: '2025-05-31', numberOfSuccesses: 5 }));
    await counter.refresh();
    expect(fields).toMatchObject({ count: null, countStatus: 'loading' });
  });

  it('tries again after each wait, then says it is unavailable', async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('down')));
    const { counter, fields } = setup(fetch);
    await counter.refresh();
    expect(fields.countStatus).toBe('retrying');
    for (const wait of COUNT_RETRY_DELAYS_MS) await vi.advanceTimersByTimeAsync(wait);
    expect(fetch).toHaveBeenCalledTimes(COUNT_RETRY_DELAYS_MS.length + 1);
    expect(fields.countStatus).toBe('unavailable');
  });

  it('takes a count from another answer, and drops the older request still in flight', async () => {
    let answer: ((counter: StatsCounter) => void) | undefined;
    const { counter, fields } = setup(
      () => new Promise<StatsCounter>((resolve) => (answer = resolve)),
    );
    const asked = counter.refresh();
    counter.accept({ date: DAY, numberOfSuccesses: 9 }, DAY);
    expect(fields).toMatchObject({ count: 9, countStatus: 'ready' });
    answer?.({ date: DAY, numberOfSuccesses: 8 });
    await asked;
    expect(fields.count).toBe(9);
  });

  it('ignores a count given for another day, or once torn down', () => {
    const { counter, fields, kill } = setup(async () => ({ date: DAY, numberOfSuccesses: 1 }));
    counter.accept({ date: DAY, numberOfSuccesses: 3 }, '2025-05-31');
    expect(fields.count).toBeNull();
    kill();
    counter.accept({ date: DAY, numberOfSuccesses: 3 }, DAY);
    expect(fields.count).toBeNull();
  });

  it('recounts at once and after each wait, until stopped', async () => {
    const fetch = vi.fn(async () => ({ date: DAY, numberOfSuccesses: 1 }));
    const { counter } = setup(fetch);
    counter.recount([1000, 3000]);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(2);
    counter.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
