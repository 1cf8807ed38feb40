import { styled } from 'styled-components';
import { Root as DailyRoot } from '../daily-view/DailyGameView.styles';

export { Help, Title } from '../daily-view/DailyGameView.styles';

/** Crono's frame: the daily views' frame as one column of at most 480 px, whole on a 375 px phone. */
export const Root = styled(DailyRoot)`
  align-items: stretch;
  width: 100%;
  max-width: 480px;
  margin: 0 auto;
`;

export const Question = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** The round's photo: a fixed square, so a new photo never moves the options. */
export const PhotoFrame = styled.div`
  position: relative;
  width: min(100%, 320px);
  aspect-ratio: 1;
  margin: 0 auto;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.container.border};
  background: ${({ theme }) => theme.colors.container.background};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Two columns of at least 44 px tall buttons; long names wrap instead of overflowing. */
export const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing}px;

  button {
    position: relative;
    min-height: 48px;
    display: flex;
    align-items: center;
    justify-content: flex-start;
    gap: ${({ theme }) => theme.spacing}px;
    padding: ${({ theme }) => `${theme.spacing}px ${theme.spacing * 1.25}px`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: left;
    white-space: normal;
    /* Names wrap between words; only a word wider than the button is cut. */
    overflow-wrap: break-word;
    hyphens: auto;
    min-width: 0;
    touch-action: manipulation;
  }

  &[aria-busy='true'] button {
    cursor: progress;
  }

  /* The picked option: an accent border while its answer comes, then right or wrong by colour,
     symbol and word (no motion, so nothing changes with reduced motion). */
  button[data-verdict='pending'] {
    border-color: ${({ theme }) => theme.colors.accent};
  }

  button[data-verdict='correct'],
  button[data-verdict='wrong'] {
    color: ${({ theme }) => theme.colors.container.feedbackText};
    transition: none;
  }

  button[data-verdict='correct'] {
    background: ${({ theme }) => theme.colors.container.positiveBackground};
    border-color: ${({ theme }) => theme.colors.container.positiveBackground};
  }

  button[data-verdict='wrong'] {
    background: ${({ theme }) => theme.colors.container.negativeBackground};
    border-color: ${({ theme }) => theme.colors.container.negativeBackground};
  }

  /* Forced colours (Windows high contrast) drop the backgrounds: the verdict keeps its symbol,
     its word and a border of its own style. */
  @media (forced-colors: active) {
    button[data-verdict='correct'] {
      border: 4px solid Highlight;
    }
    button[data-verdict='wrong'] {
      border: 3px dotted GrayText;
    }
  }

  /* Focus lands here when the focused option went with its round. */
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 4px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

/** An option's name (and, once picked, its verdict). */
export const OptionText = styled.span`
  min-width: 0;
  background: inherit;
`;

/**
 * The verdict's word, a tab on the picked button's top edge: it takes no room in the button, so
 * the verdict never makes a row taller (a name on two lines would get a third) and nothing
 * under the options jumps while it shows, nor when the next round takes it away.
 */
export const Verdict = styled.span`
  position: absolute;
  top: 0;
  right: ${({ theme }) => theme.spacing}px;
  transform: translateY(-50%);
  padding: 0 ${({ theme }) => theme.spacing / 2}px;
  border-radius: ${({ theme }) => theme.radii.sm};
  /* The button's own colours (its verdict's), whose edge it sits on. */
  background: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.4;
`;

/** The key that picks the option, shown as a keycap. */
export const Keycap = styled.kbd`
  flex: none;
  min-width: 1.6em;
  padding: 0 ${({ theme }) => theme.spacing / 2}px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid currentColor;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
  opacity: 0.8;
`;

export const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing}px;
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing / 2}px;
  flex: 1 1 180px;
  min-width: 0;

  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  input {
    width: 100%;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing}px;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.input.border};
    background: ${({ theme }) => theme.colors.input.background};
    color: ${({ theme }) => theme.colors.input.text};
    font: inherit;
  }

  input::placeholder {
    color: ${({ theme }) => theme.colors.input.placeholder};
  }
`;

/** The label and, beside it (not inside: it would join the input's name), the tooltip's "?". */
export const LabelRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing / 2}px;
`;

/** The tooltip's trigger beside the username label: a focusable "?" (keyboard users too). */
export const InfoButton = styled.button`
  width: 24px;
  height: 24px;
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 1px solid currentColor;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  cursor: help;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const Submitted = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** The finished run's way to play again: a link that looks like the primary button. */
export const PlayAgain = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  align-self: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.spacing}px ${theme.spacing * 2}px`};
  border: 2px solid ${({ theme }) => theme.colors.button.background};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.button.background};
  color: ${({ theme }) => theme.colors.button.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.button.hoverBackground};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
