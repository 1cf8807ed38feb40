import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { createWidgetI18n } from './instance';
import { frenchTypography, NARROW_NBSP as N } from './french';
import { TYPOGRAPHY_OPTIONS, typographyProcessor } from './typography';

describe('given French typography', () => {
  it.each([
    ['Thème: Clair', `Thème${N}: Clair`],
    ['Statistiques : Classique', `Statistiques${N}: Classique`],
    ['Félicitations !', `Félicitations${N}!`],
    ['Félicitations!', `Félicitations${N}!`],
    ['Qui est-ce ?', `Qui est-ce${N}?`],
    ['Vraiment ?!', `Vraiment${N}?!`],
    ['Un ; deux', `Un${N}; deux`],
    [
      '<strong>Ada</strong> est la modèle du jour !',
      `<strong>Ada</strong> est la modèle du jour${N}!`,
    ],
    ['Bravo!</strong>', `Bravo${N}!</strong>`],
    // A no-break space already there becomes the narrow one, once.
    ['Score\u00A0: 3', `Score${N}: 3`],
    [`Score${N}: 3`, `Score${N}: 3`],
  ])('sets a narrow no-break space before the mark: %j', (text, expected) => {
    expect(frenchTypography(text)).toBe(expected);
  });

  it.each(['https://guessdle.test/classic', '12:30', '/classic?lang=fr', 'Pas de ponctuation.'])(
    'leaves a mark inside a word, an address or a time alone: %j',
    (text) => {
      expect(frenchTypography(text)).toBe(text);
    },
  );

  it('is applied once, to French texts only', () => {
    const twice = frenchTypography(frenchTypography('Thème: Clair !'));
    expect(twice).toBe(`Thème${N}: Clair${N}!`);
  });
});

describe("given a widget's i18next instance", () => {
  it('spaces its French texts, variables and markup included, and no other language', () => {
    const french = createWidgetI18n('fr', {
      messages: { fr: { common: { stats: { title: 'Statistiques : {{mode}}' } } } },
    });
    expect(french.t('common.stats.title', { mode: 'Classique' })).toBe(
      `Statistiques${N}: Classique`,
    );
    const english = createWidgetI18n('en', {
      messages: { en: { common: { stats: { title: 'Statistics: {{mode}}' } } } },
    });
    expect(english.t('common.stats.title', { mode: 'Classic' })).toBe('Statistics: Classic');
  });

  it('leaves an English fallback on a French page as English writes it', () => {
    const french = createWidgetI18n('fr', {
      messages: { en: { common: { onlyInEnglish: 'Note: English' } } },
    });
    expect(french.t('common.onlyInEnglish')).toBe('Note: English');
  });

  it("spaces the French texts of a widget cloned from a host's instance", () => {
    const host = createInstance({ lng: 'en', resources: {}, initAsync: false });
    void host.init();
    const widget = createWidgetI18n('fr', {
      host,
      messages: { fr: { common: { congratulations: 'Félicitations !' } } },
    });
    expect(widget.t('common.congratulations')).toBe(`Félicitations${N}!`);
  });

  it('is what the site turns on too (one processor, one option set)', () => {
    const site = createInstance({
      lng: 'fr',
      resources: { fr: { site: { label: 'Thème: {{choice}}' } } },
      defaultNS: 'site',
      initAsync: false,
      ...TYPOGRAPHY_OPTIONS,
    });
    site.use(typographyProcessor);
    void site.init();
    expect(site.t('label', { choice: 'Clair' })).toBe(`Thème${N}: Clair`);
  });
});
