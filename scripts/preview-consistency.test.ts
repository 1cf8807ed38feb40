import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@guessdle/api/modes';
import { darkTheme } from '@guessdle/ui';
import { PREVIEW_PALETTE } from '../packages/server/src/preview/palette';
import { PREVIEW_TEXTS } from '../packages/server/src/preview/texts';
import { siteMessages } from '../site/src/i18n/all';

/**
 * The server draws the link preview cards and writes the pages' preview tags without importing
 * the theme or the site (its arrows: docs/architecture.md); these are the values it copies.
 */
describe('given the link previews of the server', () => {
  it("draws the cards in the default theme's colours", () => {
    const c = darkTheme.colors;
    expect(PREVIEW_PALETTE).toEqual({
      page: c.page.background,
      container: c.container.background,
      border: c.container.border,
      accent: c.accent,
      accentContrast: c.accentContrast,
      text: c.text.primary,
      secondary: c.text.secondary,
      positive: c.container.positiveBackground,
      partial: c.container.partialBackground,
      negative: c.container.negativeBackground,
    });
  });

  it.each(LANGUAGES)('says what the site says of itself and of a past day (%s)', (language) => {
    const site = siteMessages[language];
    const texts = PREVIEW_TEXTS[language];
    expect(texts.siteTitle).toBe(site.pageTitles.home);
    expect(texts.siteDescription).toBe(site.homeSubtitle);
    expect(texts.dayTitle).toBe(site.archive.dayTitle);
    expect(texts.modeTitle).toBe(site.pageTitles.mode);
  });
});
