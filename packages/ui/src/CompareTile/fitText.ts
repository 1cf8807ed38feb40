import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How small a tile sets its value so that its longest word fits on one line: 0 at the normal
 * size (bold 0.75 rem), 1 a step smaller (0.6875 rem), 2 the smallest (0.625 rem). Words are
 * never split ('Philippine/s' reads as a typo).
 */
export type FitLevel = 0 | 1 | 2;

/** The font size of each level, for the tile's styles. */
export const FIT_FONT_SIZES: Record<FitLevel, string> = {
  0: '0.75rem',
  1: '0.6875rem',
  2: '0.625rem',
};

// A server render has no layout: the first guess (by the word's length) stands until hydrated.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The level at which the text of `ref` fits its box: it starts at `first` (a guess by the longest
 * word's length, which is all a server render knows) and, measured in the browser before it is
 * painted, steps down while a word overflows the box. A value that fits stays as large as it
 * can: a Polish "Mężczyzna" at 0.6875 rem, not at the smallest size every long word once got.
 */
export function useFitLevel(
  ref: RefObject<HTMLElement | null>,
  first: FitLevel,
  text: unknown,
): FitLevel {
  const [fit, setFit] = useState<{ text: unknown; level: FitLevel }>({ text, level: first });
  const level = fit.text === text ? fit.level : first;
  useBrowserLayoutEffect(() => {
    const box = ref.current;
    if (!box || level === 2) return;
    // A word wider than the box overflows it sideways (the box breaks between words only).
    if (box.scrollWidth > box.clientWidth + 0.5) setFit({ text, level: (level + 1) as FitLevel });
  }, [ref, level, text]);
  return level;
}
