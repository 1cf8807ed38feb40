import {
  createContext,
  createElement,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import rosetta from 'rosetta';
import type { Language } from '@guessdle/api/modes';
import { loadWidgetMessages, loadedWidgetMessages } from '../i18n/bundled';
import { DEFAULT_LANGUAGE, toLanguage, type WidgetMessages } from '../i18n/language';

/**
 * The widgets' translator. The texts are i18next-style JSON (nested keys, `{{name}}` variables,
 * CLDR plural suffixes such as `counter_one` / `counter_few`), which the server also serves at
 * /messages/{lang}.json. The widgets use three things of i18n: a key lookup, variables and plural
 * forms. rosetta (0.3 kB gzip) does the lookup and the variables, the platform's
 * `Intl.PluralRules` picks the plural form; i18next with react-i18next cost 15 kB gzip in every
 * page and embed for the same result.
 */

/** Options of `t`: the template's variables, `count` for the plural form, a fallback text. */
export type TOptions = Record<string, unknown> & { count?: number; defaultValue?: string };
export type TFunction = (key: string, options?: TOptions) => string;

export interface I18n {
  /** The language shown. */
  readonly language: Language;
  /** The text of `key` in the language shown (else English, else `defaultValue`, else the key). */
  t: TFunction;
  /** Shows another language (an unsupported code shows English). */
  changeLanguage(language: string): void;
  /** True once the instance holds texts in that language. */
  hasMessages(language: Language): boolean;
  /** Deep-merges texts into a language; `overwrite: false` only fills the keys it lacks. */
  addMessages(language: Language, messages: WidgetMessages, overwrite: boolean): void;
  /** Calls `listener` after every change of language or texts; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Counts the changes (what `useTranslation` compares to know it must re-render). */
  readonly version: number;
}

export interface WidgetI18nOptions {
  /**
   * Messages per language, deep-merged over the bundled ones: a whole language (the site passes
   * the server's /messages/{lang}.json) or a few keys (an operator's `classic.disclaimer`).
   */
  messages?: Partial<Record<Language, WidgetMessages>>;
}

function isTree(value: unknown): value is WidgetMessages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `target` with `source` merged in, key by key: a copy, or `target` itself if nothing changes. */
function merge(target: WidgetMessages, source: WidgetMessages, overwrite: boolean): WidgetMessages {
  let out: WidgetMessages | undefined;
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    const next =
      isTree(current) && isTree(value)
        ? merge(current, value, overwrite)
        : overwrite || current === undefined
          ? value
          : current;
    if (next !== undefined && next !== current) (out ??= { ...target })[key] = next;
  }
  return out ?? target;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralForm(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * One translator per widget, so two widgets in different languages can share a page.
 * Synchronous with what is at hand: the host's messages and the language's bundled texts if this
 * page has loaded them already; `loadWidgetTexts` fetches the rest.
 */
export function createWidgetI18n(language: string, options: WidgetI18nOptions = {}): I18n {
  const texts = rosetta<WidgetMessages>();
  const trees: Partial<Record<Language, WidgetMessages>> = {};
  const listeners = new Set<() => void>();
  let current = toLanguage(language);
  let version = 0;
  const notify = () => {
    version += 1;
    listeners.forEach((listener) => listener());
  };

  function lookup(lng: Language, key: string, options: TOptions | undefined): string | undefined {
    const value: unknown = texts.t(key, options, lng);
    return typeof value === 'string' && value !== '' ? value : undefined;
  }

  const i18n: I18n = {
    get language() {
      return current;
    },
    get version() {
      return version;
    },
    t(key, options) {
      const count = options?.count;
      const keys =
        typeof count === 'number'
          ? [`${key}_${pluralForm(current, count)}`, `${key}_other`, key]
          : [key];
      for (const lng of current === DEFAULT_LANGUAGE ? [current] : [current, DEFAULT_LANGUAGE]) {
        for (const candidate of keys) {
          const text = lookup(lng, candidate, options);
          if (text !== undefined) return text;
        }
      }
      return options?.defaultValue ?? key;
    },
    changeLanguage(next) {
      const lng = toLanguage(next);
      if (lng === current) return;
      current = lng;
      notify();
    },
    hasMessages: (lng) => trees[lng] !== undefined,
    addMessages(lng, messages, overwrite) {
      const before = trees[lng];
      const tree = merge(before ?? {}, messages, overwrite);
      // Nothing new (the bundled texts arriving after a host's full set, on the site): no change
      // to announce, so no widget renders all its texts again.
      if (tree === before) return;
      trees[lng] = tree;
      texts.set(lng, tree);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  addBundled(i18n, current);
  for (const [code, messages] of Object.entries(options.messages ?? {})) {
    if (messages) i18n.addMessages(toLanguage(code), messages, true);
  }
  return i18n;
}

/** The languages whose bundled texts each instance has already. */
const withBundled = new WeakMap<I18n, Set<Language>>();

/** Adds a language's bundled texts, once, under what the instance has (the host's messages win). */
function addBundled(i18n: I18n, language: Language): boolean {
  const bundled = loadedWidgetMessages(language);
  if (!bundled) return false;
  const languages = withBundled.get(i18n) ?? new Set<Language>();
  withBundled.set(i18n, languages);
  if (!languages.has(language)) {
    languages.add(language);
    i18n.addMessages(language, bundled, false);
  }
  return true;
}

/**
 * Makes sure the instance has `language`'s texts. Returns null when it can render in that language
 * now (the bundled texts are loaded, or the host passed messages for it; the bundled texts then
 * load in the background and fill what the host's messages lack), else a promise that settles
 * once the bundled texts have loaded (or failed to: the widget then shows what it has).
 */
export function loadWidgetTexts(i18n: I18n, language: string): Promise<void> | null {
  const lng = toLanguage(language);
  if (addBundled(i18n, lng)) return null;
  const loading = loadWidgetMessages(lng).then(
    () => void addBundled(i18n, lng),
    (error: unknown) => console.error(`Guessdle: the '${lng}' texts did not load`, error),
  );
  return i18n.hasMessages(lng) ? null : loading;
}

const I18nContext = createContext<I18n | null>(null);

/** Gives the widget's translator to `useTranslation` below it. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/** The enclosing widget's `t` and translator; re-renders when the language or texts change. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation: render inside a Guessdle widget (I18nProvider)');
  // Each change makes a new `t`, so memoised texts and effects that depend on it update.
  const version = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.version,
    () => i18n.version,
  );
  const t = useMemo<TFunction>(() => {
    void version; // the change signal: a new `t` per version
    return (key, options) => i18n.t(key, options);
  }, [i18n, version]);
  return { t, i18n };
}
