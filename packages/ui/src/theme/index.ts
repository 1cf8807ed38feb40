export type { Theme, ThemeColors, ThemeOverrides, DeepPartial } from './tokens';
export { createTheme } from './createTheme';
export { darkTheme, lightTheme, highContrastTheme, themes } from './themes';
export type { ThemeName } from './themes';
export { cssVarName, withCssVars, listCssVars } from './cssVars';
export { GuessdleThemeProvider } from './ThemeProvider';
export type { GuessdleThemeProviderProps } from './ThemeProvider';
