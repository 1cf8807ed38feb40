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
  padding-bottom: ${({ theme }) => theme.spacing / 2}px;
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
