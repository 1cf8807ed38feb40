import { describe, expect, it } from 'vitest';
import { bytesBeforeLcp, type Report } from './lighthouse-run';

/** A report with the two audits `bytesBeforeLcp` reads. */
function report(lcp: number | undefined, requests: Array<[start: number, bytes: number]>): Report {
  return {
    categories: {},
    audits: {
      metrics: { details: { items: [{ observedLargestContentfulPaint: lcp }] } },
      'network-requests': {
        details: {
          items: requests.map(([networkRequestTime, transferSize]) => ({
            networkRequestTime,
            transferSize,
          })),
        },
      },
    },
  };
}

describe('bytesBeforeLcp', () => {
  it('adds up the requests that started before the largest paint, in kB', () => {
    expect(
      bytesBeforeLcp(
        report(300, [
          [1, 11_000],
          [120, 100_000],
          [300, 500],
          [301, 40_000],
          [900, 2_000],
        ]),
      ),
    ).toBe(111.5);
  });

  it('is unknown without a largest paint or a request list', () => {
    expect(bytesBeforeLcp(report(undefined, [[1, 1000]]))).toBeNaN();
    expect(bytesBeforeLcp({ categories: {}, audits: {} })).toBeNaN();
  });
});
