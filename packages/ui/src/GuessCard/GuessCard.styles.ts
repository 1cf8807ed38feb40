import { styled } from 'styled-components';
import { feedbackSurface } from '../CompareTile/feedback';

export const CardRoot = styled.div<{ $correct: boolean }>`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing * 1.5}px;
  width: 100%;
  max-width: ${({ theme }) => theme.spacing * 44}px;
  padding: ${({ theme }) => theme.spacing}px;
  border: 2px solid ${({ theme }) => theme.colors.container.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  ${({ $correct }) => feedbackSurface($correct ? 'correct' : 'incorrect')}
`;

export const CardPhoto = styled.img`
  flex: none;
  width: ${({ theme }) => theme.spacing * 6}px;
  height: ${({ theme }) => theme.spacing * 6}px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.container.background};
`;

export const CardName = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const CardSymbol = styled.span`
  flex: none;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1;
`;
