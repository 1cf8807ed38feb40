import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { GuessdleThemeProvider } from './ThemeProvider';
import type { Theme } from './tokens';
import { darkTheme } from './themes';

/**
 * Test helper (not part of the public surface): renders inside the theme provider, exactly as
 * hosts do, so styles read real `var(--gd-…)` tokens.
 */
export function renderWithTheme(
  ui: ReactElement,
  { theme = darkTheme, ...options }: RenderOptions & { theme?: Theme } = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <GuessdleThemeProvider theme={theme}>{children}</GuessdleThemeProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
