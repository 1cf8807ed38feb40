import { describe, expect, expectTypeOf, it } from 'vitest';
import * as contract from '@guessdle/api';
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
  it('keeps the fixed order of SPEC §1', () => {
    expect(GAME_MODES).toEqual(['classic', 'image-guess', 'channel-guess', 'crono']);
    expect(DAILY_MODES).toEqual(['classic', 'image-guess', 'channel-guess']);
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
  it.each<[string, CompletedModes, GameMode | undefined, GameMode | null]>([
    ['nothing done', new Set(), undefined, 'classic'],
    ['classic done', new Set(['classic']), undefined, 'image-guess'],
    ['classic done, playing classic', new Set(['classic']), 'classic', 'image-guess'],
    ['image-guess done', new Set(['image-guess']), undefined, 'classic'],
    ['nothing recorded yet, playing classic', new Set(), 'classic', 'image-guess'],
    ['classic and image-guess done', ['classic', 'image-guess'], undefined, 'channel-guess'],
    ['all daily modes done', ['classic', 'image-guess', 'channel-guess'], undefined, 'crono'],
    [
      'all daily modes done, playing channel-guess',
      ['classic', 'image-guess'],
      'channel-guess',
      'crono',
    ],
    ['everything done', [...GAME_MODES], undefined, null],
    ['everything but the current one', ['classic', 'image-guess', 'channel-guess'], 'crono', null],
    ['a record', { classic: true, 'image-guess': false }, undefined, 'image-guess'],
    ['a record, playing image-guess', { classic: true }, 'image-guess', 'channel-guess'],
    [
      'a full record',
      { classic: true, 'image-guess': true, 'channel-guess': true, crono: true },
      undefined,
      null,
    ],
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
