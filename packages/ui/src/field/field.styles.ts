import { css } from 'styled-components';

/**
 * The kit's text field (the copy field's link, the share box's text to copy by hand, the
 * transfer dialog's code): at least 44 px tall, in the theme's input colours, monospaced (links
 * and codes are read character by character), with the focus ring. A field adds its own sizing
 * and font size.
 */
export const textFieldStyles = css`
  min-width: 0;
  min-height: 44px;
  box-sizing: border-box;
  padding: ${({ theme }) => `${theme.spacing}px ${theme.spacing * 1.5}px`};
  border: 2px solid ${({ theme }) => theme.colors.input.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.input.background};
  color: ${({ theme }) => theme.colors.input.text};
  font-family: ${({ theme }) => theme.fonts.mono};

  &::placeholder {
    color: ${({ theme }) => theme.colors.input.placeholder};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
