import { styled } from 'styled-components';

export const Summary = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing}px;
  margin: ${({ theme }) => theme.spacing * 2}px 0;
  text-align: center;
`;

export const SummaryItem = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.spacing / 2}px;
`;

export const SummaryValue = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const SummaryLabel = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const Empty = styled.p`
  margin: ${({ theme }) => theme.spacing * 2}px 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.spacing * 2}px;
  align-items: start;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0 ${({ theme }) => theme.spacing / 2}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Caption = styled.caption`
  text-align: start;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  margin-bottom: ${({ theme }) => theme.spacing}px;
`;

export const RowHeader = styled.th`
  width: 2.5em;
  padding-inline-end: ${({ theme }) => theme.spacing}px;
  text-align: end;
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

/** The bar and, on today's row, its word beside it: on one line, the bar giving way. */
export const BarCell = styled.td`
  padding: 0;
  display: flex;
  align-items: center;
`;

/** The bar's length is its share of the largest count, at least wide enough for its number. */
export const Bar = styled.span<{ $percent: number }>`
  display: inline-block;
  flex: 0 1 auto;
  box-sizing: border-box;
  min-width: 2em;
  width: ${({ $percent }) => $percent}%;
  padding: 2px ${({ theme }) => theme.spacing}px;
  text-align: end;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  background: ${({ theme }) => theme.colors.container.negativeBackground};
  color: ${({ theme }) => theme.colors.container.feedbackText};

  &[data-today] {
    background: ${({ theme }) => theme.colors.container.positiveBackground};
    outline: 2px solid ${({ theme }) => theme.colors.container.feedbackText};
    outline-offset: -2px;
  }

  /* An empty row is quiet: no colour that would read as a result, only its outline and 0. */
  &[data-empty] {
    background: transparent;
    color: ${({ theme }) => theme.colors.text.secondary};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.container.border};
  }
`;

export const TodayMark = styled.span`
  flex: none;
  white-space: nowrap;
  margin-inline-start: ${({ theme }) => theme.spacing}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Footer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing * 1.5}px;
  margin-top: ${({ theme }) => theme.spacing * 2}px;
  justify-items: center;
  text-align: center;
`;
