import type { BirthCityNames } from '../src/schema';

/**
 * Each city the fictional dataset draws from (dataset.ts `COUNTRIES`), in the site's other
 * languages where it is not written as in English: the `birthCityNames` of its performers. A city
 * missing here is written alike in every language (`{}`). Portuguese names are Portugal's
 * ("Amesterdão", "Banguecoque"), as the site's Portuguese is.
 */
export const CITY_NAMES: Readonly<Record<string, BirthCityNames>> = {
  Montreal: { fr: 'Montréal', it: 'Montréal' },
  London: { es: 'Londres', fr: 'Londres', it: 'Londra', pl: 'Londyn', pt: 'Londres' },
  Prague: { es: 'Praga', it: 'Praga', pl: 'Praga', pt: 'Praga' },
  Budapest: { pl: 'Budapeszt', pt: 'Budapeste' },
  'Saint Petersburg': {
    es: 'San Petersburgo',
    fr: 'Saint-Pétersbourg',
    it: 'San Pietroburgo',
    pl: 'Petersburg',
    pt: 'São Petersburgo',
  },
  Kazan: { es: 'Kazán', pl: 'Kazań', pt: 'Cazã' },
  Kyiv: { es: 'Kiev', it: 'Kiev', pl: 'Kijów', pt: 'Kiev' },
  Odesa: { fr: 'Odessa', it: 'Odessa', pl: 'Odessa', pt: 'Odessa' },
  Bucharest: { es: 'Bucarest', fr: 'Bucarest', it: 'Bucarest', pl: 'Bukareszt', pt: 'Bucareste' },
  Kraków: { es: 'Cracovia', fr: 'Cracovie', it: 'Cracovia', pt: 'Cracóvia' },
  Gdańsk: { es: 'Gdansk', it: 'Danzica' },
  Riga: { pl: 'Ryga' },
  Berlin: { es: 'Berlín', it: 'Berlino', pt: 'Berlim' },
  Hamburg: { es: 'Hamburgo', fr: 'Hambourg', it: 'Amburgo', pt: 'Hamburgo' },
  Paris: { es: 'París', it: 'Parigi', pl: 'Paryż' },
  Lyon: { it: 'Lione' },
  Valencia: { fr: 'Valence', pl: 'Walencja', pt: 'Valência' },
  Milan: { es: 'Milán', it: 'Milano', pl: 'Mediolan', pt: 'Milão' },
  Naples: { es: 'Nápoles', it: 'Napoli', pl: 'Neapol', pt: 'Nápoles' },
  Amsterdam: { es: 'Ámsterdam', pt: 'Amesterdão' },
  Gothenburg: {
    es: 'Gotemburgo',
    fr: 'Göteborg',
    it: 'Göteborg',
    pl: 'Göteborg',
    pt: 'Gotemburgo',
  },
  Lisbon: { es: 'Lisboa', fr: 'Lisbonne', it: 'Lisbona', pl: 'Lizbona', pt: 'Lisboa' },
  'São Paulo': { it: 'San Paolo' },
  'Santo Domingo': { fr: 'Saint-Domingue', pt: 'São Domingos' },
  Havana: { es: 'La Habana', fr: 'La Havane', it: 'L’Avana', pl: 'Hawana' },
  Tokyo: { es: 'Tokio', pl: 'Tokio', pt: 'Tóquio' },
  Manila: { fr: 'Manille' },
  Cebu: { es: 'Cebú' },
  Bangkok: { pt: 'Banguecoque' },
  Mumbai: { pt: 'Bombaim' },
  Sydney: { es: 'Sídney' },
  'Cape Town': {
    es: 'Ciudad del Cabo',
    fr: 'Le Cap',
    it: 'Città del Capo',
    pl: 'Kapsztad',
    pt: 'Cidade do Cabo',
  },
};

/** The `birthCityNames` of a birthplace: its city's names, `{}` when written alike; none without a city. */
export function birthCityNamesOf(place: string): { birthCityNames?: BirthCityNames } {
  const comma = place.lastIndexOf(',');
  if (comma === -1) return {};
  return { birthCityNames: CITY_NAMES[place.slice(0, comma).trim()] ?? {} };
}
