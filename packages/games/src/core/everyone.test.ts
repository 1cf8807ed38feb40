import { describe, expect, it } from 'vitest';
import {
  betterThanPercent,
  everyoneBars,
  finishers,
  PERCENTILE_MIN_FINISHERS,
  statsCharts,
} from './everyone';

describe('betterThanPercent', () => {
  const buckets = [
    { tries: 1, players: 2 },
    { tries: 3, players: 10 },
    { tries: 4, players: 5 },
    { tries: 9, players: 3 },
  ];

  it('is the share of finishers who needed strictly more tries, rounded down', () => {
    expect(finishers(buckets)).toBe(20);
    expect(betterThanPercent(buckets, 1)).toBe(90);
    // 5 + 3 of 20 needed more than 3; the 10 others at 3 are ties, not beaten.
    expect(betterThanPercent(buckets, 3)).toBe(40);
    expect(betterThanPercent(buckets, 2)).toBe(90);
    expect(betterThanPercent(buckets, 9)).toBe(0);
    expect(betterThanPercent(buckets, 12)).toBe(0);
    // 18 of 21 is 85.7...: never rounded up.
    expect(betterThanPercent([...buckets, { tries: 2, players: 1 }], 2)).toBe(85);
  });

  it('waits for the minimum of finishers', () => {
    const few = [{ tries: 5, players: PERCENTILE_MIN_FINISHERS - 1 }];
    expect(betterThanPercent(few, 1)).toBeNull();
    expect(betterThanPercent([{ tries: 5, players: PERCENTILE_MIN_FINISHERS }], 1)).toBe(100);
    expect(betterThanPercent([], 1, 0)).toBeNull();
    expect(betterThanPercent(few, 1, 5)).toBe(100);
  });

  it('refuses tries that are not a positive integer', () => {
    expect(betterThanPercent(buckets, 0)).toBeNull();
    expect(betterThanPercent(buckets, 2.5)).toBeNull();
  });
});

describe('everyoneBars', () => {
  it('draws at least 6 bars and marks the player’s own', () => {
    expect(everyoneBars([{ tries: 2, players: 4 }], 2)).toEqual([
      { label: '1', count: 0, today: false },
      { label: '2', count: 4, today: true },
      { label: '3', count: 0, today: false },
      { label: '4', count: 0, today: false },
      { label: '5', count: 0, today: false },
      { label: '6', count: 0, today: false },
    ]);
    expect(everyoneBars([], null).every((bar) => !bar.today && bar.count === 0)).toBe(true);
  });

  it('gathers long days into a last "10+" bar, the player’s 20-try day with them', () => {
    const bars = everyoneBars(
      [
        { tries: 1, players: 1 },
        { tries: 10, players: 2 },
        { tries: 20, players: 3 },
      ],
      20,
    );
    expect(bars).toHaveLength(10);
    expect(bars[9]).toEqual({ label: '10+', count: 5, today: true });
    expect(bars[0]).toEqual({ label: '1', count: 1, today: false });
  });

  it('labels a tenth bar "10" when nobody needed more', () => {
    const bars = everyoneBars([{ tries: 10, players: 2 }], null);
    expect(bars[9]).toEqual({ label: '10', count: 2, today: false });
  });
});

describe('statsCharts', () => {
  it('draws the same rows in both charts, the player’s 13-guess day in a last "10+" row', () => {
    const own = Array.from({ length: 13 }, (_, i) => (i === 0 || i === 12 ? 1 : 0));
    const charts = statsCharts(own, [{ tries: 3, players: 5 }], 13);
    expect(charts.own.map((bar) => bar.label)).toEqual(charts.everyone.map((bar) => bar.label));
    expect(charts.own).toHaveLength(10);
    expect(charts.own[9]).toEqual({ label: '10+', count: 1, today: true });
    expect(charts.everyone[9]).toEqual({ label: '10+', count: 0, today: true });
    expect(charts.everyone[2]).toEqual({ label: '3', count: 5, today: false });
  });

  it('lengthens the player’s chart to everyone’s longest day', () => {
    const charts = statsCharts([1, 0, 0, 0, 0, 0], [{ tries: 8, players: 2 }], null);
    expect(charts.own.map((bar) => bar.label)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(charts.everyone).toHaveLength(8);
  });
});
