import { describe, expect, it } from 'vitest';
import {
  clueState,
  DEBUT_CLUE_TRIES,
  NAME_HINT_BLANK,
  NAME_HINT_TRIES,
  nameHint,
  RANKING_CLUE_TRIES,
} from './hints';

describe('given the clue thresholds', () => {
  it('opens debut year at 5, ranking at 10 and the name hint at 10 tries', () => {
    expect([DEBUT_CLUE_TRIES, RANKING_CLUE_TRIES, NAME_HINT_TRIES]).toEqual([5, 10, 10]);
    expect(NAME_HINT_BLANK).toBe('_');
  });
});

describe('given the debut-year clue', () => {
  it.each([
    [0, false, 5],
    [1, false, 4],
    [4, false, 1],
    [5, true, 0],
    [6, true, 0],
    [30, true, 0],
  ])('after %i tries is unlocked=%s with %i tries left', (tries, unlocked, triesLeft) => {
    expect(clueState(tries, DEBUT_CLUE_TRIES)).toEqual({ unlocked, triesLeft });
  });
});

describe('given the ranking clue', () => {
  it.each([
    [0, false, 10],
    [4, false, 6],
    [9, false, 1],
    [10, true, 0],
    [11, true, 0],
    [-1, false, 10],
    [Number.NaN, false, 10],
  ])('after %d tries is unlocked=%s with %i tries left', (tries, unlocked, triesLeft) => {
    expect(clueState(tries, RANKING_CLUE_TRIES)).toEqual({ unlocked, triesLeft });
  });
});

describe('given the performer name hint', () => {
  it.each([
    ['Jane Doe', 0, null],
    ['Jane Doe', 9, null],
    ['Jane Doe', 10, '____ ___'],
    ['Jane Doe', 11, 'J___ ___'],
    ['Jane Doe', 14, 'Jane ___'],
    ['Jane Doe', 16, 'Jane Do_'],
    ['Jane Doe', 17, 'Jane Doe'],
    ['Jane Doe', 40, 'Jane Doe'],
    ['Mary  Ann', 10, '____  ___'],
    ['Bo & Lu', 10, '__ & __'],
    ['Bo & Lu', 13, 'Bo & L_'],
    ["D'Arcy Lee-Fox", 10, "_'____ ___-___"],
    ["D'Arcy Lee-Fox", 12, "D'A___ ___-___"],
    ['Agent 47', 10, '_____ __'],
    ['Zoë Ray', 10, '___ ___'],
    ['Zoë Ray', 13, 'Zoë ___'],
    ['Łucja K.', 11, 'Ł____ _.'],
  ])('for %j after %i tries is %j', (name, tries, hint) => {
    expect(nameHint(name, tries)).toBe(hint);
  });

  it('counts a letter written with a combining accent as one blank', () => {
    expect(nameHint('Zoe\u0308', 10)).toBe('___');
    expect(nameHint('Zoe\u0308', 12)).toBe('Zo_');
  });
});
