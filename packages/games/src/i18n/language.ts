import { LANGUAGES, type Language } from '@guessdle/api/modes';

/**
 * The language helpers, apart from the bundled texts (bundled.ts): a page that only needs to
 * pick a language (the site's home) does not download the six locale files.
 */

/** A language's messages: nested objects of strings (the shape of /messages/{lang}.json). */
export type WidgetMessages = { [key: string]: string | WidgetMessages };

export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The widgets' namespace: their texts live under it, in their own i18next instance or in the
 * store they share with a host's instance (`i18n` prop), beside the host's own namespaces.
 */
export const WIDGET_NS = 'guessdle';

/** Narrows any string to a supported language, falling back to English. */
export function toLanguage(value: unknown): Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
    ? (value as Language)
    : DEFAULT_LANGUAGE;
}
