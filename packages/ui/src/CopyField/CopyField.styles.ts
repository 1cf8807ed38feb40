import { styled } from 'styled-components';

export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing}px;
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text.primary};
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing}px;
  align-items: stretch;
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  box-sizing: border-box;
  padding: ${({ theme }) => `${theme.spacing}px ${theme.spacing * 1.5}px`};
  border: 2px solid ${({ theme }) => theme.colors.input.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.input.background};
  color: ${({ theme }) => theme.colors.input.text};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-overflow: ellipsis;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const ManualHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
