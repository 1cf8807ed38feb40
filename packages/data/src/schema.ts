import { z } from 'zod';

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

const nonNegativeInt = z.number().int().nonnegative();

export const performerSchema = z
  .object({
    name: z.string().trim().min(1),
    videoCount: nonNegativeInt,
    visits: nonNegativeInt,
    rank: z.number().int().positive(),
    subscribers: nonNegativeInt,
    profileUrl: z.string().regex(PROFILE_PATH, 'must look like /model/{slug} or /pornstar/{slug}'),
    profilePictureUrl: z.string().min(1),
    relationshipStatus: z.enum(RELATIONSHIP_STATUSES).nullable(),
    interestedIn: z.enum(INTERESTED_IN).nullable(),
    gender: z.enum(GENDERS),
    birthPlace: z.string().min(1),
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
    message: 'profileUrl must start with /{type}/',
    path: ['profileUrl'],
  });

export const channelSchema = z
  .object({
    id: z.uuid(),
    name: z.string().trim().min(1),
    photo: z.string().min(1),
  })
  .strict();

export type Performer = z.infer<typeof performerSchema>;
export type Channel = z.infer<typeof channelSchema>;
export type Gender = (typeof GENDERS)[number];
export type Ethnicity = (typeof ETHNICITIES)[number];
export type HairColor = (typeof HAIR_COLORS)[number];
export type PerformerType = (typeof PERFORMER_TYPES)[number];
