import { describe, expect, it } from 'vitest';
import { combine, type Measured } from './throughput';

const slice = (average: number, total: number, p99: number, cpuUs: number): Measured => ({
  requests: { average, total },
  latency: { p99 },
  non2xx: 1,
  errors: 0,
  cpuPerRequestMs: cpuUs / 1000,
});

describe('a measurement taken in slices', () => {
  it('sums the requests, averages req/s, and keeps the worst p99', () => {
    const m = combine([slice(10_000, 20_000, 3, 20), slice(6_000, 12_000, 7, 30)]);
    expect(m.requests).toEqual({ average: 8_000, total: 32_000 });
    expect(m.latency.p99).toBe(7);
    expect(m.non2xx).toBe(2);
  });

  it('weighs CPU per request by the requests of each slice', () => {
    // 20,000 × 20 µs + 12,000 × 30 µs = 760 ms over 32,000 requests: 23.75 µs.
    const m = combine([slice(10_000, 20_000, 3, 20), slice(6_000, 12_000, 7, 30)]);
    expect(m.cpuPerRequestMs * 1000).toBeCloseTo(23.75, 6);
  });
});
