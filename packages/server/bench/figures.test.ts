import { describe, expect, it } from 'vitest';
import { median, percentile } from './figures';
import { cpuMsFromStat } from './processes';

describe('the bench figures', () => {
  it('takes the nearest-rank percentile of an ascending list', () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(xs, 50)).toBe(50);
    expect(percentile(xs, 99)).toBe(99);
    expect(percentile(xs, 100)).toBe(100);
    expect(percentile([], 50)).toBeNaN();
    expect(median([3, 1, 2])).toBe(2);
  });

  it("reads a process's user + system time from /proc/{pid}/stat, whatever its name", () => {
    // utime (field 14) 250 ticks, stime (15) 50 ticks; the name holds spaces and a parenthesis.
    const fields = ['S', ...Array.from({ length: 10 }, () => '0'), '250', '50', '0', '0'];
    const stat = `1234 (node (bench) x) ${fields.join(' ')}`;
    expect(cpuMsFromStat(stat, 100)).toBe(3000);
  });
});
