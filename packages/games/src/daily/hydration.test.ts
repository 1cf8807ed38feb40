import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/storage';
import { createServerClock } from '../clock/serverClock';
import { createFakeApi } from '../../testing/fakeApi';
import { createDayReader } from './day';
import { startingState } from './hydration';

const DAY = '2025-06-01';
const answers = { [DAY]: { today: '/model/ann', yesterday: '/model/zoe' } };
const known = { isKnown: (id: string) => id !== '/model/unknown', state: { items: ['x'] } };

function start(
  options: { atHand?: boolean; stored?: Record<string, string>; archive?: boolean } = {},
) {
  const { api } = createFakeApi({ answers, atHand: options.atHand ?? true });
  const storage = createMemoryStorage(options.stored ?? {});
  return startingState({
    mode: 'classic',
    api,
    query: undefined,
    archive: options.archive ?? false,
    knownAtHand: () => known,
    days: createDayReader({ storage, mode: 'classic', difficulty: undefined, archive: false }),
    clock: createServerClock(),
  });
}

describe('the starting state', () => {
  it("is the day from the page's answers alone, with the items, and nothing stored over it", () => {
    const { server, stored } = start();
    expect(server?.known).toBe(known);
    expect(server?.state).toMatchObject({
      items: ['x'],
      status: 'playing',
      date: DAY,
      today: '/model/ann',
      yesterday: '/model/zoe',
      guesses: [],
      completions: {},
      countStatus: 'loading',
    });
    expect(stored).toBeNull();
  });

  it("puts this browser's stored guesses over the server's day, apart from it", () => {
    const { server, stored } = start({
      stored: { [`${DAY}-classic`]: JSON.stringify(['/model/ann', '/model/unknown']) },
    });
    expect(server?.state.guesses).toEqual([]);
    expect(stored).toMatchObject({
      status: 'won',
      guesses: [{ id: '/model/ann', from: 'storage' }],
      completions: { classic: true },
    });
  });

  it('loads when nothing is at hand, or for a past day', () => {
    expect(start({ atHand: false })).toEqual({ server: null, stored: null });
    expect(start({ archive: true })).toEqual({ server: null, stored: null });
  });
});
