import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { LANGUAGES, type Language } from '@guessdle/api';
import { DEFAULT_LANGUAGE, WIDGET_NS, type WidgetMessages } from '@guessdle/games';
import { TYPOGRAPHY_OPTIONS, typographyProcessor } from '@guessdle/games/internal';
import type { SiteMessages } from './messages';

/** The namespace of the site shell's texts (header, footer, home, fallback screens). */
export const SITE_NS = 'site';

/**
 * The page's i18next instance, one per page (main.tsx in the browser, entry-server.tsx on the
 * server), initialised synchronously: the first render, on either side, is translated.
 *
 * It holds the shell's texts of the page's language (`site`; a page loads only its own, and every
 * language has every key) and, under the widgets' namespace (`guessdle`), the widget
 * texts the server answered for the page's language: the widgets clone this instance (their `i18n`
 * prop), so the server-rendered page and the first paint carry the visitor's widget texts with no
 * round trip, and hydration sees the same texts. A page without them (the request failed) lets the
 * widgets load their bundled chunk.
 */
export function createSiteI18n(
  language: Language,
  siteTexts: SiteMessages,
  widgetMessages?: WidgetMessages,
): I18n {
  const resources: Resource = {
    [language]: {
      [SITE_NS]: siteTexts,
      ...(widgetMessages ? { [WIDGET_NS]: widgetMessages } : {}),
    },
  };
  const i18n = createInstance({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [SITE_NS],
    defaultNS: SITE_NS,
    resources,
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    // Every text is at hand from the start: nothing to suspend for.
    react: { useSuspense: false },
    // French spacing before : ; ! ?, the widgets' one rule (the locale texts keep plain spaces).
    ...TYPOGRAPHY_OPTIONS,
  });
  i18n.use(typographyProcessor);
  void i18n.init();
  return i18n;
}
