import { styled } from 'styled-components';

export const ErrorRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing}px;
  max-width: ${({ theme }) => theme.spacing * 60}px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing * 3}px;
  border: 2px solid ${({ theme }) => theme.colors.container.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.container.background};
  color: ${({ theme }) => theme.colors.text.primary};
  font-family: ${({ theme }) => theme.fonts.body};
  text-align: center;
`;

export const ErrorSymbol = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1;
`;

export const ErrorTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const ErrorMessage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const ErrorAction = styled.div`
  margin-top: ${({ theme }) => theme.spacing}px;

  /* A link passed as the action reads in the theme's link colour, not the browser's dark blue. */
  & a {
    color: ${({ theme }) => theme.colors.text.link};
  }
`;
