import { styled } from 'styled-components';
import { menuList, menuRow, menuRowActive, menuSurface } from '../menu/menu.styles';

export const Root = styled.div<{ $width: string }>`
  position: relative;
  width: ${({ $width }) => $width};
  max-width: 100%;
  font-family: ${({ theme }) => theme.fonts.body};
`;

export const Input = styled.input`
  box-sizing: border-box;
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.spacing}px ${theme.spacing * 1.5}px`};
  border: 2px solid ${({ theme }) => theme.colors.input.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.input.background};
  color: ${({ theme }) => theme.colors.input.text};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};

  &::placeholder {
    color: ${({ theme }) => theme.colors.input.placeholder};
    opacity: 1;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  &[data-state='open'] {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

export const Popover = styled.div<{ $maxHeight: number; $minHeight: number }>`
  ${menuSurface}
  display: flex;
  flex-direction: column;
  left: 0;
  right: 0;
  box-sizing: border-box;
  max-height: ${({ $maxHeight }) => $maxHeight}px;
  min-height: ${({ $minHeight }) => $minHeight}px;
  overflow-y: auto;
`;

export const Menu = styled.ul`
  ${menuList}

  &:empty {
    padding: 0;
  }
`;

export const Option = styled.li`
  ${menuRow}
  padding: ${({ theme }) => `${theme.spacing}px ${theme.spacing * 1.5}px`};
  font-size: ${({ theme }) => theme.fontSizes.md};

  &[data-highlighted] {
    ${menuRowActive}
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

export const OptionPhoto = styled.img`
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.sm};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.container.background};
`;

export const Message = styled.p`
  margin: auto 0;
  padding: ${({ theme }) => `${theme.spacing * 1.5}px`};
  color: ${({ theme }) => theme.colors.selectMenu.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-align: center;
`;
