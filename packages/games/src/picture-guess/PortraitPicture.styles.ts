import { styled } from 'styled-components';

export { Note } from './PictureGuessGameView.styles';

/** Layout only: every colour, size and gap comes from the theme. */
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
