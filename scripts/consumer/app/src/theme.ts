import type { DefaultTheme } from 'styled-components';

/** Exactly the host's `DefaultTheme`, nothing of Guessdle's. */
export const hostTheme: DefaultTheme = { hostInk: 'rgb(1, 2, 3)', hostGap: '16px' };
