import { describe, expect, it } from 'vitest';
import { collectProgress, mergeProgress } from './progress';
import { createMemoryStorage } from '../storage/storage';

const won = (tries: number) => JSON.stringify({ status: 'completed', tries });

describe('given a history to move to another device', () => {
  it('collects the daily keys of every mode in the range, and no archive play', () => {
    const storage = createMemoryStorage({
      '2025-06-01-classic-easy': JSON.stringify(['a']),
      'classic-easy-2025-06-01-status': won(0),
      '2025-06-02-image-guess': JSON.stringify(['b', 'c']),
      '2025-05-01-image-guess': JSON.stringify(['old']),
      'archive:2025-06-01-channel-guess': JSON.stringify(['d']),
      clientId: 'x',
    });
    expect(collectProgress(storage, '2025-06-01', '2025-06-02')).toEqual({
      '2025-06-01-classic-easy': JSON.stringify(['a']),
      'classic-easy-2025-06-01-status': won(0),
      '2025-06-02-image-guess': JSON.stringify(['b', 'c']),
    });
  });

  it('merges day by day: a win beats none, fewer tries win, open days keep every guess', () => {
    const storage = createMemoryStorage({
      '2025-06-01-classic': JSON.stringify(['a', 'b', 'c']),
      'classic-2025-06-01-status': won(2),
      '2025-06-02-classic': JSON.stringify(['x']),
      '2025-06-03-image-guess': JSON.stringify(['p']),
      'image-guess-2025-06-03-status': won(0),
    });
    const changed = mergeProgress(storage, {
      '2025-06-01-classic': JSON.stringify(['a']),
      'classic-2025-06-01-status': won(0),
      '2025-06-02-classic': JSON.stringify(['y']),
      '2025-06-03-image-guess': JSON.stringify(['q', 'r']),
      '2025-06-04-channel-guess': JSON.stringify(['z']),
      'channel-guess-2025-06-04-status': won(0),
      clientId: 'theirs',
      'classic-2025-02-30-status': won(0),
      '2025-06-05-classic': 'not json',
    });
    expect(changed).toBe(3);
    expect(storage.getItem('classic-2025-06-01-status')).toBe(won(0));
    expect(storage.getItem('2025-06-01-classic')).toBe(JSON.stringify(['a']));
    expect(storage.getItem('2025-06-02-classic')).toBe(JSON.stringify(['x', 'y']));
    // Our win in fewer tries stays.
    expect(storage.getItem('image-guess-2025-06-03-status')).toBe(won(0));
    expect(storage.getItem('2025-06-03-image-guess')).toBe(JSON.stringify(['p']));
    expect(storage.getItem('channel-guess-2025-06-04-status')).toBe(won(0));
    expect(storage.getItem('clientId')).toBeNull();
    expect(storage.getItem('classic-2025-02-30-status')).toBeNull();
    expect(storage.getItem('2025-06-05-classic')).toBeNull();
  });
});
