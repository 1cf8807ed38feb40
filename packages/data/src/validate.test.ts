import { describe, expect, it } from 'vitest';
import type { Channel, Performer } from './schema';
import {
  detectDatasetKind,
  validateChannels,
  validateDataset,
  validatePerformers,
} from './validate';

function performer(overrides: Partial<Performer> = {}): Performer {
  return {
    name: 'Zoë Valmora',
    videoCount: 120,
    visits: 5_000_000,
    rank: 1,
    subscribers: 20_000,
    profileUrl: '/model/zoe-valmora',
    profilePictureUrl: '/assets/performers/zoe-valmora.svg',
    relationshipStatus: 'Single',
    interestedIn: null,
    gender: 'Female',
    birthPlace: 'Prague, Czech Republic',
    birthYear: 1995,
    debutYear: 2016,
    heightCm: 168,
    weightKg: null,
    ethnicity: 'Mixed White',
    eyeColor: null,
    hairColor: ['Blonde', 'Red'],
    fakeBoobs: null,
    tattoos: true,
    piercings: false,
    type: 'model',
    ...overrides,
  };
}

function channel(overrides: Partial<Channel> = {}): Channel {
  return {
    id: '5fb9220d-9b0f-4d32-a248-6492457c3890',
    name: 'Velour Tangent',
    photo: '/assets/channels/5fb9220d-9b0f-4d32-a248-6492457c3890.svg',
    ...overrides,
  };
}

const second = { rank: 2, name: 'Inès Korvale', profileUrl: '/model/ines-korvale' } as const;

describe('validatePerformers', () => {
  it('accepts a valid dataset', () => {
    expect(validatePerformers([performer(), performer(second)])).toEqual([]);
  });

  it('rejects something that is not an array', () => {
    expect(validatePerformers({ performers: [] })).toEqual([
      { index: null, field: '(root)', message: 'expected a JSON array of performers' },
    ]);
  });

  it('names the record and field of a wrong enum value, and shows the value found', () => {
    const problems = validatePerformers([performer({ gender: 'Femme' as Performer['gender'] })]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ index: 0, field: 'gender' });
    expect(problems[0]?.message).toContain('"Femme"');
    expect(problems[0]?.message).toContain('Female');
  });

  it('reports a missing field as missing', () => {
    const { birthPlace: _omitted, ...withoutBirthPlace } = performer(second);
    const problems = validatePerformers([performer(), withoutBirthPlace]);
    expect(problems).toEqual([
      { index: 1, field: 'birthPlace', message: expect.stringMatching(/^missing/) },
    ]);
  });

  it('accepts a birthCountry that is an ISO 3166-1 alpha-2 code, and a record without one', () => {
    const { birthCountry: _omitted, ...withoutCountry } = performer(second);
    expect(validatePerformers([performer({ birthCountry: 'CZ' }), withoutCountry])).toEqual([]);
  });

  it.each(['cz', 'CZE', 'XX', 'EU', 'Czech Republic', ''])(
    'rejects the birthCountry %j, naming the expected form',
    (code) => {
      const problems = validatePerformers([performer({ birthCountry: code as 'CZ' })]);
      expect(problems).toEqual([
        { index: 0, field: 'birthCountry', message: expect.stringContaining('ISO 3166-1 alpha-2') },
      ]);
    },
  );

  it("accepts a city's names in the site's other languages, some or none of them", () => {
    const place = { birthPlace: 'Prague, Czech Republic', birthCountry: 'CZ' } as const;
    expect(
      validatePerformers([
        performer({ ...place, birthCityNames: { es: 'Praga', pl: 'Praga' } }),
        performer({ ...second, ...place, birthCityNames: {} }),
      ]),
    ).toEqual([]);
  });

  it.each([
    ['an unknown language', { de: 'Prag' }, 'birthCityNames.de'],
    ['an empty name', { es: ' ' }, 'birthCityNames.es'],
    ['a name that is not text', { fr: 3 }, 'birthCityNames.fr'],
  ])("rejects a city's names with %s", (_, names, field) => {
    const problems = validatePerformers([
      performer({
        birthPlace: 'Prague, Czech Republic',
        birthCityNames: names as Performer['birthCityNames'],
      }),
    ]);
    expect(problems).toEqual([
      expect.objectContaining({ index: 0, field: expect.stringContaining(field) }),
    ]);
  });

  it("rejects a city's names on a birthplace without a city", () => {
    const problems = validatePerformers([
      performer({ birthPlace: 'Czech Republic', birthCityNames: { es: 'Praga' } }),
    ]);
    expect(problems).toEqual([
      { index: 0, field: 'birthCityNames', message: expect.stringContaining('needs a city') },
    ]);
  });

  it('reports an unknown field', () => {
    const problems = validatePerformers([{ ...performer(), eyeColour: 'Green' }]);
    expect(problems).toEqual([{ index: 0, field: 'eyeColour', message: expect.any(String) }]);
  });

  it('points into arrays: a bad hair colour names its position', () => {
    const problems = validatePerformers([
      performer({ hairColor: ['Blonde', 'Pink'] as unknown as Performer['hairColor'] }),
    ]);
    expect(problems).toEqual([{ index: 0, field: 'hairColor.1', message: expect.any(String) }]);
  });

  it('rejects an empty and an over-long hair colour list', () => {
    const problems = validatePerformers([
      performer({ hairColor: [] }),
      performer({ ...second, hairColor: ['Red', 'Black', 'Grey', 'Auburn'] }),
    ]);
    expect(problems.map((p) => [p.index, p.field])).toEqual([
      [0, 'hairColor'],
      [1, 'hairColor'],
    ]);
  });

  it('rejects a non-null eye colour', () => {
    const problems = validatePerformers([{ ...performer(), eyeColor: 'Green' }]);
    expect(problems.map((p) => p.field)).toEqual(['eyeColor']);
  });

  it('reports a duplicate id (profileUrl) on the later record', () => {
    const problems = validatePerformers([
      performer(),
      performer({ ...second, profileUrl: '/model/zoe-valmora' }),
    ]);
    expect(problems).toEqual([
      { index: 1, field: 'profileUrl', message: 'duplicate id (profileUrl): same as record [0]' },
    ]);
  });

  it('reports a duplicate rank on the later record, once', () => {
    const problems = validatePerformers([performer(), performer({ ...second, rank: 1 })]);
    expect(problems).toEqual([
      { index: 1, field: 'rank', message: 'duplicate rank: same as record [0]' },
    ]);
  });

  it('reports ranks out of ascending order', () => {
    const problems = validatePerformers([
      performer({ rank: 5 }),
      performer({ ...second, rank: 3 }),
    ]);
    expect(problems).toEqual([
      {
        index: 1,
        field: 'rank',
        message: 'ranks must ascend in array order: 3 comes after 5 (record [0])',
      },
    ]);
  });

  it('reports a duplicate name, ignoring case and accents', () => {
    const problems = validatePerformers([
      performer(),
      performer({ ...second, name: 'zoe VALMORA' }),
    ]);
    expect(problems).toEqual([
      { index: 1, field: 'name', message: expect.stringContaining('same as record [0]') },
    ]);
  });

  it('reports a profile path whose prefix does not match the type', () => {
    const problems = validatePerformers([performer({ type: 'pornstar' })]);
    expect(problems).toEqual([
      {
        index: 0,
        field: 'profileUrl',
        message: 'profileUrl must start with /{type}/ (got "/model/zoe-valmora")',
      },
    ]);
  });

  it('reports a profile path that is not /model/{slug} or /pornstar/{slug}', () => {
    const problems = validatePerformers([performer({ profileUrl: 'https://example.com/zoe' })]);
    expect(problems.map((p) => [p.index, p.field])).toEqual([[0, 'profileUrl']]);
  });

  it('reports an empty picture path', () => {
    const problems = validatePerformers([performer({ profilePictureUrl: '' })]);
    expect(problems.map((p) => [p.index, p.field])).toEqual([[0, 'profilePictureUrl']]);
  });

  it('reports a debut before the age of 18', () => {
    const problems = validatePerformers([performer({ birthYear: 2000, debutYear: 2015 })]);
    expect(problems).toEqual([
      {
        index: 0,
        field: 'debutYear',
        message: 'debutYear must be at least birthYear + 18 (got 2015)',
      },
    ]);
  });

  it('accepts unknown years, sizes and body details as null', () => {
    const unknowns = performer({
      birthYear: null,
      debutYear: null,
      heightCm: null,
      weightKg: null,
      fakeBoobs: null,
      tattoos: null,
      piercings: null,
      relationshipStatus: null,
      interestedIn: null,
    });
    expect(validatePerformers([unknowns])).toEqual([]);
  });

  it('reports every problem, not only the first, in record order', () => {
    const { name: _omitted, ...nameless } = performer({ ...second, rank: 1 });
    const problems = validatePerformers([
      performer({ ethnicity: 'Martian' as Performer['ethnicity'] }),
      nameless,
      performer({ rank: 3, profileUrl: '/model/third', name: 'Third', videoCount: -1 }),
    ]);
    expect(problems.map((p) => [p.index, p.field])).toEqual([
      [0, 'ethnicity'],
      [1, 'name'],
      [1, 'rank'],
      [2, 'videoCount'],
    ]);
  });
});

