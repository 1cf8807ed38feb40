// The host's own styled-components theme, declared the way styled-components documents it. The
// Guessdle packages must not add to it: the host's `DefaultTheme` stays the host's.
import 'styled-components';

declare module 'styled-components' {
  export interface DefaultTheme {
    hostInk: string;
    hostGap: string;
  }
}
