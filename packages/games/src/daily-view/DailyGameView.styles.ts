import { styled } from 'styled-components';

/**
 * The frame every daily view shares (Classic, Image-guess, Channel-guess). Layout only: every
 * colour, size and gap comes from the theme.
 */
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

/** How to play, and yesterday's answer in Classic. */
export const Help = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** The counter's words and, when it is unavailable, the button to count again. */
export const CounterLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.spacing}px;
`;

/** Under the win box: the countdown to the next puzzle and the statistics button. */
export const WinExtras = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.spacing * 1.5}px;

  & > p {
    margin: 0;
  }
`;
