import { describe, expect, it } from 'vitest';
import { imageScale, ZOOM_MIN, ZOOM_START, ZOOM_STEP } from './zoom';

describe('given an unsolved image-guess', () => {
  it('starts at 7x and loses 0.6 per guess', () => {
    expect([ZOOM_START, ZOOM_STEP, ZOOM_MIN]).toEqual([7, 0.6, 1]);
  });

  it.each([
    [0, 7],
    [1, 6.4],
    [2, 5.8],
    [3, 5.2],
    [4, 4.6],
    [5, 4],
    [6, 3.4],
    [7, 2.8],
    [8, 2.2],
    [9, 1.6],
    [10, 1],
    [11, 1],
    [50, 1],
  ])('after %i guesses scales the picture by exactly %d', (guesses, scale) => {
    expect(imageScale(guesses, false)).toBe(scale);
  });

  it.each([
    [-3, 7],
    [Number.NaN, 7],
    [2.9, 5.8],
    [Number.POSITIVE_INFINITY, 1],
  ])('treats the odd guess count %d as giving %d', (guesses, scale) => {
    expect(imageScale(guesses, false)).toBe(scale);
  });
});

describe('given a solved image-guess', () => {
  it.each([0, 1, 3, 9, 20])('shows the whole picture (1x) after %i guesses', (guesses) => {
    expect(imageScale(guesses, true)).toBe(1);
  });
});
