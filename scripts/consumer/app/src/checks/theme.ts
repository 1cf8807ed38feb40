// Loads the packages' declarations beside the host's own `DefaultTheme` (src/styled.d.ts): with
// the host's Shell and theme, this fails to typecheck if a package augments styled-components.
import type { ClassicGameProps } from '@guessdle/games';
import type { Theme } from '@guessdle/ui';
import type { DefaultTheme } from 'styled-components';

export type PackagesLoaded = [ClassicGameProps, Theme];

/** The host's theme is exactly the host's: two strings, nothing of Guessdle's. */
export const onlyTheHostsKeys: Record<keyof DefaultTheme, true> = { hostInk: true, hostGap: true };
