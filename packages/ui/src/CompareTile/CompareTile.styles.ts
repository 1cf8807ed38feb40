import { styled } from 'styled-components';
import { feedbackSurface } from './feedback';
import type { FeedbackState } from './types';
import { FIT_FONT_SIZES, type FitLevel } from './fitText';

export const TileRoot = styled.div<{ $state: FeedbackState; $size: number; $fit: FitLevel }>`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing / 4}px;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  padding: ${({ theme }) => theme.spacing / 4}px;
  border: 2px solid ${({ theme }) => theme.colors.container.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme, $fit }) => ($fit === 0 ? theme.fontSizes.xs : FIT_FONT_SIZES[$fit])};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.2;
  text-align: center;
  overflow: hidden;
  /* Break between words only ('Philippine/s' reads as a typo); a long word gets a smaller font,
     only as small as it needs (fitText.ts). */
  overflow-wrap: normal;
  word-break: normal;
  hyphens: manual;
  ${({ $fit }) => ($fit === 2 ? 'letter-spacing: -0.01em;' : '')}
  ${({ $state }) => feedbackSurface($state)}
`;

export const TileSymbol = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
`;

export const TileValue = styled.span`
  /* Long values (several hair colours) stop at three lines instead of overflowing the square. */
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  max-width: 100%;
`;
