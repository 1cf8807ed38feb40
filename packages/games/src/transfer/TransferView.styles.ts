import { styled } from 'styled-components';

export const Intro = styled.p`
  margin: ${({ theme }) => theme.spacing * 2}px 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing * 1.5}px;
  padding: ${({ theme }) => theme.spacing * 2}px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.container.border};
`;

export const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing}px;
`;

export const CodeBox = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing}px;
  text-align: center;
`;

export const CodeLabel = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** The code in large monospaced letters, spaced so each can be read and typed. */
export const Code = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.12em;
  user-select: all;
`;

export const TimeLeft = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing}px;
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing}px;
`;

export const Input = styled.input`
  flex: 1 1 10em;
  min-width: 0;
  min-height: 44px;
  box-sizing: border-box;
  padding: ${({ theme }) => `${theme.spacing}px ${theme.spacing * 1.5}px`};
  border: 2px solid ${({ theme }) => theme.colors.input.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.input.background};
  color: ${({ theme }) => theme.colors.input.text};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-transform: uppercase;

  &::placeholder {
    color: ${({ theme }) => theme.colors.input.placeholder};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** The hidden file input, its button and the chosen file's name, on one line. */
export const FilePicker = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing}px;
`;

/**
 * The native input, out of sight but in the page: focusable, named, and what a keyboard or a
 * screen reader uses (its focus ring is drawn on the button after it).
 */
export const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  border: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** A label for the input, drawn as the product's secondary button: a click opens the picker. */
export const FileButton = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.spacing}px ${theme.spacing * 2}px`};
  border: 2px solid ${({ theme }) => theme.colors.container.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.container.background};
  color: ${({ theme }) => theme.colors.text.primary};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }

  ${FileInput}:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const FileName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/** The state line: announced politely; an error also carries a word, never colour alone. */
export const Status = styled.p`
  margin: 0;
  min-height: 1.5em;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &[data-tone='error'] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const LinkLine = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Link = styled.a`
  color: ${({ theme }) => theme.colors.text.link};
  font-family: ${({ theme }) => theme.fonts.mono};
  overflow-wrap: anywhere;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
