import { describe, expect, it } from 'vitest';
import { addDays, createCalendar, puzzleDayAt, zonedTimeToInstant } from './time';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('given the default reset (00:00 UTC)', () => {
  const rule = { timeZone: 'UTC', resetMinutes: 0 };
  it.each([
    ['2025-03-10T00:00:00.000Z', '2025-03-10', '2025-03-11T00:00:00.000Z'],
    ['2025-03-10T23:59:59.999Z', '2025-03-10', '2025-03-11T00:00:00.000Z'],
    ['2024-12-31T23:59:59.000Z', '2024-12-31', '2025-01-01T00:00:00.000Z'],
    ['2024-02-29T12:00:00.000Z', '2024-02-29', '2024-03-01T00:00:00.000Z'],
  ])('at %s the puzzle is %s and the next reset %s', (now, date, next) => {
    const day = puzzleDayAt(at(now), rule);
    expect(day.date).toBe(date);
    expect(iso(day.nextResetAt)).toBe(next);
  });
});

describe('given a reset at 06:30 in Europe/Madrid', () => {
  const rule = { timeZone: 'Europe/Madrid', resetMinutes: 6 * 60 + 30 };
  it.each([
    // Winter, UTC+1: the reset is 05:30 UTC.
    ['2025-01-15T05:29:59.000Z', '2025-01-14', '2025-01-15T05:30:00.000Z'],
    ['2025-01-15T05:30:00.000Z', '2025-01-15', '2025-01-16T05:30:00.000Z'],
    // Summer, UTC+2: the reset is 04:30 UTC.
    ['2025-07-01T04:30:00.000Z', '2025-07-01', '2025-07-02T04:30:00.000Z'],
    // The night clocks go forward (30 March 2025): the next reset is already at UTC+2.
    ['2025-03-29T12:00:00.000Z', '2025-03-29', '2025-03-30T04:30:00.000Z'],
    // The night clocks go back (26 October 2025).
    ['2025-10-25T12:00:00.000Z', '2025-10-25', '2025-10-26T05:30:00.000Z'],
  ])('at %s the puzzle is %s and the next reset %s', (now, date, next) => {
    const day = puzzleDayAt(at(now), rule);
    expect(day.date).toBe(date);
    expect(iso(day.nextResetAt)).toBe(next);
    expect(day.startsAt).toBeLessThanOrEqual(at(now));
  });
});

describe('given a reset time inside a DST gap (02:30 in Europe/Madrid on 30 March 2025)', () => {
  it('happens once, after the jump', () => {
    const instant = zonedTimeToInstant('2025-03-30', 150, 'Europe/Madrid');
    expect(iso(instant)).toBe('2025-03-30T01:30:00.000Z');
    const rule = { timeZone: 'Europe/Madrid', resetMinutes: 150 };
    expect(puzzleDayAt(at('2025-03-30T01:00:00Z'), rule).date).toBe('2025-03-29');
    expect(puzzleDayAt(at('2025-03-30T01:30:00Z'), rule).date).toBe('2025-03-30');
  });
});

describe('given a zone east of UTC (Pacific/Auckland, midnight reset)', () => {
  it('starts the day before UTC does', () => {
    const day = puzzleDayAt(at('2025-06-10T12:30:00Z'), {
      timeZone: 'Pacific/Auckland',
      resetMinutes: 0,
    });
    expect(day.date).toBe('2025-06-11');
    expect(iso(day.nextResetAt)).toBe('2025-06-11T12:00:00.000Z');
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });
});

describe('createCalendar', () => {
  it('moves to the next day exactly at the reset', () => {
    let now = at('2025-03-10T23:59:59.999Z');
    const cal = createCalendar({ timeZone: 'UTC', resetMinutes: 0 }, () => now);
    expect(cal.today().date).toBe('2025-03-10');
    now += 1;
    expect(cal.today().date).toBe('2025-03-11');
  });
});
