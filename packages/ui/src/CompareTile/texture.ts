import type { Theme } from '../theme/tokens';
import { cssVarName } from '../theme/cssVars';
import type { FeedbackState } from './types';

// Apart from the tiles: a page sets these custom properties on its root (the site's shell does,
// on every page), and needs none of the tiles' code for it.

/** A state's texture drawn in `ink`, as a CSS background image ("none" for right). */
export function patternOf(state: FeedbackState, ink: string): string {
  // correct stays plain; partial gets diagonal stripes; wrong gets a grid: three textures that
  // survive greyscale and every colour-vision deficiency.
  if (state === 'correct') return 'none';
  if (state === 'partial') {
    return `repeating-linear-gradient(45deg, ${ink} 0 6px, transparent 6px 12px)`;
  }
  return `repeating-linear-gradient(0deg, ${ink} 0 2px, transparent 2px 10px), repeating-linear-gradient(90deg, ${ink} 0 2px, transparent 2px 10px)`;
}

const TEXTURED: readonly FeedbackState[] = ['correct', 'partial', 'incorrect', 'higher', 'lower'];

/** The custom property that can replace a state's texture (a page switching themes in CSS). */
export function feedbackTextureVar(state: FeedbackState): string {
  return cssVarName(['feedbackTexture', state]);
}

/**
 * Each state's texture in `theme` as custom properties ("none" without `patterns`): a page that
 * themes its widgets through CSS custom properties sets these too.
 */
export function feedbackTextureVars(theme: Theme): Record<string, string> {
  return Object.fromEntries(
    TEXTURED.map((state) => [
      feedbackTextureVar(state),
      theme.patterns ? patternOf(state, theme.colors.container.patternInk) : 'none',
    ]),
  );
}
