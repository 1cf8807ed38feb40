import { styled } from 'styled-components';
import { menuList, menuRow, menuRowActive, menuSurface } from '../menu/menu.styles';

export const Root = styled.div`
  position: relative;
  display: inline-block;
  font-family: ${({ theme }) => theme.fonts.body};
`;

export const Trigger = styled.button`
  font: inherit;
  margin: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing / 2}px;
  min-width: 44px;
  min-height: 44px;
  box-sizing: border-box;
  padding: ${({ theme }) => `${theme.spacing / 2}px ${theme.spacing}px`};
  border: 2px solid ${({ theme }) => theme.colors.container.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.toggle.background};
  color: ${({ theme }) => theme.colors.toggle.text};
  cursor: pointer;
  user-select: none;

  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const Flag = styled.span`
  display: inline-flex;
  width: 30px;
  height: 20px;
  border-radius: 2px;
  overflow: hidden;
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.container.border};

  & > svg {
    width: 100%;
    height: 100%;
  }
`;

export const Menu = styled.ul`
  ${menuSurface}
  ${menuList}
  right: 0;
  min-width: 180px;
`;

export const Option = styled.button`
  ${menuRow}
  width: 100%;
  min-height: 44px;
  margin: 0;
  padding: 0 ${({ theme }) => theme.spacing * 1.5}px;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;

  &:hover,
  &:focus-visible {
    ${menuRowActive}
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -3px;
  }

  &[aria-current='true'] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const Check = styled.span`
  margin-left: auto;
`;
