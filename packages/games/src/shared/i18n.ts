import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@guessdle/api/modes';
import { loadWidgetMessages, loadedWidgetMessages } from '../i18n/bundled';
import { DEFAULT_LANGUAGE, toLanguage, type WidgetMessages } from '../i18n/language';

export type { I18n };

export interface WidgetI18nOptions {
  /**
   * Messages per language, deep-merged over the bundled ones: a whole language (the site passes
   * the server's /messages/{lang}.json) or a few keys (an operator's `classic.disclaimer`).
   */
  messages?: Partial<Record<Language, WidgetMessages>>;
}

/**
 * One i18next instance per widget (never the global one), so two widgets in different
 * languages can share a page. Initialised synchronously with what is at hand: the host's
 * messages and the bundled texts of the language if this page has loaded them already.
 * `loadWidgetTexts` fetches the rest. Unknown languages fall back to English.
 */
export function createWidgetI18n(language: string, options: WidgetI18nOptions = {}): I18n {
  const lng = toLanguage(language);
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: {},
    initAsync: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    // Bundled texts that arrive after the first render fill any key the host's messages lack.
    react: { bindI18nStore: 'added' },
  });
  addBundled(instance, lng);
  for (const [code, messages] of Object.entries(options.messages ?? {})) {
    if (messages) instance.addResourceBundle(code, 'translation', messages, true, true);
  }
  return instance;
}

/** The languages whose bundled texts each instance has already. */
const withBundled = new WeakMap<I18n, Set<Language>>();

/** Adds a language's bundled texts, once, under what the instance has (the host's messages win). */
function addBundled(instance: I18n, language: Language): boolean {
  const bundled = loadedWidgetMessages(language);
  if (!bundled) return false;
  const languages = withBundled.get(instance) ?? new Set<Language>();
  withBundled.set(instance, languages);
  if (!languages.has(language)) {
    languages.add(language);
    instance.addResourceBundle(language, 'translation', bundled, true, false);
  }
  return true;
}

/**
 * Makes sure the instance has `language`'s texts. Returns null when it can render in that language
 * now (the bundled texts are loaded, or the host passed messages for it; the bundled texts then
 * load in the background and fill what the host's messages lack), else a promise that settles
 * once the bundled texts have loaded (or failed to: the widget then shows what it has).
 */
export function loadWidgetTexts(instance: I18n, language: string): Promise<void> | null {
  const lng = toLanguage(language);
  if (addBundled(instance, lng)) return null;
  const loading = loadWidgetMessages(lng).then(
    () => void addBundled(instance, lng),
    (error: unknown) => console.error(`Guessdle: the '${lng}' texts did not load`, error),
  );
  return instance.hasResourceBundle(lng, 'translation') ? null : loading;
}
