import styled from 'styled-components';

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

export const FileInput = styled.input`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.popover.text};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
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
