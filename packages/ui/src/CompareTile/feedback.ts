import { css } from 'styled-components';
import type { Theme } from '../theme/tokens';
import { feedbackTextureVar, patternOf } from './texture';
import type { FeedbackState } from './types';

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
