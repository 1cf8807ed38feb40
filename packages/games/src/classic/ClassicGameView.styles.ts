import styled from 'styled-components';

export { Help, Root, Title } from '../shared/DailyGameView.styles';

/** Layout only: every colour, size and gap comes from the theme. */
export const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const Badge = styled.span<{ $tone: 'easy' | 'medium' | 'hard' }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.spacing / 2}px ${theme.spacing}px`};
  border-radius: ${({ theme }) => theme.radii.round};
  border: 2px solid ${({ theme, $tone }) => theme.colors.difficulty[$tone]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Clues = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing * 2}px;
`;

export const ClueValue = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const TableScroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

/** Text inside the win box: inherits its colour, which is chosen against its background. */
export const WinDetail = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
