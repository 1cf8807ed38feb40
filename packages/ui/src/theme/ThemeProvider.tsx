import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { Theme } from './tokens';
import { darkTheme } from './themes';
import { withCssVars } from './cssVars';

export interface GuessdleThemeProviderProps {
  /** The theme to apply; build one with `createTheme(overrides)`. @default darkTheme */
  theme?: Theme;
  children?: ReactNode;
}

/**
 * styled-components' `ThemeProvider` with a complete Guessdle theme: every string token is exposed
 * as a CSS custom property with the theme value as fallback, so host pages can restyle without
 * JavaScript. The theme is passed as an object, never as a function of the outer one, so a host's
 * own `ThemeProvider` around a widget does not leak into it.
 */
export function GuessdleThemeProvider({ theme = darkTheme, children }: GuessdleThemeProviderProps) {
  const themed = useMemo(() => withCssVars(theme), [theme]);
  return <ThemeProvider theme={themed}>{children}</ThemeProvider>;
}
