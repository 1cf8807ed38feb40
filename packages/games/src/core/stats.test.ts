import { describe, expect, it } from 'vitest';
import {
  addDays,
  computeStats,
  datesBetween,
  dayResult,
  isIsoDate,
  mergeDay,
  type DayResult,
} from './stats';

const won = (date: string, guesses: number): DayResult => ({ date, guesses, won: true });
const open = (date: string, guesses: number): DayResult => ({ date, guesses, won: false });

describe('given calendar dates', () => {
  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-11-27', 0, '2026-11-27'],
  ])('moves %s by %i day(s) to %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('refuses what is not a date', () => {
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(() => addDays('yesterday', 1)).toThrow(RangeError);
  });

  it('lists the days between two dates, both included', () => {
    expect(datesBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(datesBetween('2026-12-30', '2026-12-29')).toEqual([]);
  });
});

describe('given the stored day of a mode', () => {
  it('is won with the completion record, its guesses counting the winning one', () => {
    expect(dayResult('2026-11-27', ['a', 'b', 'c'], { status: 'completed', tries: 2 })).toEqual(
      won('2026-11-27', 3),
    );
  });

  it('is played but open with guesses and no record, and absent with neither', () => {
    expect(dayResult('2026-11-27', ['a', 'b'], null)).toEqual(open('2026-11-27', 2));
    expect(dayResult('2026-11-27', [], null)).toBeNull();
  });
});

describe('given a history of days', () => {
  it('shows zeros with no games yet', () => {
    expect(computeStats([], '2026-11-27')).toEqual({
      played: 0,
      wins: 0,
      winPercent: 0,
      currentStreak: 0,
      bestStreak: 0,
      distribution: [0, 0, 0, 0, 0, 0],
      todayGuesses: null,
    });
  });

  it('counts three days won in a row as a streak of 3', () => {
    const stats = computeStats(
      [won('2026-11-25', 2), won('2026-11-26', 4), won('2026-11-27', 1)],
      '2026-11-27',
    );
    expect(stats).toMatchObject({ played: 3, wins: 3, winPercent: 100 });
    expect(stats.currentStreak).toBe(3);
    expect(stats.bestStreak).toBe(3);
    expect(stats.todayGuesses).toBe(1);
    expect(stats.distribution).toEqual([1, 1, 0, 1, 0, 0]);
  });

  it('keeps the streak while today is still open', () => {
    const days = [won('2026-11-25', 2), won('2026-11-26', 4)];
    expect(computeStats(days, '2026-11-27').currentStreak).toBe(2);
    expect(computeStats([...days, open('2026-11-27', 5)], '2026-11-27').currentStreak).toBe(2);
  });

  it('breaks the streak after a day without a win', () => {
    const days = [won('2026-11-24', 2), won('2026-11-25', 2)];
    expect(computeStats(days, '2026-11-27').currentStreak).toBe(0);
    expect(computeStats(days, '2026-11-27').bestStreak).toBe(2);
    const lost = [won('2026-11-25', 2), open('2026-11-26', 9), won('2026-11-27', 3)];
    expect(computeStats(lost, '2026-11-27')).toMatchObject({
      currentStreak: 1,
      bestStreak: 1,
      played: 3,
      wins: 2,
      winPercent: 67,
    });
  });

  it("counts Monday's puzzle won at 00:10 on Tuesday for Monday", () => {
    // The record is stored under the puzzle's date, whatever the clock said when it was won.
    const days = [won('2026-11-22', 3), won('2026-11-23', 5)];
    expect(computeStats(days, '2026-11-24').currentStreak).toBe(2);
  });

  it('ignores days after today and dates that are not dates', () => {
    const stats = computeStats(
      [won('2026-11-27', 2), won('2026-11-28', 1), won('someday', 1)],
      '2026-11-27',
    );
    expect(stats).toMatchObject({ played: 1, wins: 1, currentStreak: 1 });
  });

  it('draws as many bars as the longest win, 20 guesses included', () => {
    const stats = computeStats([won('2026-11-26', 20), won('2026-11-27', 2)], '2026-11-27');
    expect(stats.distribution).toHaveLength(20);
    expect(stats.distribution[19]).toBe(1);
    expect(stats.distribution[1]).toBe(1);
  });

  it('finds the best streak anywhere in the history, across a month and a year', () => {
    const days = [
      won('2026-12-30', 1),
      won('2026-12-31', 1),
      won('2027-01-01', 1),
      won('2027-01-05', 1),
    ];
    expect(computeStats(days, '2027-01-05')).toMatchObject({ bestStreak: 3, currentStreak: 1 });
  });
});

describe('given the same day on two devices', () => {
  const completed = (tries: number) => ({ status: 'completed' as const, tries });

  it('keeps the win over an open day, whichever side has it', () => {
    const win = { guessIds: ['x', 'a'], completion: completed(1) };
    const openDay = { guessIds: ['b', 'c', 'd'], completion: null };
    expect(mergeDay(win, openDay)).toBe(win);
    expect(mergeDay(openDay, win)).toBe(win);
  });

  it('keeps the win in fewer tries', () => {
    const quick = { guessIds: ['x'], completion: completed(0) };
    const slow = { guessIds: ['x', 'a', 'b'], completion: completed(2) };
    expect(mergeDay(slow, quick)).toBe(quick);
    expect(mergeDay(quick, slow)).toBe(quick);
  });

  it('keeps every guess of two open days', () => {
    expect(
      mergeDay(
        { guessIds: ['b', 'a'], completion: null },
        { guessIds: ['c', 'a'], completion: null },
      ),
    ).toEqual({ guessIds: ['b', 'a', 'c'], completion: null });
  });
});
