import { styled, css } from 'styled-components';

export const ClueRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing}px;
  width: 100%;
  max-width: ${({ theme }) => theme.spacing * 40}px;
  font-family: ${({ theme }) => theme.fonts.body};
`;

export const ClueButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing / 2}px;
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.spacing * 1.5}px;
  border: 2px solid ${({ theme }) => theme.colors.container.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.container.background};
  color: ${({ theme }) => theme.colors.text.primary};
  font: inherit;
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.motion.fastMs}ms
    ${({ theme }) => theme.motion.easing};

  &[data-state='unlocked'],
  &[data-state='open'] {
    border-color: ${({ theme }) => theme.colors.accent};
  }

  &[data-state='unlocked']:hover {
    background: ${({ theme }) => theme.colors.toggle.activeBackground};
  }

  &[data-state='locked'] {
    cursor: not-allowed;
    border-style: dashed;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const ClueTitle = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing / 2}px;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const ClueStatus = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const ClueContent = styled.div`
  padding: ${({ theme }) => theme.spacing * 1.5}px;
  border: 1px solid ${({ theme }) => theme.colors.container.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.container.background};
  color: ${({ theme }) => theme.colors.text.primary};
  text-align: center;
`;

/** Height of one row of a windowed ranking list, in px. */
export const RANKING_ROW_HEIGHT_PX = 32;

export const RankingScroller = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  overflow-y: auto;
  border-radius: ${({ theme }) => theme.radii.sm};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const RankingItems = styled.ul<{ $windowed: boolean }>`
  margin: 0;
  padding: 0;
  list-style: none;
  text-align: left;
  position: ${({ $windowed }) => ($windowed ? 'relative' : 'static')};

  li {
    display: flex;
    gap: ${({ theme }) => theme.spacing}px;
    padding: ${({ theme }) => theme.spacing / 2}px ${({ theme }) => theme.spacing}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.container.border};
  }

  ${({ $windowed }) =>
    $windowed
      ? css`
          li {
            position: absolute;
            left: 0;
            right: 0;
            box-sizing: border-box;
            height: ${RANKING_ROW_HEIGHT_PX}px;
            align-items: center;
            white-space: nowrap;
          }
        `
      : ''}
`;

export const RankName = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const RankNumber = styled.span`
  min-width: ${({ theme }) => theme.spacing * 4}px;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-variant-numeric: tabular-nums;
`;
