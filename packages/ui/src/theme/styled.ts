import type { Theme } from './tokens';

// Types every styled component's `theme` as ours. A module (not a .d.ts) so that the augmentation
// travels with `@guessdle/ui` to every package that imports it, built or from source.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}

export {};
