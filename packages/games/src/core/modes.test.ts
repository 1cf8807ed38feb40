import { describe, expect, expectTypeOf, it } from 'vitest';
import * as contract from '@guessdle/api';
import { DAILY_MODE_DEFS } from '@guessdle/api/modes';
import {
  DAILY_MODES,
  DIFFICULTIES,
  DIFFICULTY_RANK_LIMITS,
  difficultyPool,
  GAME_MODES,
  gameModeKey,
  nextMode,
} from './modes';
import type { CompletedModes, DailyMode, Difficulty, GameMode } from './modes';

describe('given the mode lists', () => {
  it('are the registration’s order, then Crono, keeping SPEC §1’s order of its modes', () => {
    expect(DAILY_MODES).toEqual(Object.keys(DAILY_MODE_DEFS));
    expect(GAME_MODES).toEqual([...DAILY_MODES, 'crono']);
    const spec = ['classic', 'image-guess', 'channel-guess', 'crono'];
    expect(GAME_MODES.filter((mode) => spec.includes(mode))).toEqual(spec);
    expect(DIFFICULTIES).toEqual(['easy', 'medium', 'hard']);
  });

  it('are the API contract lists themselves', () => {
    expect(GAME_MODES).toBe(contract.GAME_MODES);
    expect(DAILY_MODES).toBe(contract.DAILY_MODES);
    expect(DIFFICULTIES).toBe(contract.DIFFICULTIES);
    expectTypeOf<GameMode>().toEqualTypeOf<contract.GameMode>();
    expectTypeOf<DailyMode>().toEqualTypeOf<contract.DailyMode>();
    expectTypeOf<Difficulty>().toEqualTypeOf<contract.Difficulty>();
  });
});

describe('given the modes completed today', () => {
  // The daily modes by their place in the registration: a new mode changes no case.
  const [first, second, third] = DAILY_MODES as readonly [DailyMode, DailyMode, DailyMode];
  const last = DAILY_MODES[DAILY_MODES.length - 1] as DailyMode;
  const allDaily = [...DAILY_MODES];
  it.each<[string, CompletedModes, GameMode | undefined, GameMode | null]>([
    ['nothing done', new Set(), undefined, first],
    ['the first done', new Set([first]), undefined, second],
    ['the first done, playing it', new Set([first]), first, second],
    ['the second done', new Set([second]), undefined, first],
    ['nothing recorded yet, playing the first', new Set(), first, second],
    ['the first two done', [first, second], undefined, third],
    ['all daily modes done', allDaily, undefined, 'crono'],
    ['all daily modes but the last done, playing it', allDaily.slice(0, -1), last, 'crono'],
    ['everything done', [...GAME_MODES], undefined, null],
    ['everything but the current one', allDaily, 'crono', null],
    ['a record', { [first]: true, [second]: false }, undefined, second],
    ['a record, playing the second', { [first]: true }, second, third],
    ['a full record', Object.fromEntries(GAME_MODES.map((m) => [m, true])), undefined, null],
  ])('with %s suggests %4$j', (_case, completed, current, next) => {
    expect(nextMode(completed, current)).toBe(next);
  });
});

describe('given the performers and a difficulty', () => {
  const performers = [1, 2, 49, 50, 51, 99, 100, 101, 150].map((rank) => ({
    rank,
    name: `P${rank}`,
  }));

  it('uses the spec rank limits', () => {
    expect(DIFFICULTY_RANK_LIMITS).toEqual({ easy: 50, medium: 100, hard: null });
  });

  it.each<[Difficulty, number[]]>([
    ['easy', [1, 2, 49, 50]],
    ['medium', [1, 2, 49, 50, 51, 99, 100]],
    ['hard', [1, 2, 49, 50, 51, 99, 100, 101, 150]],
  ])('the %s pool holds ranks %j', (difficulty, ranks) => {
    expect(difficultyPool(performers, difficulty).map((p) => p.rank)).toEqual(ranks);
  });

  it('returns a new list and leaves the input alone', () => {
    const pool = difficultyPool(performers, 'hard');
    expect(pool).not.toBe(performers);
    expect(performers).toHaveLength(9);
  });
});

describe('given a mode and maybe a difficulty', () => {
  it.each<[GameMode, Difficulty | undefined | null, string]>([
    ['classic', undefined, 'classic'],
    ['classic', null, 'classic'],
    ['classic', 'easy', 'classic-easy'],
    ['classic', 'medium', 'classic-medium'],
    ['classic', 'hard', 'classic-hard'],
    ['image-guess', undefined, 'image-guess'],
    ['image-guess', 'easy', 'image-guess'],
    ['channel-guess', 'hard', 'channel-guess'],
    ['crono', undefined, 'crono'],
  ])('%s with %j is stored as %j', (mode, difficulty, key) => {
    expect(gameModeKey(mode, difficulty)).toBe(key);
  });
});
