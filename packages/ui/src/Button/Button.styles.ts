import { styled, css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export const StyledButton = styled.button<{ $variant: ButtonVariant; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing}px;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.spacing}px ${theme.spacing * 2}px`};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fastMs}ms
    ${({ theme }) => theme.motion.easing};

  ${({ $variant, theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.button.background};
          color: ${theme.colors.button.text};
          border: 2px solid ${theme.colors.button.background};
          &:hover:not(:disabled) {
            background: ${theme.colors.button.hoverBackground};
          }
        `
      : css`
          background: ${$variant === 'secondary' ? theme.colors.container.background : 'transparent'};
          color: ${theme.colors.text.primary};
          border: 2px solid
            ${$variant === 'secondary' ? theme.colors.container.border : 'transparent'};
          &:hover:not(:disabled) {
            border-color: ${theme.colors.accent};
          }
        `}

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  &:disabled,
  &[data-disabled] {
    background: ${({ theme }) => theme.colors.button.disabledBackground};
    color: ${({ theme }) => theme.colors.button.disabledText};
    border-color: ${({ theme }) => theme.colors.button.disabledBackground};
    cursor: not-allowed;
  }
`;
