/** Image-guess zoom (SPEC §4, §9): starts at 7x, 0.6 less per guess, never below 1, 1 when solved. */

export const ZOOM_START = 7;
export const ZOOM_STEP = 0.6;
export const ZOOM_MIN = 1;

/**
 * The picture's scale factor. Computed in tenths, so 7 − 0.6 × 3 is exactly 5.2 (not
 * 5.199999999999999). NaN or a negative `guessCount` counts as 0; fractions are floored.
 */
export function imageScale(guessCount: number, solved: boolean): number {
  if (solved) return ZOOM_MIN;
  const guesses = Number.isNaN(guessCount) ? 0 : Math.max(0, Math.floor(guessCount));
  const tenths = Math.round(ZOOM_START * 10) - Math.round(ZOOM_STEP * 10) * guesses;
  return Math.max(ZOOM_MIN, tenths / 10);
}
