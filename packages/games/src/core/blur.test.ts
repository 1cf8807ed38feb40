import { describe, expect, it } from 'vitest';
import { BLUR_START_PX, BLUR_STEP_PX, logoBlurPx } from './blur';

describe('given a channel-guess not yet won', () => {
  it('starts at 10 px and loses 1 px per try', () => {
    expect([BLUR_START_PX, BLUR_STEP_PX]).toEqual([10, 1]);
  });

  it.each([
    [0, 10],
    [1, 9],
    [2, 8],
    [5, 5],
    [9, 1],
    [10, 0],
    [11, 0],
    [40, 0],
    [-2, 10],
    [Number.NaN, 10],
    [3.7, 7],
  ])('after %d tries blurs the logo by %i px', (tries, px) => {
    expect(logoBlurPx(tries, false)).toBe(px);
  });
});

describe('given a won channel-guess', () => {
  it.each([0, 1, 4, 9, 10, 15])('shows the logo sharp after %i tries', (tries) => {
    expect(logoBlurPx(tries, true)).toBe(0);
  });
});
