import { describe, expect, it } from 'vitest';
import { createMockApi } from '@guessdle/api/mocks';
import { completionRecord, guessesKey, statusKey } from '../core';
import { loadPlayerStats, readStoredDays, statsStartDate } from './playerStats';
import { createMemoryStorage } from '../storage/storage';

const TODAY = '2025-06-10';

function won(
  storage: ReturnType<typeof createMemoryStorage>,
  key: string,
  date: string,
  n: number,
) {
  storage.setItem(
    guessesKey(date, key),
    JSON.stringify(Array.from({ length: n }, (_, i) => `id${i}`)),
  );
  storage.setItem(statusKey(key, date), JSON.stringify(completionRecord(n)));
}

describe('given a history stored by the widgets', () => {
  it('reads each played day of the mode and difficulty asked for, and no other', () => {
    const storage = createMemoryStorage();
    won(storage, 'classic-easy', '2025-06-08', 3);
    won(storage, 'classic-hard', '2025-06-09', 2);
    storage.setItem(guessesKey('2025-06-10', 'classic-easy'), JSON.stringify(['a']));
    const days = readStoredDays(
      storage,
      { mode: 'classic', difficulty: 'easy' },
      '2025-06-01',
      TODAY,
    );
    expect(days).toEqual([
      { date: '2025-06-08', guesses: 3, won: true },
      { date: '2025-06-10', guesses: 1, won: false },
    ]);
  });

  it('counts from the archive launch date, and a year back when the archive call fails', async () => {
    const api = createMockApi({ date: TODAY, archive: { launchDate: '2025-06-05' } });
    expect(await statsStartDate(api, TODAY)).toBe('2025-06-05');
    const failing = { ...api, getArchive: () => Promise.reject(new Error('offline')) };
    expect(await statsStartDate(failing, TODAY)).toBe('2024-06-11');
    const { getArchive: _unused, ...withoutArchive } = api;
    expect(await statsStartDate(withoutArchive, TODAY)).toBe('2024-06-11');
  });

  it('gives the statistics of the days since launch', async () => {
    const storage = createMemoryStorage();
    won(storage, 'image-guess', '2025-06-01', 1);
    won(storage, 'image-guess', '2025-06-08', 4);
    won(storage, 'image-guess', '2025-06-09', 2);
    const api = createMockApi({ date: TODAY, archive: { launchDate: '2025-06-05' } });
    const stats = await loadPlayerStats(
      api,
      storage,
      { mode: 'image-guess', difficulty: null },
      TODAY,
    );
    // 2025-06-01 is before the launch date: not read.
    expect(stats).toMatchObject({ played: 2, wins: 2, currentStreak: 2, bestStreak: 2 });
    expect(stats.distribution).toEqual([0, 1, 0, 1, 0, 0]);
  });
});
