import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DailyStatus } from './types';
import { ROLLOVER_GRACE_MS, ROLLOVER_RETRY_MS, createDayChange } from './dayChange';

const timers = {
  setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

beforeEach(() => vi.useFakeTimers({ now: new Date('2025-06-01T23:59:00.000Z') }));
afterEach(() => vi.useRealTimers());

function setup(serverDate: { date: string; nextResetAt: string }) {
  const fields = {
    date: '2025-06-01' as string | null,
    status: 'playing' as DailyStatus,
    nextResetAt: '2025-06-02T00:00:00.000Z' as string | null,
  };
  const reload = vi.fn(async () => undefined);
  const getServerDate = vi.fn(async () => ({ ...serverDate, timeZone: 'UTC' }));
  const change = createDayChange({
    timers,
    now: () => Date.now(),
    read: () => fields,
    getServerDate,
    reload,
    setNextResetAt: (nextResetAt) => (fields.nextResetAt = nextResetAt),
    live: () => true,
  });
  return { change, fields, reload, getServerDate };
}

describe('the day change', () => {
  it('asks nothing before the reset instant', async () => {
    const { change, getServerDate } = setup({
      date: '2025-06-01',
      nextResetAt: '2025-06-02T00:00:00.000Z',
    });
    await change.check();
    expect(getServerDate).not.toHaveBeenCalled();
  });

  it('reloads once the timer passes the reset and the server is on the new day', async () => {
    const { change, reload } = setup({
      date: '2025-06-02',
      nextResetAt: '2025-06-03T00:00:00.000Z',
    });
    change.watch();
    await vi.advanceTimersByTimeAsync(60_000 + ROLLOVER_GRACE_MS);
    expect(reload).toHaveBeenCalledTimes(1);
    change.stop();
  });

  it('asks again shortly when the server has not reached the new day yet', async () => {
    const { change, reload, getServerDate } = setup({
      date: '2025-06-01',
      nextResetAt: '2025-06-02T00:00:00.000Z',
    });
    vi.setSystemTime(new Date('2025-06-02T00:00:05.000Z'));
    await change.check();
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(ROLLOVER_RETRY_MS);
    expect(getServerDate).toHaveBeenCalledTimes(2);
    change.stop();
  });

  it('loads again after an error once the reset has passed', async () => {
    const { change, reload, fields } = setup({
      date: '2025-06-02',
      nextResetAt: '2025-06-03T00:00:00.000Z',
    });
    fields.status = 'error';
    fields.nextResetAt = null;
    await change.check();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
