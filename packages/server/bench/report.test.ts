import { describe, expect, it } from 'vitest';
import type { CronoRun } from './crono';
import { cpuSummary, cronoSummaryLines, throughputSummary } from './report';
import type { Measured, Pair } from './throughput';

const measured = (reqPerSecond: number, cpuUs: number) =>
  ({ requests: { average: reqPerSecond }, cpuPerRequestMs: cpuUs / 1000 }) as Measured;
const pair = (bare: [number, number], ours: [number, number]): Pair => ({
  bare: measured(...bare),
  ours: measured(...ours),
});

describe('the bench report', () => {
  // Ratios ours / bare: throughput 0.5, 0.9, 0.6; CPU per request 1.5, 1.2, 1.3.
  const runs = [pair([100, 10], [50, 15]), pair([100, 10], [90, 12]), pair([100, 10], [60, 13])];

  it('holds the best throughput ratio to its target, higher being better', () => {
    expect(throughputSummary('GET', runs, 0.85)).toMatch(
      /ratio best 0\.900, median 0\.600 \(target ≥ 0\.85\) MET$/,
    );
    expect(throughputSummary('GET', runs, 0.95)).toMatch(/MISSED$/);
  });

  it('holds the median CPU ratio to its target, lower being better', () => {
    expect(cpuSummary('GET', runs, 1.3)).toMatch(
      /ratio median 1\.300, best 1\.200 \(target ≤ 1\.3\) MET$/,
    );
    expect(cpuSummary('GET', runs, 1.25)).toMatch(/MISSED$/);
  });

  it('reports the Crono client p99, and holds the p99 inside the server to its goal when the probe answered', () => {
    const run = (p99: number, serverP99?: number) =>
      ({ p99, server: serverP99 === undefined ? undefined : { serverP99 } }) as CronoRun;
    expect(cronoSummaryLines([run(12), run(8), run(30)])).toEqual([
      '  paced client p99 best 8.00 ms, median 12.00 ms (reported; the goal is the p99 inside the server)',
    ]);
    const lines = cronoSummaryLines([run(12, 1.5), run(30, 2.5), run(20, 1)]);
    expect(lines[1]).toBe(
      '  paced p99 inside the server median 1.50 ms, worst 2.50 ms (target ≤ 2 ms) MET',
    );
  });
});
