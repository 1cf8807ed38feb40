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

export const Clue = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing}px;
  width: ${({ theme }) => theme.spacing * 30}px;
`;

export const RankingList = styled.ol`
  height: 200px;
  width: 100%;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.spacing}px;
  list-style: none;
  text-align: left;
  background: ${({ theme }) => theme.colors.container.background};
  border: 1px solid ${({ theme }) => theme.colors.container.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const ClueValue = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Counter = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const TableScroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

export const Table = styled.table`
  border-collapse: separate;
  border-spacing: ${({ theme }) => theme.spacing / 2}px;
`;

export const HeaderCell = styled.th`
  width: 80px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  border-bottom: 2px solid ${({ theme }) => theme.colors.container.border};
`;

export const HeaderButton = styled.button`
  all: unset;
  cursor: help;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const Cell = styled.td`
  padding: 0;
  vertical-align: top;
`;

export const ModelFace = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  background: ${({ theme }) => theme.colors.container.background};
  border: 1px solid ${({ theme }) => theme.colors.container.border};
  border-radius: ${({ theme }) => theme.radii.sm};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const BlankFace = styled.span`
  display: block;
  width: 100%;
  height: 100%;
  background: ${({ theme }) => theme.colors.container.background};
  border: 1px solid ${({ theme }) => theme.colors.container.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const LegendList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing}px;
  padding: ${({ theme }) => theme.spacing * 2}px;
  background: ${({ theme }) => theme.colors.container.background};
  border: 1px solid ${({ theme }) => theme.colors.container.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h3 {
    margin: 0;
  }
`;

export const ResultPicture = styled.img`
  width: 120px;
  height: 120px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Link = styled.a`
  color: ${({ theme }) => theme.colors.text.link};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
