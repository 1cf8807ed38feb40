import { styled, css } from 'styled-components';

export type TooltipPlacement = 'top' | 'bottom';

export const TooltipAnchor = styled.span`
  position: relative;
  display: inline-flex;
`;

export const TooltipBubble = styled.span<{ $maxWidth: number; $placement: TooltipPlacement }>`
  position: absolute;
  left: 50%;
  z-index: 10;
  transform: translateX(-50%);
  box-sizing: border-box;
  width: max-content;
  max-width: ${({ $maxWidth }) => $maxWidth}px;
  padding: ${({ theme }) => `${theme.spacing / 2}px ${theme.spacing}px`};
  border: 1px solid ${({ theme }) => theme.colors.popover.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.popover.background};
  color: ${({ theme }) => theme.colors.popover.text};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  line-height: 1.4;
  text-align: center;
  white-space: normal;
  overflow-wrap: break-word;
  pointer-events: auto;

  ${({ $placement, theme }) =>
    $placement === 'top'
      ? css`
          bottom: calc(100% + ${theme.spacing / 2}px);
        `
      : css`
          top: calc(100% + ${theme.spacing / 2}px);
        `}

  &[data-state='closed'] {
    display: none;
  }
`;
