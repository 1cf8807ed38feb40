import { styled } from 'styled-components';

export type DialogSize = 'md' | 'lg';

const WIDTHS: Record<DialogSize, number> = { md: 440, lg: 600 };

/** The surface: a popover card over a dimmed page, never wider than the screen less a margin. */
export const Surface = styled.dialog<{ $size: DialogSize }>`
  box-sizing: border-box;
  width: min(${({ $size }) => WIDTHS[$size]}px, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: ${({ theme }) => theme.spacing * 3}px;
  border: 2px solid ${({ theme }) => theme.colors.container.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.popover.background};
  color: ${({ theme }) => theme.colors.popover.text};
  font-family: ${({ theme }) => theme.fonts.body};
  box-shadow: ${({ theme }) => theme.shadows.popover};

  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing * 2}px;
`;

export const Title = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
