import { useEffect, useState } from 'react';
import { useWidgetTranslation } from '../i18n/keys';
import type { Language } from '@guessdle/api/modes';
import type { I18n } from '../i18n/instance';
import type english from './locales/en.json';

/** The transfer dialog's texts (`common.transfer.*`): its own JSON files, one chunk a language. */
export type TransferTexts = typeof english;

// Kept out of the widget texts every page loads: only the statistics dialog and the transfer
// dialog read them, and they are the bulk of what the transfer adds.
const LOADERS: Record<Language, () => Promise<{ default: TransferTexts }>> = {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
  it: () => import('./locales/it.json'),
  pl: () => import('./locales/pl.json'),
  pt: () => import('./locales/pt.json'),
};

/** The languages whose transfer texts a resource store holds (clones of one host share it). */
const added = new WeakMap<object, Set<Language>>();

function hasTexts(i18n: I18n, language: Language): boolean {
  return added.get(i18n.store)?.has(language) ?? false;
}

/**
 * Adds `language`'s transfer texts to the instance, under what it has already: an operator's
 * own words for a key (the widget's `messages`) win over these.
 */
export function addTransferTexts(i18n: I18n, language: Language, texts: TransferTexts): void {
  const languages = added.get(i18n.store) ?? new Set<Language>();
  added.set(i18n.store, languages);
  if (languages.has(language)) return;
  languages.add(language);
  // The widget's namespace is its instance's default (shared/i18n.ts): read from the instance
  // rather than imported, so this chunk takes no module of the page's first load along.
  const namespace = String(i18n.options.defaultNS ?? 'guessdle');
  i18n.addResourceBundle(language, namespace, { common: { transfer: texts } }, true, false);
}

/** Loads the transfer texts of the instance's language (and English, its fallback). */
export async function loadTransferTexts(i18n: I18n, language: Language): Promise<void> {
  const wanted = language === 'en' ? ['en' as const] : [language, 'en' as const];
  await Promise.all(
    wanted.map(async (code) => {
      if (hasTexts(i18n, code)) return;
      const { default: texts } = await LOADERS[code]();
      addTransferTexts(i18n, code, texts);
    }),
  );
}

/** True once the transfer texts of the current language are at hand; loads them if not. */
export function useTransferTexts(): boolean {
  const { i18n } = useWidgetTranslation();
  const language: Language = Object.hasOwn(LOADERS, i18n.language)
    ? (i18n.language as Language)
    : 'en';
  const [, setLoads] = useState(0);
  const ready = hasTexts(i18n, language);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadTransferTexts(i18n, language).then(
      () => live && setLoads((count) => count + 1),
      (error: unknown) =>
        console.error(`Guessdle: the '${language}' transfer texts did not load`, error),
    );
    return () => {
      live = false;
    };
  }, [i18n, language, ready]);
  return ready;
}
