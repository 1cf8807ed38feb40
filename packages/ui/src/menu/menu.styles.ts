import { css } from 'styled-components';

/**
 * The dropdown surface every menu of the kit opens (the language picker's list, the search box's
 * suggestions): below its trigger, above the page, in the theme's menu colours, hidden while
 * `data-state="closed"`. A menu adds its own width, alignment and scrolling.
 */
export const menuSurface = css`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.spacing / 2}px);
  z-index: 20;
  border: 1px solid ${({ theme }) => theme.colors.selectMenu.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.selectMenu.background};
  color: ${({ theme }) => theme.colors.selectMenu.text};
  box-shadow: ${({ theme }) => theme.shadows.popover};

  &[data-state='closed'] {
    display: none;
  }
`;

/** A menu's list: no bullets, half a spacing unit above and below its rows. */
export const menuList = css`
  margin: 0;
  padding: ${({ theme }) => theme.spacing / 2}px 0;
  list-style: none;
`;

/** One row of a menu: its parts in a line, and the active row in the theme's highlight. */
export const menuRow = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing * 1.5}px;
  cursor: pointer;
`;

/** The background of the row under the pointer or the keyboard. */
export const menuRowActive = css`
  background: ${({ theme }) => theme.colors.selectMenu.optionActive};
`;
