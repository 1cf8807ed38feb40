import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@guessdle/api';
import {
  DEFAULT_LANGUAGE,
  toLanguage,
  widgetMessages,
  type WidgetMessages,
} from '../i18n/resources';

export type { I18n };

export interface WidgetI18nOptions {
  /**
   * Extra or replacement messages per language (deep-merged over the bundled ones by i18next),
   * e.g. an operator's wording for `classic.disclaimer`.
   */
  messages?: Partial<Record<Language, WidgetMessages>>;
}

/**
 * One i18next instance per widget (never the global one), so two widgets in different
 * languages can share a page. Initialised synchronously from the bundled messages: the first
 * render is already translated. Unknown languages fall back to English.
 */
export function createWidgetI18n(language: string, options: WidgetI18nOptions = {}): I18n {
  const lng = toLanguage(language);
  const instance = createInstance();
  const resources = Object.fromEntries(
    Object.entries(widgetMessages).map(([code, messages]) => [code, { translation: messages }]),
  );
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  for (const [code, messages] of Object.entries(options.messages ?? {})) {
    if (messages) instance.addResourceBundle(code, 'translation', messages, true, true);
  }
  return instance;
}
