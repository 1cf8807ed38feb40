import { Faker, base, en } from '@faker-js/faker';
import type {
  Channel,
  Ethnicity,
  Gender,
  HairColor,
  InterestedIn,
  Performer,
  PerformerType,
  RelationshipStatus,
} from '../src/schema';
import { HAIR_COLORS, MIN_DEBUT_AGE } from '../src/schema';
import {
  ACCENTED_FIRST_NAMES,
  HYPHENATED_FIRST_NAMES,
  inventStudioName,
  inventSurname,
  isRealStudioName,
  slugify,
} from './names';
import { COUNTRIES, DARK_HAIR, LIGHT_HAIR, type Country, type Weighted } from './weights';
import { birthCityNamesOf } from './cityNames';

/**
 * The fictional datasets, built from fixed seeds: same seed and same faker version (pinned in
 * package.json), same records. Performers and channels use separate generators so that changing
 * one never reshuffles the other.
 */

export const PERFORMER_SEED = 20_240_611;
export const CHANNEL_SEED = 20_240_612;
export const PERFORMER_COUNT = 150;
export const CHANNEL_COUNT = 150;
/** "Today" for ages and debut years, fixed so the output does not depend on the clock. */
export const REFERENCE_YEAR = 2025;

/** How many of each gender: a female majority, with every other value present. */
const GENDER_QUOTAS: Record<Gender, number> = { Female: 114, Male: 14, Couple: 12, None: 10 };

function hairWeights(ethnicity: Ethnicity, gender: Gender): Weighted<HairColor> {
  const weights =
    ethnicity === 'Caucasian' || ethnicity === 'White' || ethnicity === 'Mixed White'
      ? LIGHT_HAIR
      : DARK_HAIR;
  return gender === 'Male' ? [...weights, ['Grey', 2]] : weights;
}

function pick<T>(faker: Faker, weighted: Weighted<T>): T {
  return faker.helpers.weightedArrayElement(weighted.map(([value, weight]) => ({ value, weight })));
}

/** `value` with probability 1 - `nullChance`, else null. */
function orNull<T>(faker: Faker, nullChance: number, value: () => T): T | null {
  return faker.datatype.boolean(nullChance) ? null : value();
}

/** A multiplicative jitter in [min, max]. */
function noise(faker: Faker, min: number, max: number): number {
  return faker.number.float({ min, max });
}

interface Identity {
  name: string;
  slug: string;
}

function inventIdentity(
  faker: Faker,
  gender: Gender,
  ordinal: number,
  taken: Set<string>,
): Identity {
  for (;;) {
    const name = inventName(faker, gender, ordinal);
    const slug = slugify(name);
    if (slug.length > 0 && !taken.has(slug)) {
      taken.add(slug);
      return { name, slug };
    }
  }
}

/**
 * `ordinal` counts performers of the same gender, so a fixed share of names use accents and
 * hyphens whatever the seed.
 */
function inventName(faker: Faker, gender: Gender, ordinal: number): string {
  if (gender === 'Couple') {
    const first = faker.person.firstName('female');
    const second = faker.person.firstName(faker.datatype.boolean(0.7) ? 'male' : 'female');
    return `${first} & ${second}`;
  }
  let first: string;
  if (gender === 'Female' && ordinal % 12 === 5) {
    first = ACCENTED_FIRST_NAMES[Math.floor(ordinal / 12) % ACCENTED_FIRST_NAMES.length]!;
  } else if (gender === 'Female' && ordinal % 25 === 9) {
    first = HYPHENATED_FIRST_NAMES[Math.floor(ordinal / 25) % HYPHENATED_FIRST_NAMES.length]!;
  } else if (gender === 'Male') {
    first = faker.person.firstName('male');
  } else if (gender === 'None') {
    first = faker.person.firstName();
  } else {
    first = faker.person.firstName('female');
  }
  const surname =
    ordinal % 17 === 11 ? `${inventSurname(faker)}-${inventSurname(faker)}` : inventSurname(faker);
  return `${first} ${surname}`;
}

function hairColors(faker: Faker, ethnicity: Ethnicity, gender: Gender): HairColor[] {
  const first = pick(faker, hairWeights(ethnicity, gender));
  const count =
    gender === 'Couple'
      ? pick(faker, [
          [2, 3],
          [1, 1],
        ] as const)
      : pick(faker, [
          [1, 17],
          [2, 6],
          [3, 2],
        ] as const);
  const rest = faker.helpers.arrayElements(
    HAIR_COLORS.filter((color) => color !== first && (gender === 'Male' || color !== 'Grey')),
    count - 1,
  );
  return [first, ...rest];
}

function heightCm(faker: Faker, gender: Gender): number | null {
  if (gender === 'Couple') return null;
  const [min, max] = gender === 'Male' ? [170, 196] : gender === 'None' ? [158, 186] : [150, 182];
  // The mean of two draws leans towards the middle of the range, like real heights.
  const draw = () => faker.number.int({ min, max });
  return orNull(faker, 0.18, () => Math.round((draw() + draw()) / 2));
}

function weightKg(faker: Faker, gender: Gender, height: number | null): number | null {
  if (gender === 'Couple') return null;
  const frame = height ?? (gender === 'Male' ? 182 : 166);
  const [min, max] = gender === 'Male' ? [0.88, 1.1] : [0.7, 0.92];
  return orNull(faker, 0.25, () => Math.round((frame - 100) * noise(faker, min, max)));
}

/** Body details are mostly unknown for male profiles, and unknown for some others. */
function bodyFlag(faker: Faker, gender: Gender, trueChance: number): boolean | null {
  const nullChance = gender === 'Male' ? 0.85 : gender === 'Couple' ? 0.5 : 0.12;
  return orNull(faker, nullChance, () => faker.datatype.boolean(trueChance));
}

