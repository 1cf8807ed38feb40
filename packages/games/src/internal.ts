/**
 * @guessdle/games/internal: every building block of the widgets (stores, views, view models,
 * the widget factory, the shared runtime), for the site, the stories and the tests of this
 * repository. No compatibility promise: hosts use `@guessdle/games` (the widgets and their
 * adapters) and `@guessdle/games/core` (the pure rules).
 */
export * from './classic';
export * from './image-guess';
export * from './channel-guess';
export * from './pictureGames';
export * from './crono';
export * from './shared';
export { defineWidget } from './shared/defineWidget';
export type {
  Widget,
  WidgetBaseProps,
  WidgetBodyProps,
  WidgetDefinition,
  WidgetLifecycle,
} from './shared/defineWidget';
export { loadWidgetMessages } from './i18n/bundled';
export { toLanguage, DEFAULT_LANGUAGE } from './i18n/language';
export type { WidgetMessages } from './i18n/language';
export { useWidgetTranslation } from './i18n/keys';
export type { TextKey, TypedT, WidgetKey, WidgetT, WidgetTexts } from './i18n/keys';
export { brazilianForms } from './i18n/portuguese';
export { frenchTypography, vousForms } from './i18n/french';
export { TYPOGRAPHY_OPTIONS, typographyProcessor } from './i18n/typography';

// Embeds.
export { widgetStatus, type WidgetStatus } from './embed/status';

// Code that loads later, with its failures handled (pages, dialogs, parts of a view).
export {
  later,
  LaterPart,
  LaterTextsContext,
  recoverFromLoadFailure,
  reloadOnMissingChunk,
  useLater,
  type Later,
  type LaterTexts,
} from './shared/later';

// The server's clock, for a page's own day decisions (the site's home).
export { createServerClock, type ServerClock } from './shared/serverClock';
