import { describe, expect, it } from 'vitest';
import { createDailyGameStore } from '../daily/dailyStore';
import { createServerClock, DAY_MS } from './serverClock';
import { createMemoryStorage } from '../storage/storage';
import { createFakeApi } from '../../testing/fakeApi';
import { settle, useFakeClock } from '../../testing/fakeClock';

// The server's day 2025-06-01 ends at midnight UTC; its time is 23:50, ten minutes before.
const SERVER_NOW = Date.parse('2025-06-01T23:50:00.000Z');
const RESET = '2025-06-02T00:00:00.000Z';
const answers = { '2025-06-01': { today: '/model/ann', yesterday: '/model/zoe' } };

useFakeClock('2025-06-01T23:50:00.000Z');

describe('given a device clock off by whole days', () => {
  it.each([
    ['right', 0],
    ['a day ahead', DAY_MS],
    ['a day behind', -DAY_MS],
    ['three days ahead', 3 * DAY_MS],
    ['two days behind', -2 * DAY_MS],
  ])('reads the server’s time when the device is %s', (_, off) => {
    const clock = createServerClock(() => SERVER_NOW + off);
    clock.sync({ nextResetAt: RESET });
    expect(clock.now()).toBe(SERVER_NOW);
  });

  it('leaves a device minutes past the reset alone: that is skew, the rollover asks again', () => {
    const clock = createServerClock(() => Date.parse(RESET) + 2 * 60_000);
    clock.sync({ nextResetAt: RESET });
    expect(clock.now()).toBe(Date.parse(RESET) + 2 * 60_000);
  });

  it('keeps the device’s time before any answer, and inside the server’s day', () => {
    const clock = createServerClock(() => SERVER_NOW - 60_000);
    expect(clock.now()).toBe(SERVER_NOW - 60_000);
    clock.sync({ nextResetAt: RESET });
    expect(clock.now()).toBe(SERVER_NOW - 60_000);
  });
});

describe('given a won game on a device whose clock is off by a day', () => {
  it.each([
    ['ahead', DAY_MS],
    ['behind', -DAY_MS],
  ])('counts ten minutes to the server’s reset and stays on the day (%s)', async (_, off) => {
    const { api, calls } = createFakeApi({ answers });
    const storage = createMemoryStorage({
      '2025-06-01-classic': JSON.stringify(['/model/ann']),
    });
    const store = createDailyGameStore({
      mode: 'classic',
      api,
      storage,
      now: () => Date.now() + off,
    });
    await store.getState().init();
    await settle();
    expect(store.getState().status).toBe('won');
    expect(Date.parse(RESET) - store.getState().serverNow()).toBe(10 * 60_000);
    const dateCalls = calls.filter((c) => c.name === 'getServerDate').length;
    await store.getState().checkDay();
    // Before the server's reset, a check (the "new puzzle" button, focus) asks nothing.
    expect(calls.filter((c) => c.name === 'getServerDate')).toHaveLength(dateCalls);
    expect(store.getState().date).toBe('2025-06-01');
    store.getState().dispose();
  });
});
