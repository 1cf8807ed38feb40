import type { PostProcessorModule, TOptions } from 'i18next';
import { frenchTypography } from './french';

/** The post-processor's name, listed in an instance's `postProcess` option. */
export const TYPOGRAPHY = 'guessdleTypography';

/**
 * The i18next post-processor that sets a language's typography on every text the instance
 * returns, after interpolation (`Trans` included): the one place French spacing is applied, for
 * the widgets' instances (i18n/instance.ts) and the site's (site/src/i18n/instance.ts). Register it
 * with `use()` and list it in `postProcess` (`TYPOGRAPHY_OPTIONS`).
 */
export const typographyProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: TYPOGRAPHY,
  // The language the text was found in (`postProcessPassResolved`): a French page's English
  // fallback keeps English spacing. French is the one language with rules of its own so far.
  process: (
    value,
    _key,
    options: TOptions & { i18nResolved?: { usedLng?: string } },
    translator,
  ) =>
    (options.i18nResolved?.usedLng ?? (translator as { language?: string }).language) === 'fr'
      ? frenchTypography(value)
      : value,
};

/** The init options that turn the post-processor on, with the language each text came from. */
export const TYPOGRAPHY_OPTIONS = {
  postProcess: [TYPOGRAPHY],
  postProcessPassResolved: true,
} as const;
