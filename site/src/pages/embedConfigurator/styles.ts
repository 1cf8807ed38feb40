import styled from 'styled-components';

// The configurator's layout (EmbedConfigurator.tsx): every colour, size and gap from the theme.

export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing * 1.5}px;
  max-width: 720px;
  margin: 0 auto;

  h1,
  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

export const Form = styled.form`
  display: grid;
  /* A column never narrower than its longest option, nor wider than the page (375 px phones). */
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: ${({ theme }) => `${theme.spacing * 2}px ${theme.spacing * 3}px`};
`;

export const FieldBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing / 2}px;
  align-content: start;
  /* A grid item's min-width is its content's: a long option would push the select past its
     column, under the next field. */
  min-width: 0;

  label {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  select,
  input {
    width: 100%;
    min-width: 0;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing}px;
    border: 2px solid ${({ theme }) => theme.colors.container.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.container.background};
    color: ${({ theme }) => theme.colors.text.primary};
    font: inherit;
  }
  select:focus-visible,
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  small {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

export const Swatches = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.spacing / 2}px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    width: 24px;
    height: 24px;
    border: 1px solid ${({ theme }) => theme.colors.container.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export const Snippet = styled.textarea`
  width: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.spacing}px;
  border: 2px solid ${({ theme }) => theme.colors.container.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.container.background};
  color: ${({ theme }) => theme.colors.text.primary};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  resize: vertical;
`;

export const DocsLink = styled.a`
  color: ${({ theme }) => theme.colors.text.link};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const CopyRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing}px;
`;

export const PreviewBox = styled.div`
  min-height: 120px;
`;
