import { useMemo, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import type { Theme } from './tokens';
import { darkTheme } from './themes';
import { withCssVars } from './cssVars';

export interface GuessdleThemeProviderProps {
  /** The theme to apply; build one with `createTheme(overrides)`. @default darkTheme */
  theme?: Theme;
  children?: ReactNode;
}

/**
 * Puts a theme in styled-components' context. Every string token is exposed as a CSS custom
 * property with the theme value as fallback, so host pages can restyle without JavaScript.
 */
export function GuessdleThemeProvider({ theme = darkTheme, children }: GuessdleThemeProviderProps) {
  const themed = useMemo(() => withCssVars(theme), [theme]);
  return <StyledThemeProvider theme={themed}>{children}</StyledThemeProvider>;
}
