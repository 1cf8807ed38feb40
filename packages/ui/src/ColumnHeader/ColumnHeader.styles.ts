import { styled } from 'styled-components';

export const HeaderRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing / 2}px;
  align-items: flex-end;
`;

export const HeaderCell = styled.div<{ $width: number }>`
  box-sizing: border-box;
  flex: none;
  display: flex;
  justify-content: center;
  width: ${({ $width }) => $width}px;
  /* A name never runs into its neighbour's: a long word breaks at its soft hyphen (the texts
     mark one in the words too wide for a column, as "Pocho\u00ADdzenie"). */
  padding: 0 2px ${({ theme }) => theme.spacing / 2}px;
  overflow-wrap: normal;
  hyphens: manual;
  border-bottom: 2px solid ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text.primary};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
`;

export const HeaderLabel = styled.span`
  cursor: help;
  border-radius: ${({ theme }) => theme.radii.sm};
  text-decoration: underline dotted;
  text-underline-offset: 3px;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
