import type { Theme } from './tokens';

// The repository's own compile types every styled component's `theme` as a Guessdle theme. This
// file is ambient (nothing imports it), so the published types never carry it: augmenting
// styled-components' global `DefaultTheme` there would retype the `ThemeProvider` of every app
// that installs the package. Widgets get their theme from `GuessdleThemeProvider` instead.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
