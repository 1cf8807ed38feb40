import { styled, css } from 'styled-components';

/**
 * 'top' and 'bottom' float over what is beside the target. 'inline' puts the bubble on a line of
 * its own under the target's row, in the flow, so it pushes what follows down instead of covering
 * it: the target's container must be a wrapping flex row (GameCard's head is).
 */
export type CoachMarkPlacement = 'top' | 'bottom' | 'inline';

export const Anchor = styled.span<{ $placement: CoachMarkPlacement }>`
  position: relative;
  display: ${({ $placement }) => ($placement === 'inline' ? 'contents' : 'inline-flex')};
`;

export const Bubble = styled.div<{ $placement: CoachMarkPlacement; $minWidth: number }>`
  position: absolute;
  right: 0;
  z-index: 30;
  box-sizing: border-box;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing}px;
  min-width: ${({ $minWidth }) => $minWidth}px;
  max-width: min(320px, 90vw);
  padding: ${({ theme }) => `${theme.spacing}px ${theme.spacing}px ${theme.spacing}px ${theme.spacing * 1.5}px`};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.popover.background};
  color: ${({ theme }) => theme.colors.popover.text};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.4;
  text-align: left;

  /* The pointer towards the target. */
  &::before {
    content: '';
    position: absolute;
    right: 14px;
    width: 10px;
    height: 10px;
    background: ${({ theme }) => theme.colors.popover.background};
    border: 2px solid ${({ theme }) => theme.colors.accent};
    transform: rotate(45deg);
  }

  ${({ $placement, theme }) =>
    $placement === 'inline'
      ? css`
          position: relative;
          order: 1;
          /* A whole line: a narrower bubble would fit beside the target on a wide screen. */
          flex: 0 0 100%;
          max-width: none;
          margin-top: ${theme.spacing * 0.5}px;
          &::before {
            top: -7px;
            border-right: none;
            border-bottom: none;
          }
        `
      : $placement === 'bottom'
        ? css`
            top: calc(100% + ${theme.spacing * 1.5}px);
            &::before {
              top: -7px;
              border-right: none;
              border-bottom: none;
            }
          `
        : css`
            bottom: calc(100% + ${theme.spacing * 1.5}px);
            &::before {
              bottom: -7px;
              border-left: none;
              border-top: none;
            }
          `}

  &[data-state='closed'] {
    display: none;
  }
`;

export const Text = styled.p`
  flex: 1;
  margin: 0;
  padding-top: ${({ theme }) => theme.spacing / 2}px;
`;

export const Close = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.toggle.background};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;
