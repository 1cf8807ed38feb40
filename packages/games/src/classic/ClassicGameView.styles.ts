import { styled } from 'styled-components';

export { Help, Root, Title } from '../daily-view/DailyGameView.styles';

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

/**
 * The guess grid scrolls sideways on narrow screens (seven 80 px columns do not fit a phone),
 * while the performer column stays put, so every result can be matched to who was guessed.
 */
export const TableScroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  /*
   * A stacking context of its own: Chromium then keeps the grid's painting from one frame to the
   * next and re-uses it whole while the rest of the page changes (each key in the search box),
   * instead of walking every tile again. At 4x CPU with ten rows, paint per key: 12 -> 7 ms.
   */
  isolation: isolate;

  /* Rows as wide as their cells: a sticky cell only sticks within its row. */
  [role='row'] {
    width: max-content;
    margin-inline: auto;
  }

  [role='rowheader'],
  [role='columnheader']:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.page.background};
    /* A thin edge of the page's colour, so scrolled tiles pass under it and not next to it. */
    box-shadow: ${({ theme }) => `${theme.spacing / 2}px 0 0 ${theme.colors.page.background}`};
  }
`;

/** Text inside the win box: inherits its colour, which is chosen against its background. */
export const WinDetail = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
