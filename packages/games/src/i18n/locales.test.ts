import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@guessdle/api';
import { vousForms } from './french';
import { brazilianForms } from './portuguese';
import type { Language } from '@guessdle/api/modes';
import type { WidgetMessages } from './language';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import italian from './locales/it.json';
import pl from './locales/pl.json';
import pt from './locales/pt.json';

const widgetMessages: Record<Language, WidgetMessages> = { en, es, fr, pl, it: italian, pt };

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** A form for the gender of the person a text names (`t(key, { context })`, TextContext). */
const CONTEXT = /_(male|female)$/;

function flatten(messages: WidgetMessages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

/**
 * Keys without plural or gender suffix, each with the union of its variables (English is the
 * reference): a language may have gendered forms English does not need.
 */
function baseKeys(flat: Map<string, string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [key, text] of flat) {
    const base = key.replace(PLURAL, '').replace(CONTEXT, '');
    const vars = out.get(base) ?? new Set<string>();
    for (const v of variables(text)) vars.add(v);
    out.set(base, vars);
  }
  return out;
}

const english = flatten(widgetMessages.en);
const englishBases = baseKeys(english);
const pluralBases = new Set(
  [...english.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')),
);

describe('given the bundled widget messages', () => {
  it('has plural keys to check', () => {
    expect(pluralBases.size).toBeGreaterThan(3);
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    const flat = flatten(widgetMessages[language]);
    const bases = baseKeys(flat);
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

    it('has every key English has', () => {
      const missing = [...englishBases.keys()].filter((base) => !bases.has(base));
      expect(missing).toEqual([]);
    });

    it('has no key English lacks', () => {
      const extra = [...bases.keys()].filter((base) => !englishBases.has(base));
      expect(extra).toEqual([]);
    });

    it('has no empty value', () => {
      const empty = [...flat].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty).toEqual([]);
    });

    it('uses the same interpolation variables as English', () => {
      const mismatched = [...englishBases]
        .filter(([base, vars]) => {
          const own = bases.get(base);
          return own !== undefined && [...own].sort().join() !== [...vars].sort().join();
        })
        .map(([base]) => base);
      expect(mismatched).toEqual([]);
    });

    it('has every plural form the language needs', () => {
      const missing = [...pluralBases].flatMap((base) =>
        categories.filter((c) => !flat.has(`${base}_${c}`)).map((c) => `${base}_${c}`),
      );
      expect(missing).toEqual([]);
    });

    it('keeps plural keys plural', () => {
      const singular = [...pluralBases].filter((base) => flat.has(base));
      expect(singular).toEqual([]);
    });

    it('has the plain form of every gendered text (a couple, an unknown gender, a channel)', () => {
      const withoutPlain = [...flat.keys()]
        .filter((key) => CONTEXT.test(key))
        .filter((key) => !flat.has(key.replace(CONTEXT, '')));
      expect(withoutPlain).toEqual([]);
    });
  });
});

describe('given the Portuguese widget texts', () => {
  it('are European Portuguese throughout', () => {
    const found = [...flatten(widgetMessages.pt)].flatMap(([key, text]) =>
      brazilianForms(text).map((form) => `${key}: "${text}" (${form})`),
    );
    expect(found).toEqual([]);
  });

  it('would catch a Brazilian form', () => {
    expect(brazilianForms('Carregando... Você ganhou!')).toHaveLength(2);
    expect(brazilianForms('Parcial quando só algumas cores coincidem')).toEqual([]);
  });
});

describe('given the French widget texts', () => {
  it('say "tu" to the player throughout, never "vous"', () => {
    const found = [...flatten(widgetMessages.fr)].flatMap(([key, text]) =>
      vousForms(text).map((form) => `${key}: "${text}" (${form})`),
    );
    expect(found).toEqual([]);
  });

  it('would catch a "vous" form', () => {
    expect(vousForms('Choisissez le bon modèle')).toHaveLength(1);
    expect(vousForms('Envoyer votre score')).toHaveLength(1);
    expect(vousForms('Partage tes résultats avec tes amis, assez vite !')).toEqual([]);
  });
});
