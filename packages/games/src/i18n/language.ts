import { LANGUAGES, type Language } from '@guessdle/api/modes';

/**
 * The language helpers, apart from the bundled texts (resources.ts): a page that only needs to
 * pick a language (the site's home) does not download the six locale files.
 */

/** A language's messages: nested objects of strings (the shape of /messages/{lang}.json). */
export type WidgetMessages = { [key: string]: string | WidgetMessages };

export const DEFAULT_LANGUAGE: Language = 'en';

/** Narrows any string to a supported language, falling back to English. */
export function toLanguage(value: unknown): Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
    ? (value as Language)
    : DEFAULT_LANGUAGE;
}
