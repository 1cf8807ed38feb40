import { describe, expect, it } from 'vitest';
import {
  addGuess,
  applyPick,
  hasDayChanged,
  isCorrect,
  isFinished,
  msUntil,
  outcomeOfPick,
} from './daily';

const TODAY = '/model/answer';

describe('given a pick and the day answer', () => {
  it.each([
    [TODAY, TODAY, true],
    ['/model/other', TODAY, false],
    ['/MODEL/ANSWER', TODAY, false],
    [null, TODAY, false],
    [undefined, TODAY, false],
    ['', '', false],
    [null, null, false],
    [TODAY, null, false],
  ])('%j against %j is correct=%s', (id, today, correct) => {
    expect(isCorrect(id, today)).toBe(correct);
  });
});

describe('given a stored guess list', () => {
  it.each([
    [[], TODAY, false],
    [['/model/a', '/model/b'], TODAY, false],
    [[TODAY], TODAY, true],
    [['/model/a', TODAY, '/model/b'], TODAY, true],
    [[TODAY], null, false],
    [[''], '', false],
  ])('%j with answer %j is finished=%s', (ids, today, finished) => {
    expect(isFinished(ids, today)).toBe(finished);
  });
});

describe('given a guess to add', () => {
  it.each([
    [[], '/model/a', ['/model/a']],
    [['/model/a'], '/model/b', ['/model/b', '/model/a']],
    [['/model/b', '/model/a'], '/model/c', ['/model/c', '/model/b', '/model/a']],
  ])('%j plus %j becomes %j (newest first)', (ids, id, next) => {
    expect(addGuess(ids, id)).toEqual(next);
  });

  it.each([
    ['an empty selection', null],
    ['an undefined selection', undefined],
    ['an empty id', ''],
    ['a repeated id', '/model/a'],
  ])('returns the same array for %s', (_case, id) => {
    const ids = ['/model/b', '/model/a'];
    expect(addGuess(ids, id)).toBe(ids);
    expect(ids).toEqual(['/model/b', '/model/a']);
  });

  it('leaves the original list alone when it adds', () => {
    const ids = ['/model/a'];
    expect(addGuess(ids, '/model/b')).not.toBe(ids);
    expect(ids).toEqual(['/model/a']);
  });
});

describe('given a pick during the daily game', () => {
  it.each([
    ['the answer', [], TODAY, 'won'],
    ['the answer after misses', ['/model/a', '/model/b'], TODAY, 'won'],
    ['another performer', [], '/model/a', 'wrong'],
    ['another performer after misses', ['/model/b'], '/model/a', 'wrong'],
    ['an empty selection', [], null, 'ignored'],
    ['an empty id', [], '', 'ignored'],
    ['a performer already guessed', ['/model/a'], '/model/a', 'ignored'],
    ['anything once won', [TODAY], '/model/a', 'ignored'],
    ['the answer again once won', [TODAY], TODAY, 'ignored'],
  ] as const)('picking %s is %j', (_case, ids, id, outcome) => {
    expect(outcomeOfPick(ids, id, TODAY)).toBe(outcome);
  });
});

describe('given a pick to apply', () => {
  it('on a miss adds it in front and records nothing', () => {
    expect(applyPick(['/model/a'], '/model/b', TODAY)).toEqual({
      outcome: 'wrong',
      guessIds: ['/model/b', '/model/a'],
      completion: null,
    });
  });

  it.each([
    [[], 0],
    [['/model/a'], 1],
    [['/model/c', '/model/b', '/model/a'], 3],
  ])('on a win after %j records %i tries (guesses before the winning one)', (ids, tries) => {
    expect(applyPick(ids, TODAY, TODAY)).toEqual({
      outcome: 'won',
      guessIds: [TODAY, ...ids],
      completion: { status: 'completed', tries },
    });
  });

  it.each([
    ['an empty selection', ['/model/a'], null],
    ['a repeat', ['/model/a'], '/model/a'],
    ['a pick after the win', [TODAY], '/model/a'],
  ])('ignores %s and keeps the same list', (_case, ids, id) => {
    const result = applyPick(ids, id, TODAY);
    expect(result).toEqual({ outcome: 'ignored', guessIds: ids, completion: null });
    expect(result.guessIds).toBe(ids);
  });
});

describe('given the next reset instant and the time now', () => {
  const now = Date.parse('2025-03-01T23:59:00.000Z');

  it.each([
    ['2025-03-02T00:00:00.000Z', 60_000],
    ['2025-03-02T00:00:00Z', 60_000],
    ['2025-03-02T01:00:00+01:00', 60_000],
    ['2025-03-01T23:59:00.000Z', 0],
    ['2025-03-01T23:00:00.000Z', 0],
    ['2025-03-03T00:00:00.000Z', 86_460_000],
    ['not a date', null],
    ['', null],
  ])('until %j waits %j ms', (iso, ms) => {
    expect(msUntil(iso, now)).toBe(ms);
  });

  it('gives null when the time now is not a number', () => {
    expect(msUntil('2025-03-02T00:00:00.000Z', Number.NaN)).toBeNull();
  });
});

describe('given the date being played and the server date', () => {
  it.each([
    ['2025-03-01', '2025-03-01', false],
    ['2025-03-01', '2025-03-02', true],
    ['2025-03-02', '2025-03-01', true],
    [null, '2025-03-01', false],
    ['2025-03-01', null, false],
    ['', '2025-03-01', false],
    [undefined, undefined, false],
  ])('%j against %j has changed=%s', (played, server, changed) => {
    expect(hasDayChanged(played, server)).toBe(changed);
  });
});
