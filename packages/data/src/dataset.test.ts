import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ETHNICITIES,
  GENDERS,
  channelById,
  isCountryCode,
  channelSchema,
  channels,
  performerById,
  performerSchema,
  performers,
  validateChannels,
  validatePerformers,
} from './index';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `/assets/x/y.svg` is served from packages/data/assets/x/y.svg. */
function assetFile(url: string): string {
  expect(url).toMatch(/^\/assets\//);
  return path.join(packageRoot, url.replace(/^\//, ''));
}

function mean(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

describe('the shipped performers', () => {
  it('are 150 records that satisfy the schema and the dataset rules', () => {
    expect(performers).toHaveLength(150);
    for (const p of performers) expect(performerSchema.safeParse(p).success).toBe(true);
    expect(validatePerformers(performers)).toEqual([]);
  });

  it('are ranked 1..150, unique and ascending in array order', () => {
    expect(performers.map((p) => p.rank)).toEqual(Array.from({ length: 150 }, (_, i) => i + 1));
  });

  it('include every gender, with a female majority', () => {
    const byGender = (g: string) => performers.filter((p) => p.gender === g).length;
    for (const gender of GENDERS) expect(byGender(gender), gender).toBeGreaterThan(0);
    expect(byGender('Female')).toBeGreaterThan(performers.length / 2);
  });

  it('include both types, each with its own profile path', () => {
    for (const type of ['model', 'pornstar'] as const) {
      const ofType = performers.filter((p) => p.type === type);
      expect(ofType.length, type).toBeGreaterThan(20);
      for (const p of ofType) expect(p.profileUrl).toMatch(new RegExp(`^/${type}/[a-z0-9-]+$`));
    }
  });

  it('have unique ids, slugs and names', () => {
    const slugs = performers.map((p) => p.profileUrl.split('/')[2]);
    expect(new Set(slugs).size).toBe(150);
    expect(new Set(performers.map((p) => p.name)).size).toBe(150);
  });

  it('have invented names with accents, hyphens and couple names', () => {
    expect(
      performers.filter((p) => /\p{M}|[łŁ]/u.test(p.name.normalize('NFD'))).length,
    ).toBeGreaterThanOrEqual(3);
    expect(performers.some((p) => p.name.includes('-'))).toBe(true);
    for (const couple of performers.filter((p) => p.gender === 'Couple')) {
      expect(couple.name).toMatch(/^\S.* & \S.*$/);
    }
  });

  it('come from at least 20 birthplaces and many ethnicities, mixed ones included', () => {
    expect(new Set(performers.map((p) => p.birthPlace)).size).toBeGreaterThanOrEqual(20);
    const ethnicities = new Set(performers.map((p) => p.ethnicity));
    expect(ethnicities.size).toBeGreaterThanOrEqual(8);
    expect([...ethnicities].filter((e) => e.startsWith('Mixed')).length).toBeGreaterThanOrEqual(2);
    for (const e of ethnicities) expect(ETHNICITIES).toContain(e);
  });

  it('name the country of every birthplace with its ISO code, matching the written country', () => {
    const english = new Intl.DisplayNames(['en'], { type: 'region' });
    // Intl's English names differ from the generator's for two countries.
    const aliases: Record<string, string> = { Czechia: 'Czech Republic', Türkiye: 'Turkey' };
    for (const p of performers.filter((p) => p.birthPlace)) {
      expect(p.birthCountry, p.name).toBeDefined();
      expect(isCountryCode(p.birthCountry!), p.name).toBe(true);
      const written = p.birthPlace.split(',').at(-1)!.trim();
      const named = english.of(p.birthCountry!)!;
      expect(aliases[named] ?? named, p.name).toBe(written);
    }
  });

  it('list one to three distinct hair colours, with every length present', () => {
    const lengths = new Set(performers.map((p) => p.hairColor.length));
    expect([...lengths].sort()).toEqual([1, 2, 3]);
    for (const p of performers) expect(new Set(p.hairColor).size).toBe(p.hairColor.length);
  });

  it('leave unknown values null where profiles often omit them', () => {
    for (const field of ['birthYear', 'debutYear', 'heightCm', 'weightKg'] as const) {
      const nulls = performers.filter((p) => p[field] === null).length;
      expect(nulls, field).toBeGreaterThan(0);
      expect(nulls, field).toBeLessThan(75);
    }
    expect(performers.every((p) => p.eyeColor === null)).toBe(true);
    const males = performers.filter((p) => p.gender === 'Male');
    expect(males.filter((p) => p.fakeBoobs === null).length).toBeGreaterThan(males.length / 2);
    expect(performers.some((p) => p.gender === 'Female' && p.tattoos === null)).toBe(true);
    expect(performers.some((p) => p.relationshipStatus === null)).toBe(true);
    expect(performers.some((p) => p.interestedIn === null)).toBe(true);
  });

  it('debut at 18 or later when both years are known', () => {
    for (const p of performers) {
      if (p.birthYear !== null && p.debutYear !== null) {
        expect(p.debutYear - p.birthYear, p.name).toBeGreaterThanOrEqual(18);
      }
    }
  });

  it('have counts that fall with rank on average', () => {
    const thirds = [performers.slice(0, 50), performers.slice(50, 100), performers.slice(100)];
    for (const field of ['visits', 'subscribers', 'videoCount'] as const) {
      const [top, middle, bottom] = thirds.map((third) => mean(third.map((p) => p[field])));
      expect(top, field).toBeGreaterThan(middle!);
      expect(middle, field).toBeGreaterThan(bottom!);
    }
  });

  it('each have a picture file on disk at /assets/performers/{slug}.svg', () => {
    for (const p of performers) {
      const slug = p.profileUrl.split('/')[2];
      expect(p.profilePictureUrl).toBe(`/assets/performers/${slug}.svg`);
      const file = assetFile(p.profilePictureUrl);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(20_000);
    }
  });

  it('are found by id', () => {
    const last = performers[149]!;
    expect(performerById(last.profileUrl)).toBe(last);
    expect(performerById('/model/nobody-at-all')).toBeUndefined();
  });
});

describe('the shipped channels', () => {
  it('are 150 valid records with unique UUIDs and names', () => {
    expect(channels).toHaveLength(150);
    for (const c of channels) expect(channelSchema.safeParse(c).success).toBe(true);
    expect(validateChannels(channels)).toEqual([]);
    expect(new Set(channels.map((c) => c.name)).size).toBe(150);
  });

  it('each have a logo file on disk at /assets/channels/{uuid}.svg', () => {
    for (const c of channels) {
      expect(c.photo).toBe(`/assets/channels/${c.id}.svg`);
      expect(existsSync(assetFile(c.photo)), c.photo).toBe(true);
    }
  });

  it('are found by id', () => {
    const first = channels[0]!;
    expect(channelById(first.id)).toBe(first);
    expect(channelById('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });
});
