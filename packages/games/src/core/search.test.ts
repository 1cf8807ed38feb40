import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MIN_SEARCH_LENGTH,
  createSearchIndex,
  normalizeForSearch,
  searchIndex,
  searchOptions,
  similarity,
} from './search';

const option = (name: string, id = name.toLowerCase().replace(/\s+/g, '-')) => ({ id, name });

describe('given a text to normalise', () => {
  it.each([
    ['Zoë', 'zoe'],
    ['Łucja', 'lucja'],
    ['Søren', 'soren'],
    ['Đorđe', 'dorde'],
    ['Groß', 'gross'],
    ['ẞIG', 'ssig'],
    ['Ærin', 'aerin'],
    ['Œlla', 'oella'],
    ['Þóra', 'thora'],
    ['Ðana', 'dana'],
    ['Ħanna', 'hanna'],
    ['Yıldız', 'yildiz'],
    ['İpek', 'ipek'],
    ['Renée  Côté', 'renee cote'],
    ['  Ann\tLee ', 'ann lee'],
    ['José Ñúñez', 'jose nunez'],
    ['Bo & Lu', 'bo & lu'],
    ['', ''],
  ])('turns %j into %j', (text, normal) => {
    expect(normalizeForSearch(text)).toBe(normal);
  });

  it('treats composed and decomposed accents alike', () => {
    expect(normalizeForSearch('Zo\u00EB')).toBe(normalizeForSearch('Zoe\u0308'));
  });
});

describe('given two texts', () => {
  it.each([
    ['anna', 'anna', 1],
    ['ann', 'anna', 0.75],
    ['an', 'anna', 0.5],
    ['a', 'anna', 0.25],
    ['abc', 'xyz', 0],
    ['', '', 1],
    ['ANNA', 'anna', 1],
    ['zoe', 'Zoë', 1],
    ['kitten', 'sitting', 1 - 3 / 7],
  ])('%j and %j are %d similar', (a, b, value) => {
    expect(similarity(a, b)).toBeCloseTo(value, 10);
  });
});

describe('given a query that is too short', () => {
  const options = [option('Anna'), option('Bo')];

  it('needs one character', () => {
    expect(MIN_SEARCH_LENGTH).toBe(1);
  });

  it.each(['', ' ', '   ', '\t\n'])('lists nothing for %j', (query) => {
    expect(searchOptions(options, query)).toEqual([]);
  });

  it('lists matches from the first character', () => {
    expect(searchOptions(options, 'b')).toEqual([option('Bo')]);
  });
});

describe('given performers to search', () => {
  const options = [
    option('Anna Bell'),
    option('Annabel Lee'),
    option('Joanna'),
    option('Hanna'),
    option('Zoë Ray'),
    option('Łucja Nowak'),
    option('Søren Dahl'),
    option('Renée Côté'),
    option('Ben'),
  ];

  it.each([
    ['anna', ['Hanna', 'Joanna', 'Anna Bell', 'Annabel Lee']],
    ['ANNA', ['Hanna', 'Joanna', 'Anna Bell', 'Annabel Lee']],
    ['annabel', ['Annabel Lee']],
    ['anna bell', ['Anna Bell']],
    ['zoe', ['Zoë Ray']],
    ['zoë', ['Zoë Ray']],
    ['lucja', ['Łucja Nowak']],
    ['soren', ['Søren Dahl']],
    ['renee cote', ['Renée Côté']],
    ['  ben ', ['Ben']],
    ['xyz', []],
  ])('for %j lists %j in that order', (query, names) => {
    expect(searchOptions(options, query).map((o) => o.name)).toEqual(names);
  });

  it('orders by similarity, most similar first', () => {
    // 'ann' against: anna (0.75), hanna (0.6), joanna (0.5), anna bell (1/3), annabel lee (3/11)
    const names = searchOptions(
      [
        option('Annabel Lee'),
        option('Joanna'),
        option('Anna'),
        option('Anna Bell'),
        option('Hanna'),
      ],
      'ann',
    ).map((o) => o.name);
    expect(names).toEqual(['Anna', 'Hanna', 'Joanna', 'Anna Bell', 'Annabel Lee']);
  });

  it('breaks similarity ties by name', () => {
    const names = searchOptions([option('Kia'), option('Ika'), option('Kim')], 'k').map(
      (o) => o.name,
    );
    expect(names).toEqual(['Ika', 'Kia', 'Kim']);
  });

  it('breaks full ties (same name) by id', () => {
    const ids = searchOptions([option('Kim', 'b'), option('Kim', 'a')], 'kim').map((o) => o.id);
    expect(ids).toEqual(['a', 'b']);
  });

  it('leaves out ids already guessed', () => {
    const exclude = new Set(['hanna', 'joanna']);
    expect(searchOptions(options, 'anna', { exclude }).map((o) => o.name)).toEqual([
      'Anna Bell',
      'Annabel Lee',
    ]);
  });

  it.each([
    [0, []],
    [1, ['Hanna']],
    [2, ['Hanna', 'Joanna']],
    [10, ['Hanna', 'Joanna', 'Anna Bell', 'Annabel Lee']],
    [-1, []],
  ])('with limit %i lists %j', (limit, names) => {
    expect(searchOptions(options, 'anna', { limit }).map((o) => o.name)).toEqual(names);
  });

  it('returns the options given, not copies', () => {
    const ben = options[8];
    expect(searchOptions(options, 'ben')[0]).toBe(ben);
  });
});

describe('given a prepared index', () => {
  // The plain definition of SPEC §5, computed the slow way: every match scored with a full
  // edit distance and the whole list sorted.
  function reference(options: readonly { id: string; name: string }[], query: string) {
    const needle = normalizeForSearch(query);
    if (needle.length < MIN_SEARCH_LENGTH) return [];
    return options
      .map((option) => ({ option, key: normalizeForSearch(option.name) }))
      .filter(({ key }) => key.includes(needle))
      .map((e) => ({ ...e, score: similarity(needle, e.key) }))
      .sort(
        (a, b) =>
          b.score - a.score ||
          (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) ||
          (a.option.name < b.option.name ? -1 : a.option.name > b.option.name ? 1 : 0) ||
          (a.option.id < b.option.id ? -1 : a.option.id > b.option.id ? 1 : 0),
      )
      .map(({ option }) => option);
  }

  const names = fc.array(
    fc.record({
      id: fc.uuid(),
      name: fc.stringMatching(/^[abcéÉ' -]{1,12}$/),
    }),
    { maxLength: 60 },
  );

  it('orders exactly like the edit-distance definition, whole and cut to any limit', () => {
    fc.assert(
      fc.property(names, fc.stringMatching(/^[abcé' -]{0,3}$/), fc.nat(70), (options, q, k) => {
        const index = createSearchIndex(options);
        const expected = reference(options, q);
        expect(searchIndex(index, q)).toEqual(expected);
        expect(searchIndex(index, q, { limit: k })).toEqual(expected.slice(0, k));
      }),
      { numRuns: 300 },
    );
  });

  it('leaves out excluded ids before cutting to the limit', () => {
    const options = [option('Ann'), option('Anna'), option('Annabel'), option('Joanna')];
    const index = createSearchIndex(options);
    expect(searchIndex(index, 'ann', { exclude: new Set(['ann']), limit: 2 })).toEqual([
      option('Anna'),
      option('Joanna'),
    ]);
  });
});
