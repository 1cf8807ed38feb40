import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../storage/storage';
import { createDayReader } from './day';
import { createTabSync, mergeOtherTab } from './tabSync';
import type { DailyGameState } from './types';

const DAY = '2025-06-01';
const TODAY = '/model/ann';

describe('another tab', () => {
  it('adds guesses, but a shorter list there keeps ours', () => {
    const ours = { status: 'playing' as const, guesses: [{ id: 'a', from: 'user' as const }] };
    const shorter = mergeOtherTab(ours, {
      guesses: [],
      completions: { classic: false },
      nextMode: 'image-guess',
      status: 'playing',
    });
    expect(shorter).toEqual({
      patch: { completions: { classic: false }, nextMode: 'image-guess' },
      otherTabWon: false,
    });
    const won = mergeOtherTab(ours, {
      guesses: [
        { id: TODAY, from: 'storage' },
        { id: 'a', from: 'user' },
      ],
      completions: { classic: true },
      nextMode: 'image-guess',
      status: 'won',
    });
    expect(won.otherTabWon).toBe(true);
    expect(won.patch.status).toBe('won');
  });

  it("follows another tab's writes to the day on screen, and ignores other keys", () => {
    const storage = createMemoryStorage();
    const state: Pick<
      DailyGameState,
      'date' | 'today' | 'status' | 'guesses' | 'completions' | 'nextMode'
    > = {
      date: DAY,
      today: TODAY,
      status: 'playing',
      guesses: [],
      completions: {},
      nextMode: 'image-guess',
    };
    const apply = vi.fn((patch: Partial<DailyGameState>) => Object.assign(state, patch));
    const otherTabWon = vi.fn();
    const sync = createTabSync({
      storage,
      days: createDayReader({ storage, mode: 'classic', difficulty: undefined, archive: false }),
      isKnownId: () => () => true,
      read: () => state,
      apply,
      otherTabWon,
      live: () => true,
    });
    sync.start();
    storage.simulateExternalChange('unrelated', '1');
    expect(apply).not.toHaveBeenCalled();
    storage.simulateExternalChange(`${DAY}-classic`, JSON.stringify(['/model/cat']));
    expect(state.guesses).toEqual([{ id: '/model/cat', from: 'storage' }]);
    storage.simulateExternalChange(`${DAY}-classic`, JSON.stringify([TODAY, '/model/cat']));
    expect(otherTabWon).toHaveBeenCalledTimes(1);
    expect(state.status).toBe('won');
    sync.stop();
    storage.simulateExternalChange(`${DAY}-classic`, '[]');
    expect(apply).toHaveBeenCalledTimes(2);
  });
});
