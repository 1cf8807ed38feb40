import styled from 'styled-components';

/** Layout only: every colour, size and gap comes from the theme. */
export const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing * 2}px;
  color: ${({ theme }) => theme.colors.text.primary};
  font-family: ${({ theme }) => theme.fonts.body};
  text-align: center;
`;

export const Title = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const Help = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const Hint = styled.p`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing / 2}px;
  margin: 0;
`;

/** The name hint: blanks and revealed letters, spaced so each blank reads as one letter. */
export const HintText = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  letter-spacing: 0.3em;
  white-space: pre-wrap;
`;

export const GuessList = styled.ul`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing}px;
  width: 100%;
  max-width: ${({ theme }) => theme.spacing * 50}px;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    width: 100%;
  }
`;
