import type { Language } from '@guessdle/api/modes';
import { DEFAULT_LANGUAGE, toLanguage, type WidgetMessages } from './language';

/**
 * The widget texts bundled with the package, one chunk per language, loaded when a widget first
 * needs that language: a page downloads only the language it shows (and none when its host passes
 * the texts in, as the site does with the server's /messages/{lang}.json). Each language is
 * loaded once per page and kept for every widget after it.
 */
const LOADERS: Record<Language, () => Promise<{ default: WidgetMessages }>> = {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
  pl: () => import('./locales/pl.json'),
  it: () => import('./locales/it.json'),
  pt: () => import('./locales/pt.json'),
};

const loaded: Partial<Record<Language, WidgetMessages>> = {};
const loading: Partial<Record<Language, Promise<WidgetMessages>>> = {};

/** A language's bundled texts if this page has loaded them already, else undefined. */
export function loadedWidgetMessages(language: Language): WidgetMessages | undefined {
  return loaded[language];
}

/**
 * Loads a language's bundled texts (an unsupported code loads English). Concurrent calls share
 * one download; a failed download is forgotten, so the next call tries again.
 */
export function loadWidgetMessages(language: string = DEFAULT_LANGUAGE): Promise<WidgetMessages> {
  const lng = toLanguage(language);
  const done = loaded[lng];
  if (done) return Promise.resolve(done);
  let pending = loading[lng];
  if (!pending) {
    pending = LOADERS[lng]().then((module) => (loaded[lng] = module.default));
    loading[lng] = pending;
    pending.catch(() => {
      if (loading[lng] === pending) delete loading[lng];
    });
  }
  return pending;
}
