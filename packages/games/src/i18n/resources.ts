import { LANGUAGES, type Language } from '@guessdle/api';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import it from './locales/it.json';
import pl from './locales/pl.json';
import pt from './locales/pt.json';

/** A language's messages: nested objects of strings (the shape of /messages/{lang}.json). */
export type WidgetMessages = { [key: string]: string | WidgetMessages };

/**
 * Every widget text in the six languages, bundled so a widget renders in its language on the
 * first paint. The server serves the same files at /messages/{lang}.json.
 */
export const widgetMessages: Record<Language, WidgetMessages> = { en, es, fr, pl, it, pt };

export const DEFAULT_LANGUAGE: Language = 'en';

/** Narrows any string to a supported language, falling back to English. */
export function toLanguage(value: unknown): Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
    ? (value as Language)
    : DEFAULT_LANGUAGE;
}
