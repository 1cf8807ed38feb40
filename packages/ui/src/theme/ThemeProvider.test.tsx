import { render, screen } from '@testing-library/react';
import { styled, ThemeProvider, useTheme } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { createTheme } from './createTheme';
import { GuessdleThemeProvider } from './ThemeProvider';
import { lightTheme } from './themes';

const Box = styled.div<{ $loud: boolean }>`
  padding: 3px;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ $loud }) => ($loud ? 700 : 400)};
`;

/** Every rule styled-components has written into the page's head. */
const headRules = () =>
  [...document.head.querySelectorAll('style[data-styled]')]
    .map((style) => style.textContent)
    .join('\n');

function ThemeName() {
  return <span>{useTheme().name}</span>;
}

describe('given GuessdleThemeProvider', () => {
  it('styles its components with the theme as CSS custom properties, the value as fallback', () => {
    render(
      <GuessdleThemeProvider theme={createTheme({ colors: { accent: '#123456' } })}>
        <Box $loud data-testid="box" />
      </GuessdleThemeProvider>,
    );
    const generated = [...screen.getByTestId('box').classList].at(-1) ?? '';
    expect(headRules()).toContain(
      `.${generated}{padding:3px;color:var(--gd-colors-accent, #123456);font-weight:700;}`,
    );
  });

  it('keeps transient $props off the DOM', () => {
    render(
      <GuessdleThemeProvider>
        <Box $loud={false} data-testid="box" />
      </GuessdleThemeProvider>,
    );
    expect(screen.getByTestId('box')).not.toHaveAttribute('$loud');
    expect(screen.getByTestId('box').getAttributeNames()).toEqual(['data-testid', 'class']);
  });

  it("replaces a host's own theme for everything below it", () => {
    const hostTheme = {
      ...lightTheme,
      name: 'host',
      colors: { ...lightTheme.colors, accent: 'red' },
    };
    render(
      <ThemeProvider theme={hostTheme}>
        <ThemeName />
        <GuessdleThemeProvider>
          <ThemeName />
          <Box $loud={false} data-testid="ours" />
        </GuessdleThemeProvider>
      </ThemeProvider>,
    );
    expect(screen.getAllByText(/^(host|dark)$/).map((node) => node.textContent)).toEqual([
      'host',
      'dark',
    ]);
    const generated = [...screen.getByTestId('ours').classList].at(-1) ?? '';
    expect(headRules()).toContain(
      `.${generated}{padding:3px;color:var(--gd-colors-accent, #ff9000);`,
    );
  });
});
