/** Channel-guess logo blur (SPEC §4, §9): 10 px, 1 px less per try, 0 when won or after 10 tries. */

export const BLUR_START_PX = 10;
export const BLUR_STEP_PX = 1;

/**
 * The logo's blur radius in px. NaN or a negative `tries` counts as 0; fractions are
 * floored.
 */
export function logoBlurPx(tries: number, won: boolean): number {
  if (won) return 0;
  const count = Number.isNaN(tries) ? 0 : Math.max(0, Math.floor(tries));
  return Math.max(0, BLUR_START_PX - BLUR_STEP_PX * count);
}
