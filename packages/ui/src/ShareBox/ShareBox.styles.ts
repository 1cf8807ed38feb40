import { styled } from 'styled-components';

export const Root = styled.section<{ $width: string }>`
  box-sizing: border-box;
  width: ${({ $width }) => $width};
  max-width: 100%;
  display: grid;
  gap: ${({ theme }) => theme.spacing * 2}px;
  padding: ${({ theme }) => theme.spacing * 2}px;
  border: 1px solid ${({ theme }) => theme.colors.container.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.container.background};
  color: ${({ theme }) => theme.colors.text.primary};
  font-family: ${({ theme }) => theme.fonts.body};
  text-align: center;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.3;
`;

const shareTextStyles = `
  box-sizing: border-box;
  width: 100%;
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  text-align: left;
  line-height: 1.4;
`;

export const ShareText = styled.pre`
  ${shareTextStyles}
  padding: ${({ theme }) => theme.spacing}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.page.background};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const ManualText = styled.textarea`
  ${shareTextStyles}
  min-height: ${({ theme }) => theme.spacing * 20}px;
  padding: ${({ theme }) => theme.spacing}px;
  border: 2px solid ${({ theme }) => theme.colors.input.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.input.background};
  color: ${({ theme }) => theme.colors.input.text};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  resize: vertical;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const Feedback = styled.p`
  margin: 0;
  min-height: 1.4em;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

/** Share and Copy side by side, each half the width; stacked on a narrow box. */
export const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.spacing}px;
`;
