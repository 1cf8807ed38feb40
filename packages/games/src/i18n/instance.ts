import { createInstance, type i18n as I18n, type InitOptions } from 'i18next';
import { LANGUAGES, type Language } from '@guessdle/api/modes';
import { loadWidgetMessages, loadedWidgetMessages } from './bundled';
import { DEFAULT_LANGUAGE, toLanguage, WIDGET_NS, type WidgetMessages } from './language';
import { TYPOGRAPHY_OPTIONS, typographyProcessor } from './typography';

export type { I18n };
export { WIDGET_NS };

/**
 * What a widget's instance needs whatever the host's instance says: its namespace, English as
 * the fallback, synchronous start, and no backend (the bundled texts come through `bundled.ts`,
 * one chunk per language, added with `addResourceBundle`).
 */
const WIDGET_OPTIONS = {
  ns: [WIDGET_NS],
  defaultNS: WIDGET_NS,
  fallbackNS: false,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // `resources` (set per instance below) and no partial languages: i18next never asks a backend
  // (a host's) for the widgets' namespace.
  partialBundledLanguages: false,
  initAsync: false,
  keySeparator: '.',
  nsSeparator: ':',
  pluralSeparator: '_',
  returnNull: false,
  // An empty text (an operator's blank) shows the English one rather than nothing.
  returnEmptyString: false,
  returnObjects: false,
  saveMissing: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  // A variable the caller did not pass shows nothing rather than its `{{placeholder}}`.
  missingInterpolationHandler: () => '',
  // A key naming a group of texts shows the key, as a missing one does (i18next 27's default).
  returnedObjectHandler: (key: string) => key,
  // French spacing before : ; ! ? (i18n/typography.ts): the locale files keep plain spaces.
  ...TYPOGRAPHY_OPTIONS,
  react: {
    // The widget shows its own loading view until its language is at hand (useWidgetRuntime).
    useSuspense: false,
    bindI18n: 'languageChanged',
    // Texts added later (the bundled ones after a host's, a language loaded) re-render the views.
    bindI18nStore: 'added',
  },
} satisfies InitOptions;

export interface WidgetI18nOptions {
  /**
   * Messages per language, deep-merged over the bundled ones: a whole language (the site passes
   * the server's /messages/{lang}.json) or a few keys (an operator's `classic.disclaimer`).
   */
  messages?: Partial<Record<Language, WidgetMessages>> | undefined;
  /**
   * The host's instance. The widget uses a clone of it (`cloneInstance`): its own language, the
   * host's store, in which the widget's texts sit under the `guessdle` namespace.
   */
  host?: I18n | undefined;
}

/**
 * One i18next instance per widget, so two widgets in different languages can share a page.
 * Synchronous with what is at hand: the host's messages and the language's bundled texts if this
 * page has loaded them already; `loadWidgetTexts` fetches the rest.
 */
export function createWidgetI18n(language: string, options: WidgetI18nOptions = {}): I18n {
  const lng = toLanguage(language);
  let i18n: I18n;
  if (options.host) {
    // A clone shares the host's store (resources) but keeps its own language: the host's
    // namespaces and language stay as they are, and texts the host adds under `guessdle` reach
    // the widget.
    i18n = options.host.cloneInstance({ ...WIDGET_OPTIONS, lng, resources: {} });
    i18n.use(typographyProcessor);
  } else {
    // A fresh `resources` object per instance: i18next keeps it as the instance's store.
    i18n = createInstance({ ...WIDGET_OPTIONS, lng, resources: {} });
    i18n.use(typographyProcessor);
    void i18n.init();
  }
  if (options.host && i18n.hasResourceBundle(lng, WIDGET_NS) && !bundledIn(i18n).has(lng)) {
    // Texts the host put in its store itself, before any widget added the bundled ones.
    remember(fromHost, i18n, lng);
  }
  if (options.messages?.[lng]) remember(fromHost, i18n, lng);
  addBundled(i18n, lng);
  for (const [code, messages] of Object.entries(options.messages ?? {})) {
    if (messages) i18n.addResourceBundle(toLanguage(code), WIDGET_NS, messages, true, true);
  }
  return i18n;
}

/** The languages whose bundled texts each resource store holds already (clones share one). */
const withBundled = new WeakMap<object, Set<Language>>();
/** The languages whose texts a host handed in (`messages`, or its own instance's store). */
const fromHost = new WeakMap<object, Set<Language>>();

function bundledIn(i18n: I18n): ReadonlySet<Language> {
  return withBundled.get(i18n.store) ?? new Set();
}

function remember(map: WeakMap<object, Set<Language>>, i18n: I18n, language: Language): void {
  const languages = map.get(i18n.store) ?? new Set<Language>();
  map.set(i18n.store, languages);
  languages.add(language);
}

/**
 * Whether the host handed in `language`'s texts, so a server and a browser render them alike;
 * the bundled texts are not (a server holds them after its first request, a browser after a
 * download).
 */
export function hasHostTexts(i18n: I18n, language: string): boolean {
  return fromHost.get(i18n.store)?.has(toLanguage(language)) ?? false;
}

/** Adds a language's bundled texts, once, under what the store has (the host's messages win). */
function addBundled(i18n: I18n, language: Language): boolean {
  const bundled = loadedWidgetMessages(language);
  if (!bundled) return false;
  if (!bundledIn(i18n).has(language)) {
    remember(withBundled, i18n, language);
    i18n.addResourceBundle(language, WIDGET_NS, bundled, true, false);
  }
  return true;
}

/**
 * Makes sure the instance has `language`'s texts. Returns null when it can render in that language
 * now (the bundled texts are loaded, or the host passed messages for it; the bundled texts then
 * load in the background and fill what the host's messages lack), else a promise that resolves
 * once the bundled texts are in and rejects when they failed to load (the widget then shows its
 * retry in place; `later/` forgets the failure, so calling this again loads them again).
 */
export function loadWidgetTexts(i18n: I18n, language: string): Promise<void> | null {
  const lng = toLanguage(language);
  if (addBundled(i18n, lng)) return null;
  const loading = loadWidgetMessages(lng).then(() => void addBundled(i18n, lng));
  if (!i18n.hasResourceBundle(lng, WIDGET_NS)) return loading;
  // The host's texts show meanwhile; a failure leaves them alone, and the next widget tries again.
  loading.catch(() => undefined);
  return null;
}
