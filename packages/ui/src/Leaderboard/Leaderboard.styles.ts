import { styled } from 'styled-components';

export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing}px;
  width: 100%;
  max-width: 400px;
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text.primary};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  border: 1px solid ${({ theme }) => theme.colors.container.border};
  background: ${({ theme }) => theme.colors.container.background};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Caption = styled.caption`
  padding-bottom: ${({ theme }) => theme.spacing}px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: left;
`;

export const HeaderCell = styled.th<{ $align?: 'left' | 'right' }>`
  padding: ${({ theme }) => `${theme.spacing}px ${theme.spacing * 1.5}px`};
  border-bottom: 2px solid ${({ theme }) => theme.colors.container.border};
  text-align: ${({ $align = 'left' }) => $align};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const Row = styled.tr`
  &:not(:last-child) {
    border-bottom: 1px solid ${({ theme }) => theme.colors.container.border};
  }

  &[data-current] {
    background: ${({ theme }) => theme.colors.toggle.activeBackground};
    color: ${({ theme }) => theme.colors.toggle.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const NameCell = styled.th`
  padding: ${({ theme }) => `${theme.spacing}px ${theme.spacing * 1.5}px`};
  text-align: left;
  font-weight: inherit;
  overflow-wrap: anywhere;

  &[data-anonymous] {
    font-style: italic;
  }
`;

export const ScoreCell = styled.td`
  padding: ${({ theme }) => `${theme.spacing}px ${theme.spacing * 1.5}px`};
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

export const Position = styled.span`
  display: inline-block;
  min-width: 2ch;
  margin-right: ${({ theme }) => theme.spacing}px;
  color: inherit;
  font-variant-numeric: tabular-nums;
`;

export const YouMarker = styled.span`
  margin-left: ${({ theme }) => theme.spacing}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Empty = styled.td`
  padding: ${({ theme }) => theme.spacing * 2}px;
  text-align: center;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const Total = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
