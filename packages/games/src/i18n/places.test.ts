import { describe, expect, it } from 'vitest';
import { birthPlaceText, countryName } from './places';

describe('given a birthplace with its country code', () => {
  it.each([
    ['fr', 'Prague, Czech Republic', 'CZ', 'Prague, Tchéquie'],
    ['es', 'Prague, Czech Republic', 'CZ', 'Prague, Chequia'],
    ['it', 'Phoenix, United States', 'US', 'Phoenix, Stati Uniti'],
    ['pl', 'United States', 'US', 'Stany Zjednoczone'],
    // Portugal's names: the pt texts are European Portuguese.
    ['pt', 'Brno, Czech Republic', 'CZ', 'Brno, Chéquia'],
    ['en', 'Manchester, United Kingdom', 'GB', 'Manchester, United Kingdom'],
    ['fr', 'San Juan, Puerto Rico', 'PR', 'San Juan, Porto Rico'],
  ])(
    'in %s shows the city as written and the country in the language',
    (lng, place, code, shown) => {
      expect(birthPlaceText(place, code, lng)).toBe(shown);
    },
  );

  it('keeps a city that has a comma of its own', () => {
    expect(birthPlaceText('Washington, D.C., United States', 'US', 'fr')).toBe(
      'Washington, D.C., États-Unis',
    );
  });

  it('names the country the way the engine does in every language', () => {
    expect(birthPlaceText('Germany', 'DE', 'pl')).toBe(countryName('DE', 'pl'));
    expect(countryName('de', 'fr')).toBe('Allemagne');
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
