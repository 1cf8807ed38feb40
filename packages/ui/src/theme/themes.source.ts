import { darken, lighten, mix, transparentize } from 'polished';
import type { Theme } from './tokens';

/*
 * The themes as designed: each names its base colours, and every shade of them (hover, focus,
 * links, active options, feedback backgrounds, translucent inks and shadows) is derived here by
 * polished, never typed by hand. Pages do not load polished: `pnpm --filter @guessdle/ui themes`
 * writes what this module computes into themes.ts, and themes.generated.test.ts fails when the
 * two differ. Edit this file, then regenerate.
 */
const ORANGE = '#ff9000';
const BLACK = '#000000';

/** A shadow in translucent black: `alpha` is its opacity. */
const shadow = (geometry: string, alpha: number) =>
  `${geometry} ${transparentize(1 - alpha, BLACK)}`;

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
const darkMenu = '#262626';
const darkField = '#2a2a2a';

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
      link: lighten(0.1, ORANGE),
    },
    page: { background: darkPage },
    container: {
      background: darkSurface,
      border: '#3a3a3a',
      negativeBackground: darken(0.08, '#c0392b'),
      positiveBackground: darken(0.08, '#2e9e4f'),
      partialBackground: darken(0.15, '#d4a20b'),
      feedbackText: '#ffffff',
      patternInk: transparentize(0.7, BLACK),
    },
    input: { background: darkField, text: '#f5f5f5', border: '#4a4a4a', placeholder: '#a3a3a3' },
    selectMenu: {
      background: darkMenu,
      text: '#f5f5f5',
      border: '#4a4a4a',
      optionActive: mix(0.25, ORANGE, darkMenu),
    },
    button: {
      background: ORANGE,
      text: '#000000',
      hoverBackground: lighten(0.08, ORANGE),
      disabledBackground: '#4a4a4a',
      disabledText: '#c8c8c8',
    },
    toggle: {
      background: darkField,
      text: '#f5f5f5',
      activeBackground: mix(0.35, ORANGE, darkField),
    },
    popover: { background: '#2f2f2f', text: '#f5f5f5', border: '#4a4a4a' },
    difficulty: { easy: '#3fb950', medium: '#e3b341', hard: '#f85149' },
    qrCode: { ink: BLACK, paper: '#ffffff' },
    focusRing: lighten(0.15, ORANGE),
    overlay: transparentize(0.4, BLACK),
  },
  shadows: { card: shadow('0 2px 8px', 0.45), popover: shadow('0 4px 16px', 0.6) },
  patterns: false,
};

const LIGHT_ACCENT = '#b35900';

/** A light variant for hosts with light pages. */
export const lightTheme: Theme = {
  ...shared,
  name: 'light',
  colors: {
    accent: LIGHT_ACCENT,
    accentContrast: '#ffffff',
    text: {
      primary: '#1a1a1a',
      secondary: '#3d3d3d',
      muted: '#595959',
      inverse: '#ffffff',
      link: darken(0.1, LIGHT_ACCENT),
    },
    page: { background: '#fafafa' },
    container: {
      background: '#ffffff',
      border: '#d0d0d0',
      negativeBackground: '#b3261e',
      positiveBackground: '#1e7b3c',
      partialBackground: '#8a6500',
      feedbackText: '#ffffff',
      patternInk: transparentize(0.7, BLACK),
    },
    input: { background: '#ffffff', text: '#1a1a1a', border: '#8c8c8c', placeholder: '#595959' },
    selectMenu: {
      background: '#ffffff',
      text: '#1a1a1a',
      border: '#c4c4c4',
      optionActive: lighten(0.55, LIGHT_ACCENT),
    },
    button: {
      background: LIGHT_ACCENT,
      text: '#ffffff',
      hoverBackground: darken(0.06, LIGHT_ACCENT),
      disabledBackground: '#d9d9d9',
      disabledText: '#4d4d4d',
    },
    toggle: {
      background: '#eeeeee',
      text: '#1a1a1a',
      activeBackground: lighten(0.5, LIGHT_ACCENT),
    },
    popover: { background: '#ffffff', text: '#1a1a1a', border: '#c4c4c4' },
    difficulty: { easy: '#1e7b3c', medium: '#8a6500', hard: '#b3261e' },
    qrCode: { ink: BLACK, paper: '#ffffff' },
    focusRing: '#0b57d0',
    overlay: transparentize(0.5, BLACK),
  },
  shadows: { card: shadow('0 1px 4px', 0.15), popover: shadow('0 4px 16px', 0.2) },
  patterns: false,
};

const HIGH_CONTRAST_ACCENT = '#ffd400';

/**
 * High contrast for colour-blind players: blue / orange / black feedback that survives the
 * common colour-vision deficiencies, and `patterns: true` so tiles also carry stripes
 * (their symbols are in every theme).
 */
export const highContrastTheme: Theme = {
  ...shared,
  name: 'high-contrast',
  colors: {
    accent: HIGH_CONTRAST_ACCENT,
    accentContrast: '#000000',
    text: {
      primary: '#ffffff',
      secondary: '#ffffff',
      muted: '#e0e0e0',
      inverse: '#000000',
      link: HIGH_CONTRAST_ACCENT,
    },
    page: { background: '#000000' },
    container: {
      background: '#000000',
      border: '#ffffff',
      negativeBackground: '#3d3d3d',
      positiveBackground: '#0050b3',
      partialBackground: '#8f3f00',
      feedbackText: '#ffffff',
      patternInk: transparentize(0.6, BLACK),
    },
    input: { background: '#000000', text: '#ffffff', border: '#ffffff', placeholder: '#e0e0e0' },
    selectMenu: {
      background: '#000000',
      text: '#ffffff',
      border: '#ffffff',
      optionActive: '#0050b3',
    },
    button: {
      background: HIGH_CONTRAST_ACCENT,
      text: '#000000',
      hoverBackground: lighten(0.2, HIGH_CONTRAST_ACCENT),
      disabledBackground: '#3d3d3d',
      disabledText: '#ffffff',
    },
    toggle: { background: '#000000', text: '#ffffff', activeBackground: '#0050b3' },
    popover: { background: '#000000', text: '#ffffff', border: '#ffffff' },
    difficulty: { easy: '#4cc2ff', medium: '#ffd400', hard: '#ff7a7a' },
    qrCode: { ink: BLACK, paper: '#ffffff' },
    focusRing: HIGH_CONTRAST_ACCENT,
    overlay: transparentize(0.2, BLACK),
  },
  shadows: { card: 'none', popover: 'none' },
  patterns: true,
};
