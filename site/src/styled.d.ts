import type { Theme } from '@guessdle/ui';

// The site's own compile (`tsc -p site` reads only the site's sources and what they import) types every
// styled component's `theme` as a Guessdle theme. Ambient on purpose: nothing imports it, so the
// published types leave a host's `DefaultTheme` alone (see packages/ui/src/theme/styled.d.ts).
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
