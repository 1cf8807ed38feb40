import { z } from 'zod';
import { isCountryCode } from './countries';

/**
 * The dataset schema. Operators who bring their own performers and channels must match it;
 * `pnpm data:check <file.json>` validates a file against it (see packages/data/README.md).
 */

export const GENDERS = ['Female', 'Male', 'Couple', 'None'] as const;
export const PERFORMER_TYPES = ['model', 'pornstar'] as const;
export const RELATIONSHIP_STATUSES = ['Open', 'Single', 'Taken'] as const;
export const INTERESTED_IN = ['Girls', 'Guys', 'Guys and Girls'] as const;
export const ETHNICITIES = [
  'Caucasian',
  'White',
  'Latin',
  'Asian',
  'Black',
  'Other',
  'Mixed Asian',
  'Mixed Black',
  'Mixed Latin',
  'Mixed White',
] as const;
export const HAIR_COLORS = [
  'Red',
  'Brunette',
  'Blonde',
  'Black',
  'Grey',
  'Auburn',
  'Other',
] as const;

/** `/model/{slug}` or `/pornstar/{slug}`: the performer's identifier, matching its type. */
export const PROFILE_PATH = /^\/(model|pornstar)\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A picture reference: a path on the site/API origin (the server serves packages/data/assets at
 * /assets) or an absolute http(s) URL for operators who host pictures elsewhere.
 */
export const PICTURE_PATH = /^(\/|https?:\/\/)\S+$/;

/** Youngest debut age accepted: a debut year must be at least birthYear + 18. */
export const MIN_DEBUT_AGE = 18;

export const PROFILE_URL_TYPE_MESSAGE = 'profileUrl must start with /{type}/';
export const DEBUT_AGE_MESSAGE = `debutYear must be at least birthYear + ${MIN_DEBUT_AGE}`;

const nonNegativeInt = z.number().int().nonnegative();

export const BIRTH_COUNTRY_MESSAGE =
  'must be an ISO 3166-1 alpha-2 country code in capitals, such as CZ';

/** The country of `birthPlace` as an ISO 3166-1 alpha-2 code: the widgets name it in each language. */
export const birthCountrySchema = z
  .string()
  .refine((code) => isCountryCode(code), { message: BIRTH_COUNTRY_MESSAGE });
/**
 * The languages a dataset may name its cities in, besides English (`birthPlace`'s own): the
 * site's other languages.
 */
export const CITY_NAME_LANGUAGES = ['es', 'fr', 'it', 'pl', 'pt'] as const;
export type CityNameLanguage = (typeof CITY_NAME_LANGUAGES)[number];

export const BIRTH_CITY_NAMES_MESSAGE =
  "needs a city in birthPlace ('City, Country') to name in other languages";

/**
 * The city of `birthPlace` in the site's other languages (issue 56: "Prague, Chequia" mixed an
 * English city with a Spanish country). A language left out writes the city as English does
 * (`{ es: 'Praga', it: 'Praga', pl: 'Praga', pt: 'Praga' }`: French says "Prague" too; `{}` for
 * a city every language writes alike). Without the field the dataset does not name its cities
 * in other languages, and the widgets show the place all in English rather than half.
 */
export const birthCityNamesSchema = z
  .object(
    Object.fromEntries(
      CITY_NAME_LANGUAGES.map((language) => [language, z.string().trim().min(1).optional()]),
    ) as Record<CityNameLanguage, z.ZodOptional<z.ZodString>>,
  )
  .strict();

const picture = z
  .string()
  .regex(PICTURE_PATH, 'must be a non-empty path such as /assets/x.svg or an http(s) URL');

export const performerSchema = z
  .object({
    name: z.string().trim().min(1),
    videoCount: nonNegativeInt,
    visits: nonNegativeInt,
    rank: z.number().int().positive(),
    subscribers: nonNegativeInt,
    profileUrl: z.string().regex(PROFILE_PATH, 'must look like /model/{slug} or /pornstar/{slug}'),
    profilePictureUrl: picture,
    relationshipStatus: z.enum(RELATIONSHIP_STATUSES).nullable(),
    interestedIn: z.enum(INTERESTED_IN).nullable(),
    gender: z.enum(GENDERS),
    birthPlace: z.string().min(1),
    birthCountry: birthCountrySchema.optional(),
    birthCityNames: birthCityNamesSchema.optional(),
    birthYear: z.number().int().min(1900).max(2100).nullable(),
    debutYear: z.number().int().min(1900).max(2100).nullable(),
    heightCm: z.number().positive().nullable(),
    weightKg: z.number().positive().nullable(),
    ethnicity: z.enum(ETHNICITIES),
    eyeColor: z.null(),
    hairColor: z.array(z.enum(HAIR_COLORS)).min(1).max(3),
    fakeBoobs: z.boolean().nullable(),
    tattoos: z.boolean().nullable(),
    piercings: z.boolean().nullable(),
    type: z.enum(PERFORMER_TYPES),
  })
  .strict()
  .refine((p) => p.profileUrl.startsWith(`/${p.type}/`), {
    message: PROFILE_URL_TYPE_MESSAGE,
    path: ['profileUrl'],
  })
  .refine(
    (p) =>
      p.birthYear === null || p.debutYear === null || p.debutYear >= p.birthYear + MIN_DEBUT_AGE,
    { message: DEBUT_AGE_MESSAGE, path: ['debutYear'] },
  )
  .refine((p) => p.birthCityNames === undefined || p.birthPlace.includes(','), {
    message: BIRTH_CITY_NAMES_MESSAGE,
    path: ['birthCityNames'],
  });

export const channelSchema = z
  .object({
    id: z.uuid(),
    name: z.string().trim().min(1),
    photo: picture,
  })
  .strict();

export type Performer = z.infer<typeof performerSchema>;

/**
 * The performer fields a widget reads: the name it searches and shows, the id, the picture, the
 * six compared fields (SPEC §3) and the debut clue. The API's dataset call serves only these; the
 * rest of an operator's record (visits, subscribers, measurements ...) stays on the server.
 */
export const PERFORMER_ITEM_FIELDS = [
  'name',
  'profileUrl',
  'profilePictureUrl',
  'type',
  'gender',
  'birthPlace',
  'birthCountry',
  'birthCityNames',
  'ethnicity',
  'hairColor',
  'rank',
  'debutYear',
] as const satisfies readonly (keyof Performer)[];

/** A performer as the widgets know it. */
export type PerformerItem = Pick<Performer, (typeof PERFORMER_ITEM_FIELDS)[number]>;
export type Channel = z.infer<typeof channelSchema>;
export type BirthCityNames = z.infer<typeof birthCityNamesSchema>;
export type Gender = (typeof GENDERS)[number];
export type Ethnicity = (typeof ETHNICITIES)[number];
export type HairColor = (typeof HAIR_COLORS)[number];
export type PerformerType = (typeof PERFORMER_TYPES)[number];
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number];
export type InterestedIn = (typeof INTERESTED_IN)[number];
