import { useTranslation } from 'react-i18next';
import type { i18n as I18n, TOptions } from 'i18next';
import type english from './locales/en.json';
import type transferEnglish from '../transfer/locales/en.json';

/**
 * Typed translation keys, without i18next's global `CustomTypeOptions`: an augmentation of
 * 'i18next' made here would reach every program that reads this package's types (a React host's
 * own `useTranslation()` would be checked against the widgets' texts), and the repository's one
 * typecheck holds two default namespaces (`guessdle` here, `site` in the site). So each package
 * types its own `t` from its English texts.
 */

type PluralSuffix = `_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`;

/**
 * The contexts a text may have forms for: the grammatical gender of the person it names
 * (`t(key, { context: 'male' })` reads `key_male`, else `key`). See `genderContext` (texts.ts).
 */
export type TextContext = 'male' | 'female';

type ContextSuffix = `_${TextContext}`;

/**
 * The dotted keys of a texts object, as the code writes them: `common.counter` for
 * `common.counter_one` and `common.counter_other` (i18next picks the form from `count`), and
 * `common.itemType.model` for `common.itemType.model_male` (i18next picks it from `context`).
 */
export type TextKey<Texts> = {
  [K in keyof Texts & string]: Texts[K] extends string
    ? K extends `${infer Base}${PluralSuffix}`
      ? Base
      : K extends `${infer Base}${ContextSuffix}`
        ? Base
        : K
    : `${K}.${TextKey<Texts[K]>}`;
}[keyof Texts & string];

/** A `t` that takes only the keys of one set of texts. */
export interface TypedT<Key extends string> {
  (key: Key, options?: TOptions): string;
}

/**
 * The widgets' English texts (the `guessdle` namespace), with the transfer dialog's, which load
 * on their own under `common.transfer` (transferTexts.ts).
 */
export type WidgetTexts = typeof english & {
  common: { transfer: typeof transferEnglish };
};

/** A key of the widgets' texts that English has: a key English lacks fails the typecheck. */
export type WidgetKey = TextKey<WidgetTexts>;

/** The widget's `t`, typed by its English texts. */
export type WidgetT = TypedT<WidgetKey>;

/**
 * `useTranslation()` of the widget's instance (its default namespace is `guessdle`), with a `t`
 * that takes only keys English has. The widgets' views read their texts through this.
 */
export function useWidgetTranslation(): { t: WidgetT; i18n: I18n } {
  const { t, i18n } = useTranslation();
  // i18next 26 and 27 (both supported peers) type `TFunction` with different overloads; 27's
  // does not accept our narrower signature as is. At run time both are `(key, options) => string`.
  return { t: t as unknown as WidgetT, i18n };
}