function relationshipStatus(faker: Faker, gender: Gender): RelationshipStatus | null {
  if (gender === 'Couple') {
    return pick(faker, [
      ['Taken', 7],
      ['Open', 2],
      [null, 1],
    ]);
  }
  return pick(faker, [
    ['Single', 40],
    ['Taken', 22],
    ['Open', 10],
    [null, 28],
  ]);
}

function interestedIn(faker: Faker, gender: Gender): InterestedIn | null {
  const weights: Record<Gender, Weighted<InterestedIn | null>> = {
    Female: [
      ['Guys and Girls', 45],
      ['Guys', 25],
      ['Girls', 8],
      [null, 22],
    ],
    Male: [
      ['Girls', 65],
      ['Guys', 10],
      ['Guys and Girls', 10],
      [null, 15],
    ],
    Couple: [
      ['Guys and Girls', 40],
      ['Girls', 25],
      ['Guys', 10],
      [null, 25],
    ],
    None: [
      ['Guys', 35],
      ['Guys and Girls', 35],
      ['Girls', 10],
      [null, 20],
    ],
  };
  return pick(faker, weights[gender]);
}

function birthPlace(faker: Faker): { place: string; country: Country } {
  const country = pick(
    faker,
    COUNTRIES.map((c) => [c, c.weight] as const),
  );
  const place = faker.datatype.boolean(0.3)
    ? `${faker.helpers.arrayElement(country.cities)}, ${country.country}`
    : country.country;
  return { place, country };
}

function years(
  faker: Faker,
  gender: Gender,
): { birthYear: number | null; debutYear: number | null } {
  const birthYear = orNull(faker, gender === 'Couple' ? 0.7 : 0.15, () =>
    faker.number.int({ min: 1972, max: REFERENCE_YEAR - MIN_DEBUT_AGE - 4 }),
  );
  // One year past the minimum age, so a debut early in the year still comes after the birthday.
  const earliest = birthYear === null ? 2004 : birthYear + MIN_DEBUT_AGE + 1;
  const latest = birthYear === null ? REFERENCE_YEAR : Math.min(REFERENCE_YEAR, earliest + 16);
  const debutYear = orNull(faker, 0.1, () =>
    faker.number.int({ min: earliest, max: Math.max(earliest, latest) }),
  );
  return { birthYear, debutYear };
}

/**
 * Popularity falls with rank along a power law, with multiplicative noise: monotone on average,
 * not strictly, like a real ranking built from a blend of signals.
 */
function counts(
  faker: Faker,
  rank: number,
  type: PerformerType,
): { videoCount: number; visits: number; subscribers: number } {
  const visits = Math.round(900_000_000 * rank ** -0.85 * noise(faker, 0.8, 1.25));
  const subscribers = Math.round(visits * 0.004 * noise(faker, 0.7, 1.3));
  const videoCount = Math.round(
    (type === 'pornstar' ? 900 : 450) * rank ** -0.35 * noise(faker, 0.5, 1.6) + 5,
  );
  return { videoCount, visits, subscribers };
}

export function buildPerformers(seed = PERFORMER_SEED, count = PERFORMER_COUNT): Performer[] {
  const faker = new Faker({ locale: [en, base], seed });
  const total = Object.values(GENDER_QUOTAS).reduce((a, b) => a + b, 0);
  const genders = faker.helpers.shuffle(
    (Object.entries(GENDER_QUOTAS) as Array<[Gender, number]>).flatMap(([gender, n]) =>
      Array.from({ length: Math.round((n * count) / total) }, () => gender),
    ),
  );
  while (genders.length < count) genders.push('Female');
  genders.length = count;

  const taken = new Set<string>();
  const ordinals: Record<Gender, number> = { Female: 0, Male: 0, Couple: 0, None: 0 };

  return genders.map((gender, index): Performer => {
    const rank = index + 1;
    const { name, slug } = inventIdentity(faker, gender, ordinals[gender]++, taken);
    const type: PerformerType = faker.datatype.boolean(gender === 'Couple' ? 0.3 : 0.55)
      ? 'pornstar'
      : 'model';
    const { place, country } = birthPlace(faker);
    const ethnicity = pick(faker, country.ethnicities);
    const height = heightCm(faker, gender);
    return {
      name,
      ...counts(faker, rank, type),
      rank,
      profileUrl: `/${type}/${slug}`,
      profilePictureUrl: `/assets/performers/${slug}.svg`,
      relationshipStatus: relationshipStatus(faker, gender),
      interestedIn: interestedIn(faker, gender),
      gender,
      birthPlace: place,
      birthCountry: country.code,
      ...birthCityNamesOf(place),
      ...years(faker, gender),
      heightCm: height,
      weightKg: weightKg(faker, gender, height),
      ethnicity,
      eyeColor: null,
      hairColor: hairColors(faker, ethnicity, gender),
      fakeBoobs: gender === 'Male' ? bodyFlag(faker, gender, 0) : bodyFlag(faker, gender, 0.3),
      tattoos: bodyFlag(faker, gender, 0.55),
      piercings: bodyFlag(faker, gender, 0.6),
      type,
    };
  });
}

export function buildChannels(seed = CHANNEL_SEED, count = CHANNEL_COUNT): Channel[] {
  const faker = new Faker({ locale: [en, base], seed });
  const names = new Set<string>();
  const channels: Channel[] = [];
  while (channels.length < count) {
    const name = inventStudioName(faker);
    if (names.has(name) || isRealStudioName(name)) continue;
    names.add(name);
    const id = faker.string.uuid();
    channels.push({ id, name, photo: `/assets/channels/${id}.svg` });
  }
  return channels;
}
