import { useEffect, useState } from 'react';
import { laterEach, whenBack, type Later } from '../later/later';
import type { LaterState } from '../later/LaterPart';
import { useWidgetTranslation } from '../i18n/keys';
import type { Language } from '@guessdle/api/modes';
import type { I18n } from '../i18n/instance';
import type english from './locales/en.json';

/** The transfer dialog's texts (`common.transfer.*`): its own JSON files, one chunk a language. */
export type TransferTexts = typeof english;

// Kept out of the widget texts every page loads: only the statistics dialog and the transfer
// dialog read them, and they are the bulk of what the transfer adds. One part per language, loaded
// later (`later/`) with its failure policy.
const TRANSFER_TEXTS: Record<Language, Later<TransferTexts>> = laterEach({
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
  it: () => import('./locales/it.json'),
  pl: () => import('./locales/pl.json'),
  pt: () => import('./locales/pt.json'),
});

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
  // The widget's namespace is its instance's default (i18n/instance.ts): read from the instance
  // rather than imported, so this chunk takes no module of the page's first load along.
  const namespace = String(i18n.options.defaultNS ?? 'guessdle');
  i18n.addResourceBundle(language, namespace, { common: { transfer: texts } }, true, false);
}

/** The languages a widget in `language` reads the transfer texts of: it, and English below it. */
function wanted(language: Language): Language[] {
  return language === 'en' ? ['en'] : [language, 'en'];
}

/** Loads the transfer texts of the instance's language (and English, its fallback). */
export async function loadTransferTexts(i18n: I18n, language: Language): Promise<void> {
  await Promise.all(
    wanted(language).map(async (code) => {
      if (!hasTexts(i18n, code)) addTransferTexts(i18n, code, await TRANSFER_TEXTS[code].load());
    }),
  );
}

/**
 * Where the transfer texts of the widget's language are: here, on their way, or failed to load
 * (then the caller shows the retry of a part in their place, tried again when the connection
 * comes back or the page gets focus, like every part that loads later).
 */
export function useTransferTexts(): LaterState<true> {
  const { i18n } = useWidgetTranslation();
  const language: Language = Object.hasOwn(TRANSFER_TEXTS, i18n.language)
    ? (i18n.language as Language)
    : 'en';
  const [failed, setFailed] = useState(false);
  const [, setLoads] = useState(0);
  const ready = wanted(language).every((code) => hasTexts(i18n, code));
  useEffect(() => {
    if (ready) return;
    if (failed) return whenBack(() => setFailed(false));
    let live = true;
    loadTransferTexts(i18n, language).then(
      () => live && setLoads((count) => count + 1),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [i18n, language, ready, failed]);
  if (ready) return { status: 'loaded', module: true };
  return failed ? { status: 'failed', retry: () => setFailed(false) } : { status: 'loading' };
}
