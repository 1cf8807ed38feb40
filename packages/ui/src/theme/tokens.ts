/**
 * Theme tokens: everything SPEC §9 calls themeable, plus spacing, radii, fonts and motion.
 * Colour maths (polished) happens once, when a theme is created; components only read tokens.
 */
export interface ThemeColors {
  /** The brand accent (orange in the default theme). */
  accent: string;
  /** Text drawn on top of the accent. */
  accentContrast: string;
  text: { primary: string; secondary: string; muted: string; inverse: string; link: string };
  page: { background: string };
  container: {
    background: string;
    border: string;
    /** Wrong guess. */
    negativeBackground: string;
    /** Right guess. */
    positiveBackground: string;
    /** Partly right guess (array fields). */
    partialBackground: string;
    /** Text drawn on the three feedback backgrounds. */
    feedbackText: string;
    /**
     * Translucent dark ink of the stripes and dots laid over feedback backgrounds when
     * `patterns` is on; it only darkens, so the light `feedbackText` keeps its contrast.
     */
    patternInk: string;
  };
  input: { background: string; text: string; border: string; placeholder: string };
  selectMenu: { background: string; text: string; border: string; optionActive: string };
  button: {
    background: string;
    text: string;
    hoverBackground: string;
    disabledBackground: string;
    disabledText: string;
  };
  toggle: { background: string; text: string; activeBackground: string };
  popover: { background: string; text: string; border: string };
  difficulty: { easy: string; medium: string; hard: string };
  /**
   * A QR code's modules and the quiet zone around them: dark on light in every theme, because
   * phone cameras read inverted codes unreliably.
   */
  qrCode: { ink: string; paper: string };
  focusRing: string;
  overlay: string;
}

export interface Theme {
  /** A short name, shown in Storybook's toolbar. */
  name: string;
  colors: ThemeColors;
  /** The spacing unit in px (SPEC §9: 8). Multiply it; do not invent other gaps. */
  spacing: number;
  radii: { sm: string; md: string; lg: string; round: string };
  fonts: { body: string; heading: string; mono: string };
  fontSizes: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  fontWeights: { regular: number; bold: number };
  shadows: { card: string; popover: string };
  motion: {
    /** Duration of one flip-card reveal in ms (SPEC §9: 1 s). */
    flipDurationMs: number;
    /** Delay between two cards of one guess row in ms (SPEC §9: 400 ms). */
    flipStaggerMs: number;
    fastMs: number;
    /** Zoom-out of the image-guess picture and un-blur of the channel logo between tries. */
    slowMs: number;
    easing: string;
  };
  /**
   * When true, feedback tiles also carry a texture (stripes, grid) over their colour (the
   * high-contrast theme turns it on). Their symbols and words are there in every theme.
   */
  patterns: boolean;
}

/** Deep partial used by `createTheme(overrides)`. */
export type ThemeOverrides = {
  [K in keyof Theme]?: Theme[K] extends object ? DeepPartial<Theme[K]> : Theme[K];
};
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
