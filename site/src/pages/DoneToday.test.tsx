import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuessdleApi, ServerDate } from '@guessdle/api';
import { useServerToday } from './DoneToday';

const DAY = 86_400_000;
const first: ServerDate = {
  date: '2025-06-01',
  nextResetAt: '2025-06-02T00:00:00.000Z',
  timeZone: 'UTC',
};
const second: ServerDate = {
  date: '2025-06-02',
  nextResetAt: '2025-06-03T00:00:00.000Z',
  timeZone: 'UTC',
};

describe('given the home open ten minutes before the server’s reset', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['right', 0],
    ['a day ahead', DAY],
    ['a day behind', -DAY],
  ])('keeps the server’s day until its reset, then moves on (device %s)', async (_, off) => {
    vi.setSystemTime(Date.parse('2025-06-01T23:50:00.000Z') + off);
    let answer = first;
    const getServerDate = vi.fn(() => Promise.resolve(answer));
    const api = { getServerDate } as unknown as GuessdleApi;
    const { result } = renderHook(() => useServerToday(api, first));
    expect(result.current).toBe('2025-06-01');
    await act(() => vi.advanceTimersByTimeAsync(9 * 60_000));
    expect(result.current).toBe('2025-06-01');
    expect(getServerDate).not.toHaveBeenCalled();
    answer = second;
    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000));
    expect(result.current).toBe('2025-06-02');
  });
});
