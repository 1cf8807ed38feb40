import styled from 'styled-components';

/** Layout only: every colour, size and gap comes from the theme. */
export const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing * 2}px;
  color: ${({ theme }) => theme.colors.text.primary};
  font-family: ${({ theme }) => theme.fonts.body};
  text-align: center;
`;

export const Title = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

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
