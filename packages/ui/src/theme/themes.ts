import type { Theme } from './tokens';

/*
 * Derived colours are written out, each with the polished call that derives it in a comment
 * (ORANGE is '#ff9000'): theme.test.ts recomputes every one with polished, a development
 * dependency, so a page loads no colour library and no derived colour can drift from its call.
 */
const ORANGE = '#ff9000';

const shared = {
  spacing: 8,
  radii: { sm: '4px', md: '8px', lg: '16px', round: '9999px' },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5rem',
    xxl: '2rem',
  },
  fontWeights: { regular: 400, bold: 700 },
  motion: {
    flipDurationMs: 1000,
    flipStaggerMs: 400,
    fastMs: 150,
    slowMs: 600,
    easing: 'ease-in-out',
  },
} satisfies Partial<Theme>;

const darkPage = '#121212';
const darkSurface = '#1e1e1e';

/** The default theme: orange accent on dark backgrounds (SPEC §9). */
export const darkTheme: Theme = {
  ...shared,
  name: 'dark',
  colors: {
    accent: ORANGE,
    accentContrast: '#000000',
    text: {
      primary: '#f5f5f5',
      secondary: '#c8c8c8',
      muted: '#a3a3a3',
      inverse: '#121212',
      link: '#ffa633', // lighten(0.1, '#ff9000')
    },
    page: { background: darkPage },
    container: {
      background: darkSurface,
      border: '#3a3a3a',
      negativeBackground: '#9f2f24', // darken(0.08, '#c0392b')
      positiveBackground: '#257e3f', // darken(0.08, '#2e9e4f')
      partialBackground: '#8b6a07', // darken(0.15, '#d4a20b')
      feedbackText: '#ffffff',
      patternInk: 'rgba(0,0,0,0.3)', // transparentize(0.7, '#000000')
    },
    input: { background: '#2a2a2a', text: '#f5f5f5', border: '#4a4a4a', placeholder: '#a3a3a3' },
    selectMenu: {
      background: '#262626',
      text: '#f5f5f5',
      border: '#4a4a4a',
      optionActive: '#5c401c', // mix(0.25, '#ff9000', '#262626')
    },
    button: {
      background: ORANGE,
      text: '#000000',
      hoverBackground: '#ffa229', // lighten(0.08, '#ff9000')
      disabledBackground: '#4a4a4a',
      disabledText: '#c8c8c8',
    },
    toggle: {
      background: '#2a2a2a',
      text: '#f5f5f5',
      activeBackground: '#744d1b', // mix(0.35, '#ff9000', '#2a2a2a')
    },
    popover: { background: '#2f2f2f', text: '#f5f5f5', border: '#4a4a4a' },
    difficulty: { easy: '#3fb950', medium: '#e3b341', hard: '#f85149' },
    focusRing: '#ffb14d', // lighten(0.15, '#ff9000')
    overlay: 'rgba(0,0,0,0.6)', // transparentize(0.4, '#000000')
  },
  shadows: { card: '0 2px 8px rgba(0, 0, 0, 0.45)', popover: '0 4px 16px rgba(0, 0, 0, 0.6)' },
  patterns: false,
};

/** A light variant for hosts with light pages. */
export const lightTheme: Theme = {
  ...shared,
  name: 'light',
  colors: {
    accent: '#b35900',
    accentContrast: '#ffffff',
    text: {
      primary: '#1a1a1a',
      secondary: '#3d3d3d',
      muted: '#595959',
      inverse: '#ffffff',
      link: '#8f4700',
    },
    page: { background: '#fafafa' },
    container: {
      background: '#ffffff',
      border: '#d0d0d0',
      negativeBackground: '#b3261e',
      positiveBackground: '#1e7b3c',
      partialBackground: '#8a6500',
      feedbackText: '#ffffff',
      patternInk: 'rgba(0,0,0,0.3)', // transparentize(0.7, '#000000')
    },
    input: { background: '#ffffff', text: '#1a1a1a', border: '#8c8c8c', placeholder: '#595959' },
    selectMenu: {
      background: '#ffffff',
      text: '#1a1a1a',
      border: '#c4c4c4',
      optionActive: '#ffe2c2',
    },
    button: {
      background: '#b35900',
      text: '#ffffff',
      hoverBackground: '#944a00', // darken(0.06, '#b35900')
      disabledBackground: '#d9d9d9',
      disabledText: '#4d4d4d',
    },
    toggle: { background: '#eeeeee', text: '#1a1a1a', activeBackground: '#ffd8ad' },
    popover: { background: '#ffffff', text: '#1a1a1a', border: '#c4c4c4' },
    difficulty: { easy: '#1e7b3c', medium: '#8a6500', hard: '#b3261e' },
    focusRing: '#0b57d0',
    overlay: 'rgba(0,0,0,0.5)', // transparentize(0.5, '#000000')
  },
  shadows: { card: '0 1px 4px rgba(0, 0, 0, 0.15)', popover: '0 4px 16px rgba(0, 0, 0, 0.2)' },
  patterns: false,
};

/**
 * High contrast for colour-blind players: blue / orange / black feedback that survives the
 * common colour-vision deficiencies, and `patterns: true` so tiles also carry symbols and stripes.
 */
export const highContrastTheme: Theme = {
  ...shared,
  name: 'high-contrast',
  colors: {
    accent: '#ffd400',
    accentContrast: '#000000',
    text: {
      primary: '#ffffff',
      secondary: '#ffffff',
      muted: '#e0e0e0',
      inverse: '#000000',
      link: '#ffd400',
    },
    page: { background: '#000000' },
    container: {
      background: '#000000',
      border: '#ffffff',
      negativeBackground: '#3d3d3d',
      positiveBackground: '#0050b3',
      partialBackground: '#8f3f00',
      feedbackText: '#ffffff',
      patternInk: 'rgba(0,0,0,0.4)', // transparentize(0.6, '#000000')
    },
    input: { background: '#000000', text: '#ffffff', border: '#ffffff', placeholder: '#e0e0e0' },
    selectMenu: {
      background: '#000000',
      text: '#ffffff',
      border: '#ffffff',
      optionActive: '#0050b3',
    },
    button: {
      background: '#ffd400',
      text: '#000000',
      hoverBackground: '#ffe766',
      disabledBackground: '#3d3d3d',
      disabledText: '#ffffff',
    },
    toggle: { background: '#000000', text: '#ffffff', activeBackground: '#0050b3' },
    popover: { background: '#000000', text: '#ffffff', border: '#ffffff' },
    difficulty: { easy: '#4cc2ff', medium: '#ffd400', hard: '#ff7a7a' },
    focusRing: '#ffd400',
    overlay: 'rgba(0,0,0,0.8)', // transparentize(0.2, '#000000')
  },
  shadows: { card: 'none', popover: 'none' },
  patterns: true,
};

export const themes = {
  dark: darkTheme,
  light: lightTheme,
  'high-contrast': highContrastTheme,
} as const;
export type ThemeName = keyof typeof themes;
