/**
 * The colours of the link preview pictures: the default (dark) theme's tokens of @guessdle/ui
 * (`darkTheme.colors`), which the server may not import (its arrows: docs/architecture.md).
 * `scripts/preview-consistency.test.ts` fails when they drift from the theme.
 */
export const PREVIEW_PALETTE = {
  /** `page.background` */
  page: '#121212',
  /** `container.background` */
  container: '#1e1e1e',
  /** `container.border` */
  border: '#3a3a3a',
  /** `accent` */
  accent: '#ff9000',
  /** `accentContrast` */
  accentContrast: '#000000',
  /** `text.primary` */
  text: '#f5f5f5',
  /** `text.secondary` */
  secondary: '#c8c8c8',
  /** `container.positiveBackground`, `partialBackground`, `negativeBackground` */
  positive: '#257e3f',
  partial: '#8b6a07',
  negative: '#9f2f24',
} as const;
