import { css } from 'styled-components';
import type { Theme } from '../theme/tokens';
import { cssVarName } from '../theme/cssVars';

/** Every outcome of comparing one field of a guess with the answer. */
export type FeedbackState = 'correct' | 'partial' | 'incorrect' | 'higher' | 'lower';

/**
 * Symbols that carry the meaning without colour, drawn on every tile in every theme: with a
 * colour-vision deficiency the three backgrounds can look alike, and in forced-colours mode
 * (Windows high contrast) they are gone altogether.
 */
export const feedbackSymbols: Record<FeedbackState, string> = {
  correct: '✓',
  partial: '◐',
  incorrect: '✕',
  higher: '⬆',
  lower: '⬇',
};

/** Words read by screen readers when the host passes no `stateLabel` (English defaults). */
export const defaultStateLabels: Record<FeedbackState, string> = {
  correct: 'correct',
  partial: 'partial',
  incorrect: 'incorrect',
  higher: 'higher',
  lower: 'lower',
};

/**
 * In forced-colours mode the system replaces every colour: the state is drawn as a border of its
 * own style and system colour (solid Highlight, dashed CanvasText, dotted GrayText), beside the
 * symbol, so the three stay apart in any high-contrast scheme.
 */
const forcedColourBorders: Record<FeedbackState, string> = {
  correct: '4px solid Highlight',
  partial: '4px dashed CanvasText',
  incorrect: '3px dotted GrayText',
  higher: '3px dotted GrayText',
  lower: '3px dotted GrayText',
};

function backgroundOf(state: FeedbackState, theme: Theme): string {
  const { container } = theme.colors;
  if (state === 'correct') return container.positiveBackground;
  if (state === 'partial') return container.partialBackground;
  return container.negativeBackground;
}

function patternOf(state: FeedbackState, ink: string): string {
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

/**
 * Background, text colour, (with `theme.patterns`) texture of a feedback surface, and its border
 * in forced-colours mode.
 */
export const feedbackSurface = (state: FeedbackState) => css`
  background-color: ${({ theme }) => backgroundOf(state, theme)};
  background-image: ${({ theme }) =>
    `var(${feedbackTextureVar(state)}, ${
      theme.patterns ? patternOf(state, theme.colors.container.patternInk) : 'none'
    })`};
  color: ${({ theme }) => theme.colors.container.feedbackText};

  @media (forced-colors: active) {
    border: ${forcedColourBorders[state]};
    background-image: none;
  }
`;
