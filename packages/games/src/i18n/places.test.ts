import { describe, expect, it } from 'vitest';
import { birthPlaceText, countryName } from './places';

describe('given a birthplace with its country code and its city named in other languages', () => {
  const prague = { es: 'Praga', it: 'Praga', pl: 'Praga', pt: 'Praga' };
  it.each([
    // French writes Prague as English does: the dataset leaves it out.
    ['fr', 'Prague, Czech Republic', 'CZ', prague, 'Prague, Tchéquie'],
    ['es', 'Prague, Czech Republic', 'CZ', prague, 'Praga, Chequia'],
    ['it', 'Phoenix, United States', 'US', {}, 'Phoenix, Stati Uniti'],
    ['pl', 'United States', 'US', undefined, 'Stany Zjednoczone'],
    // Portugal's names: the pt texts are European Portuguese.
    ['pt', 'Brno, Czech Republic', 'CZ', {}, 'Brno, Chéquia'],
    ['pt', 'Amsterdam, Netherlands', 'NL', { pt: 'Amesterdão' }, 'Amesterdão, Países Baixos'],
    ['en', 'Manchester, United Kingdom', 'GB', {}, 'Manchester, United Kingdom'],
    ['fr', 'San Juan, Puerto Rico', 'PR', {}, 'San Juan, Porto Rico'],
  ])(
    'in %s shows the city and the country in the language (%s)',
    (lng, place, code, names, shown) => {
      expect(birthPlaceText(place, code, lng, names)).toBe(shown);
    },
  );

  it('keeps a city that has a comma of its own', () => {
    expect(birthPlaceText('Washington, D.C., United States', 'US', 'fr', {})).toBe(
      'Washington, D.C., États-Unis',
    );
  });

  it('names the country the way the engine does in every language', () => {
    expect(birthPlaceText('Germany', 'DE', 'pl')).toBe(countryName('DE', 'pl'));
    expect(countryName('de', 'fr')).toBe('Allemagne');
  });
});

describe('given a dataset that names no city in other languages', () => {
  it('shows a place with a city all in English, never half translated', () => {
    expect(birthPlaceText('Prague, Czech Republic', 'CZ', 'es')).toBe('Prague, Czech Republic');
    // English is the dataset's own language: its country is named as in every other place.
    expect(birthPlaceText('Prague, Czech Republic', 'CZ', 'en')).toBe('Prague, Czechia');
  });

  it('still names a country alone in the language', () => {
    expect(birthPlaceText('Czech Republic', 'CZ', 'es')).toBe('Chequia');
  });
});

describe('given a birthplace without a usable country code', () => {
  it('shows the place as the dataset writes it (an operator dataset without birthCountry)', () => {
    expect(birthPlaceText('Prague, Czech Republic', undefined, 'fr')).toBe(
      'Prague, Czech Republic',
    );
  });

  it('shows the place as written when the code is malformed', () => {
    expect(birthPlaceText('Atlantis', 'not a code', 'fr')).toBe('Atlantis');
  });
});
