import type { Ethnicity, HairColor } from '../src/schema';
import type { CountryCode } from '../src/countries';

/**
 * The weights the fictional performers are drawn with (dataset.ts): where they are born, with
 * which ethnicities, and the hair colours that go with them. Invented proportions, not a census.
 */

export type Weighted<T> = ReadonlyArray<readonly [T, number]>;

export interface Country {
  /** The English name written in `birthPlace`. */
  country: string;
  /** Its ISO 3166-1 alpha-2 code, written in `birthCountry`. */
  code: CountryCode;
  weight: number;
  cities: readonly string[];
  ethnicities: Weighted<Ethnicity>;
}

const EUROPEAN: Weighted<Ethnicity> = [
  ['Caucasian', 6],
  ['White', 4],
  ['Mixed White', 1],
];
const LATIN_AMERICAN: Weighted<Ethnicity> = [
  ['Latin', 7],
  ['Mixed Latin', 3],
  ['White', 1],
  ['Mixed Black', 1],
];
const EAST_ASIAN: Weighted<Ethnicity> = [
  ['Asian', 9],
  ['Mixed Asian', 1],
];

export const COUNTRIES: readonly Country[] = [
  {
    country: 'United States',
    code: 'US',
    weight: 30,
    cities: ['Los Angeles', 'Miami', 'Atlanta', 'Phoenix', 'Chicago', 'Las Vegas'],
    ethnicities: [
      ['Caucasian', 8],
      ['White', 6],
      ['Latin', 4],
      ['Black', 4],
      ['Asian', 1],
      ['Mixed White', 2],
      ['Mixed Black', 2],
      ['Mixed Latin', 1],
      ['Mixed Asian', 1],
      ['Other', 1],
    ],
  },
  {
    country: 'Canada',
    code: 'CA',
    weight: 6,
    cities: ['Toronto', 'Vancouver', 'Montreal'],
    ethnicities: [
      ['Caucasian', 5],
      ['White', 3],
      ['Asian', 1],
      ['Mixed White', 1],
      ['Black', 1],
    ],
  },
  {
    country: 'United Kingdom',
    code: 'GB',
    weight: 5,
    cities: ['London', 'Manchester'],
    ethnicities: [...EUROPEAN, ['Black', 1], ['Mixed Black', 1]],
  },
  {
    country: 'Czech Republic',
    code: 'CZ',
    weight: 6,
    cities: ['Prague', 'Brno'],
    ethnicities: EUROPEAN,
  },
  { country: 'Hungary', code: 'HU', weight: 5, cities: ['Budapest'], ethnicities: EUROPEAN },
  {
    country: 'Russia',
    code: 'RU',
    weight: 5,
    cities: ['Saint Petersburg', 'Kazan'],
    ethnicities: EUROPEAN,
  },
  { country: 'Ukraine', code: 'UA', weight: 4, cities: ['Kyiv', 'Odesa'], ethnicities: EUROPEAN },
  {
    country: 'Romania',
    code: 'RO',
    weight: 3,
    cities: ['Bucharest', 'Cluj-Napoca'],
    ethnicities: EUROPEAN,
  },
  { country: 'Poland', code: 'PL', weight: 3, cities: ['Kraków', 'Gdańsk'], ethnicities: EUROPEAN },
  { country: 'Slovakia', code: 'SK', weight: 2, cities: ['Bratislava'], ethnicities: EUROPEAN },
  { country: 'Latvia', code: 'LV', weight: 1, cities: ['Riga'], ethnicities: EUROPEAN },
  {
    country: 'Germany',
    code: 'DE',
    weight: 3,
    cities: ['Berlin', 'Hamburg'],
    ethnicities: EUROPEAN,
  },
  { country: 'France', code: 'FR', weight: 3, cities: ['Paris', 'Lyon'], ethnicities: EUROPEAN },
  {
    country: 'Spain',
    code: 'ES',
    weight: 3,
    cities: ['Madrid', 'Valencia'],
    ethnicities: [...EUROPEAN, ['Latin', 2]],
  },
  { country: 'Italy', code: 'IT', weight: 3, cities: ['Milan', 'Naples'], ethnicities: EUROPEAN },
  { country: 'Netherlands', code: 'NL', weight: 2, cities: ['Amsterdam'], ethnicities: EUROPEAN },
  { country: 'Sweden', code: 'SE', weight: 2, cities: ['Gothenburg'], ethnicities: EUROPEAN },
  { country: 'Portugal', code: 'PT', weight: 1, cities: ['Lisbon'], ethnicities: EUROPEAN },
  {
    country: 'Brazil',
    code: 'BR',
    weight: 5,
    cities: ['São Paulo', 'Recife'],
    ethnicities: [...LATIN_AMERICAN, ['Black', 1]],
  },
  {
    country: 'Colombia',
    code: 'CO',
    weight: 5,
    cities: ['Medellín', 'Cali'],
    ethnicities: LATIN_AMERICAN,
  },
  { country: 'Venezuela', code: 'VE', weight: 3, cities: ['Caracas'], ethnicities: LATIN_AMERICAN },
  { country: 'Argentina', code: 'AR', weight: 2, cities: ['Rosario'], ethnicities: LATIN_AMERICAN },
  {
    country: 'Mexico',
    code: 'MX',
    weight: 3,
    cities: ['Guadalajara'],
    ethnicities: LATIN_AMERICAN,
  },
  {
    country: 'Dominican Republic',
    code: 'DO',
    weight: 2,
    cities: ['Santo Domingo'],
    ethnicities: LATIN_AMERICAN,
  },
  {
    country: 'Puerto Rico',
    code: 'PR',
    weight: 2,
    cities: ['San Juan'],
    ethnicities: LATIN_AMERICAN,
  },
  { country: 'Cuba', code: 'CU', weight: 1, cities: ['Havana'], ethnicities: LATIN_AMERICAN },
  { country: 'Japan', code: 'JP', weight: 4, cities: ['Tokyo', 'Osaka'], ethnicities: EAST_ASIAN },
  {
    country: 'Philippines',
    code: 'PH',
    weight: 2,
    cities: ['Manila', 'Cebu'],
    ethnicities: EAST_ASIAN,
  },
  { country: 'Thailand', code: 'TH', weight: 2, cities: ['Bangkok'], ethnicities: EAST_ASIAN },
  { country: 'South Korea', code: 'KR', weight: 1, cities: ['Busan'], ethnicities: EAST_ASIAN },
  { country: 'Vietnam', code: 'VN', weight: 1, cities: ['Da Nang'], ethnicities: EAST_ASIAN },
  {
    country: 'India',
    code: 'IN',
    weight: 1,
    cities: ['Mumbai'],
    ethnicities: [
      ['Other', 3],
      ['Asian', 1],
    ],
  },
  {
    country: 'Australia',
    code: 'AU',
    weight: 3,
    cities: ['Sydney', 'Perth'],
    ethnicities: [...EUROPEAN, ['Mixed Asian', 1]],
  },
  {
    country: 'South Africa',
    code: 'ZA',
    weight: 1,
    cities: ['Cape Town'],
    ethnicities: [
      ['Black', 2],
      ['White', 1],
      ['Mixed Black', 1],
    ],
  },
  {
    country: 'Jamaica',
    code: 'JM',
    weight: 1,
    cities: ['Kingston'],
    ethnicities: [
      ['Black', 3],
      ['Mixed Black', 1],
    ],
  },
  {
    country: 'Nigeria',
    code: 'NG',
    weight: 1,
    cities: ['Lagos'],
    ethnicities: [['Black', 1]],
  },
];

export const DARK_HAIR: Weighted<HairColor> = [
  ['Black', 10],
  ['Brunette', 7],
  ['Blonde', 1],
  ['Auburn', 1],
  ['Other', 1],
];
export const LIGHT_HAIR: Weighted<HairColor> = [
  ['Brunette', 8],
  ['Blonde', 7],
  ['Red', 2],
  ['Auburn', 1],
  ['Black', 1],
  ['Other', 1],
];