describe('validateChannels', () => {
  it('accepts a valid dataset', () => {
    expect(validateChannels([channel()])).toEqual([]);
  });

  it('reports a malformed UUID, an empty name and an empty photo', () => {
    const problems = validateChannels([channel({ id: 'not-a-uuid', name: ' ', photo: '' })]);
    expect(problems.map((p) => p.field).sort()).toEqual(['id', 'name', 'photo']);
  });

  it('reports a duplicate id and a duplicate name on the later record', () => {
    const problems = validateChannels([
      channel(),
      channel({ name: 'Other Name' }),
      channel({ id: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d', name: 'velour tangent' }),
    ]);
    expect(problems).toEqual([
      { index: 1, field: 'id', message: 'duplicate id: same as record [0]' },
      { index: 2, field: 'name', message: expect.stringContaining('same as record [0]') },
    ]);
  });
});

describe('validateDataset', () => {
  it('detects performers and channels by their fields', () => {
    expect(detectDatasetKind([performer()])).toBe('performers');
    expect(detectDatasetKind([channel()])).toBe('channels');
    expect(detectDatasetKind([{ foo: 1 }])).toBeNull();
  });

  it('validates performers as performers', () => {
    const problems = validateDataset([performer(), performer({ ...second, rank: 1 })]);
    expect(problems.map((p) => p.field)).toEqual(['rank']);
  });

  it('validates channels as channels', () => {
    expect(validateDataset([channel({ id: 'nope' })]).map((p) => p.field)).toEqual(['id']);
  });

  it('explains an empty, unrecognisable or non-array dataset', () => {
    expect(validateDataset([])[0]?.message).toBe('the dataset is empty');
    expect(validateDataset([{ foo: 1 }])[0]?.message).toMatch(
      /cannot tell performers from channels/,
    );
    expect(validateDataset('hello')[0]).toMatchObject({ index: null, field: '(root)' });
  });
});
