import type { ReactNode } from 'react';

/**
 * Words longer than this many characters per 80 px of tile may not fit on one line at the normal
 * size (bold 0.75 rem: 'Philippines', 'Kasmomont'); such values start a step smaller instead of
 * being split mid-word (CompareTile measures the rest in the browser: fitText.ts).
 */
const LONG_WORD_PER_80PX = 8;

/** Whether a value has a word too long for one line of a tile of `size` px at the normal size. */
export function hasLongWord(value: ReactNode, size: number): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const longest = Math.max(
    ...String(value)
      .split(/[\s,/-]+/)
      .map((word) => word.length),
  );
  return longest > (LONG_WORD_PER_80PX * size) / 80;
}
