import { describe, expect, it } from 'vitest';
import { performers } from '@guessdle/data';
import { createWidgetI18n } from '../i18n/instance';
import { loadWidgetMessages } from '../i18n/bundled';
import { valueKey } from './texts';

await loadWidgetMessages('en');
const english = createWidgetI18n('en');

// The compared values come from the data at run time, so the typecheck cannot see their keys:
// every value the shipped data holds must have its text in English.
const NAMED_FIELDS = ['gender', 'type', 'ethnicity', 'hairColor'] as const;

describe('given the values of the shipped performers', () => {
  it.each(NAMED_FIELDS)('names every %s in English', (field) => {
    const values = new Set(performers.flatMap((performer) => [performer[field]].flat()));
    const unnamed = [...values].filter((value) => {
      const key = valueKey(field, value);
      return !key || !english.exists(key, { lng: 'en', fallbackLng: false });
    });
    expect(values.size).toBeGreaterThan(1);
    expect(unnamed).toEqual([]);
  });

  it('shows a birthplace as it is', () => {
    expect(valueKey('birthPlace', 'France')).toBeUndefined();
  });

  it('has no text for a value the vocabularies lack, nor for an inherited name', () => {
    expect(valueKey('gender', 'Unknown')).toBeUndefined();
    expect(valueKey('gender', 'constructor')).toBeUndefined();
    expect(valueKey('constructor', 'name')).toBeUndefined();
  });
});
