import { useMemo, type ReactNode } from 'react';
import type { Theme } from './tokens';
import { darkTheme } from './themes';
import { withCssVars } from './cssVars';
import { ThemeContextProvider } from './styled';

export interface GuessdleThemeProviderProps {
  /** The theme to apply; build one with `createTheme(overrides)`. @default darkTheme */
  theme?: Theme;
  children?: ReactNode;
}

/**
 * Puts a theme in context for every styled component below it. Every string token is exposed
 * as a CSS custom property with the theme value as fallback, so host pages can restyle without
 * JavaScript.
 */
export function GuessdleThemeProvider({ theme = darkTheme, children }: GuessdleThemeProviderProps) {
  const themed = useMemo(() => withCssVars(theme), [theme]);
  return <ThemeContextProvider value={themed}>{children}</ThemeContextProvider>;
}
