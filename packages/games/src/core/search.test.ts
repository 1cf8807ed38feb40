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

  it('answers a run of queries on one index like a fresh index answers each', () => {
    // Typing, deleting, pasting and excluding in any order: the matches an index remembers
    // from one query to the next never change a result.
    const queries = fc.array(
      fc.record({
        q: fc.stringMatching(/^[abcé' -]{0,4}$/),
        excluded: fc.nat(3),
        limit: fc.option(fc.nat(8), { nil: undefined }),
      }),
      { minLength: 1, maxLength: 25 },
    );
    fc.assert(
      fc.property(names, queries, (options, run) => {
        const index = createSearchIndex(options);
        for (const { q, excluded, limit } of run) {
          const exclude = new Set(options.slice(0, excluded).map((o) => o.id));
          expect(searchIndex(index, q, { exclude, limit })).toEqual(
            searchIndex(createSearchIndex(options), q, { exclude, limit }),
          );
        }
        expect(index.recent.length).toBeLessThanOrEqual(8);
      }),
      { numRuns: 300 },
    );
  });

  it('looks for a longer query among the last matches only', () => {
    const options = [option('Ann'), option('Bob'), option('Joanna'), option('Bea')];
    const index = createSearchIndex(options);
    expect(searchIndex(index, 'n')).toEqual([option('Ann'), option('Joanna')]);
    // Entries that were not matches of 'n' are not read again for 'an'.
    const read: string[] = [];
    for (const entry of index.entries) {
      const { key } = entry;
      Object.defineProperty(entry, 'key', {
        get: () => {
          read.push(key);
          return key;
        },
      });
    }
    expect(searchIndex(index, 'an')).toEqual([option('Ann'), option('Joanna')]);
    expect(read).not.toContain('bob');
    expect(read).not.toContain('bea');
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
