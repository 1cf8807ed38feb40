/**
 * @guessdle/games: each daily mode as a self-contained widget. The pure rules are a separate
 * entry point, `@guessdle/games/core`.
 */
export * from './classic';
export * from './image-guess';
export * from './channel-guess';
export * from './crono';
export * from './shared';
export { widgetMessages, toLanguage, DEFAULT_LANGUAGE } from './i18n/resources';
export type { WidgetMessages } from './i18n/resources';
