import { styled } from 'styled-components';
import { feedbackSurface } from '../CompareTile/feedback';
import type { FeedbackState } from '../CompareTile/types';

export const LegendRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing}px;
  padding: ${({ theme }) => theme.spacing * 2}px;
  border: 1px solid ${({ theme }) => theme.colors.container.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.container.background};
  color: ${({ theme }) => theme.colors.text.primary};
  font-family: ${({ theme }) => theme.fonts.body};
`;

export const LegendTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const LegendItems = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing * 2}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const LegendItem = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing / 2}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Swatch = styled.span<{ $state: FeedbackState }>`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.spacing * 5}px;
  height: ${({ theme }) => theme.spacing * 5}px;
  border: 2px solid ${({ theme }) => theme.colors.container.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  ${({ $state }) => feedbackSurface($state)}
`;
