import type { Faker } from '@faker-js/faker';

/**
 * Invented names. First names come from faker (common given names, harmless on their own); the
 * surnames are assembled from syllables so that no full name is a real person's. Studio names are
 * two invented word pairs, checked against a list of real studio names to stay clear of them.
 */

/** Accented first names: search must ignore accents, so the dataset needs a few. */
export const ACCENTED_FIRST_NAMES = [
  'Zoë',
  'Inès',
  'Łucja',
  'Chloé',
  'Anaïs',
  'Noémie',
  'Maëlle',
  'Renée',
  'Solène',
  'Zsófia',
] as const;

/** Hyphenated first names, so hyphens appear in names and slugs. */
export const HYPHENATED_FIRST_NAMES = ['Anne-Lise', 'Marie-Jo', 'Eva-Maria', 'Lou-Ann'] as const;

const SURNAME_START = [
  'Val',
  'Mor',
  'Kas',
  'Del',
  'Ren',
  'Quin',
  'Lor',
  'Sar',
  'Vey',
  'Tal',
  'Bren',
  'Cor',
  'Fen',
  'Hal',
  'Jas',
  'Kel',
  'Lan',
  'Mir',
  'Nor',
  'Orl',
  'Pel',
  'Sel',
  'Tor',
  'Ven',
  'Wyn',
  'Zan',
  'Ash',
  'Bel',
  'Cal',
  'Dra',
  'Ely',
  'Fal',
  'Isk',
  'Lyr',
  'Mav',
  'Nev',
  'Sol',
  'Thal',
  'Vor',
  'Xan',
  'Yar',
] as const;
const SURNAME_MIDDLE = ['', '', 'a', 'e', 'i', 'o', 'ri', 'la', 've', 'mo', 'ne', 'sa'] as const;
const SURNAME_END = [
  'ley',
  'mont',
  'ora',
  'wyn',
  'dell',
  'vane',
  'mere',
  'lune',
  'vale',
  'croft',
  'ette',
  'elle',
  'ino',
  'ova',
  'ssa',
  'quist',
  'bourne',
  'dine',
  'ique',
  'ard',
] as const;

export function inventSurname(faker: Faker): string {
  const surname =
    faker.helpers.arrayElement(SURNAME_START) +
    faker.helpers.arrayElement(SURNAME_MIDDLE) +
    faker.helpers.arrayElement(SURNAME_END);
  // "Valriique" reads as a typo: keep one vowel where a syllable ends and the next starts.
  return surname.replace(/([aeiou])\1/g, '$1');
}

const STUDIO_FIRST = [
  'Velvet',
  'Neon',
  'Midnight',
  'Crimson',
  'Ivory',
  'Cobalt',
  'Amber',
  'Silver',
  'Lunar',
  'Copper',
  'Indigo',
  'Opal',
  'Sapphire',
  'Jade',
  'Saffron',
  'Coral',
  'Obsidian',
  'Misty',
  'Hidden',
  'Quiet',
  'Electric',
  'Velour',
  'Satin',
  'Sunset',
  'Paper',
  'Lilac',
  'Marble',
  'Cinder',
  'Hazel',
  'Tangerine',
] as const;
const STUDIO_SECOND = [
  'Lantern',
  'Orchard',
  'Harbor',
  'Fox',
  'Tangent',
  'Atlas',
  'Orbit',
  'Canyon',
  'Meadow',
  'Comet',
  'Reel',
  'Lens',
  'Mirror',
  'Parlor',
  'Motel',
  'Villa',
  'Lounge',
  'Cabin',
  'Frame',
  'Signal',
  'Echo',
  'Ember',
  'Tide',
  'Prism',
  'Veil',
  'Heron',
  'Pillow',
  'Balcony',
  'Garden',
  'Static',
] as const;
const STUDIO_SUFFIX = [
  '',
  '',
  '',
  ' Studios',
  ' Films',
  ' Media',
  ' Productions',
  ' Pictures',
  ' Club',
  ' Tapes',
  ' Works',
  ' Collective',
] as const;

/**
 * Real studio names (normalised) that an invented name must never equal. The word lists above are
 * chosen to avoid them; this list makes the rule checkable.
 */
const REAL_STUDIO_NAMES = new Set(
  [
    'Brazzers',
    'Reality Kings',
    'Naughty America',
    'Digital Playground',
    'Evil Angel',
    'Elegant Angel',
    'Bang Bros',
    'Team Skeet',
    'Mofos',
    'Vixen',
    'Tushy',
    'Blacked',
    'Private',
    'Twistys',
    'Babes',
    'Passion HD',
    'Pure Taboo',
    'Girlsway',
    'Nubiles',
    'Wicked Pictures',
    'Hustler',
    'Penthouse',
    'Playboy',
    'Jules Jordan',
    'Kink',
    'Marc Dorcel',
    'New Sensations',
    'Sweetheart Video',
    'Adult Time',
    'Bellesa',
    'Fake Taxi',
    'Public Agent',
    'Bratty Sis',
    'Deeper',
    'Slayed',
    'Velvet Ecstasy',
  ].map((name) => name.toLowerCase()),
);

export function isRealStudioName(name: string): boolean {
  return REAL_STUDIO_NAMES.has(name.toLowerCase());
}

export function inventStudioName(faker: Faker): string {
  return (
    faker.helpers.arrayElement(STUDIO_FIRST) +
    ' ' +
    faker.helpers.arrayElement(STUDIO_SECOND) +
    faker.helpers.arrayElement(STUDIO_SUFFIX)
  );
}

const TRANSLITERATION: Record<string, string> = {
  ł: 'l',
  Ł: 'l',
  ø: 'o',
  Ø: 'o',
  æ: 'ae',
  ß: 'ss',
};

/** `"Zoë Valmont & Théo"` → `"zoe-valmont-theo"`: lowercase ASCII words joined by hyphens. */
export function slugify(name: string): string {
  return name
    .replace(/[łŁøØæß]/g, (c) => TRANSLITERATION[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
