import type { PostProcessorModule, TOptions } from 'i18next';
import { frenchTypography } from './french';

/** The post-processor's name, listed in an instance's `postProcess` option. */
export const TYPOGRAPHY = 'guessdleTypography';

/** The typography of each language that has rules of its own (French only, so far). */
const RULES: Readonly<Record<string, (text: string) => string>> = { fr: frenchTypography };

/** The language a text was found in (a French page may show an English fallback). */
function textLanguage(options: TOptions, fallback: string | undefined): string | undefined {
  const resolved = (options as { i18nResolved?: { usedLng?: unknown } }).i18nResolved;
  if (typeof resolved?.usedLng === 'string') return resolved.usedLng;
  return typeof options.lng === 'string' ? options.lng : fallback;
}

/**
 * The i18next post-processor that sets a language's typography on every text the instance
 * returns, after interpolation (`Trans` included): the one place French spacing is applied, for
 * the widgets' instances (shared/i18n.ts) and the site's (site/src/i18n/instance.ts). Register it
 * with `use()` and list it in `postProcess` (`TYPOGRAPHY_OPTIONS`).
 */
export const typographyProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: TYPOGRAPHY,
  process(value, _key, options, translator: { language?: string }) {
    const rules = RULES[textLanguage(options, translator.language) ?? ''];
    return rules && typeof value === 'string' ? rules(value) : value;
  },
};

/** The init options that turn the post-processor on, with the language each text came from. */
export const TYPOGRAPHY_OPTIONS = {
  postProcess: [TYPOGRAPHY],
  postProcessPassResolved: true,
} as const;
