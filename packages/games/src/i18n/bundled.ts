import type { Language } from '@guessdle/api/modes';
import { laterEach, type Later } from '../later/later';
import { DEFAULT_LANGUAGE, toLanguage, type WidgetMessages } from './language';

/**
 * The widget texts bundled with the package, one chunk per language, loaded later (`later/`) when
 * a widget first needs that language: a page downloads only the language it shows (and none when
 * its host passes the texts in, as the site does with the server's /messages/{lang}.json). Each
 * language loads once per page and is kept for every widget after it; a failed load is tried
 * again by the next widget that asks, and by a widget's retry (widgetRuntime.tsx).
 */
const WIDGET_TEXTS: Record<Language, Later<WidgetMessages>> = laterEach({
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
  pl: () => import('./locales/pl.json'),
  it: () => import('./locales/it.json'),
  pt: () => import('./locales/pt.json'),
});

/** A language's bundled texts as a part that loads later (an unsupported code: English). */
export function widgetTexts(language: string): Later<WidgetMessages> {
  return WIDGET_TEXTS[toLanguage(language)];
}

/** A language's bundled texts if this page has loaded them already, else undefined. */
export function loadedWidgetMessages(language: Language): WidgetMessages | undefined {
  return WIDGET_TEXTS[language].loaded;
}

/**
 * Loads a language's bundled texts (an unsupported code loads English). Concurrent calls share
 * one download; a failed download is forgotten, so the next call tries again.
 */
export function loadWidgetMessages(language: string = DEFAULT_LANGUAGE): Promise<WidgetMessages> {
  return widgetTexts(language).load();
}
