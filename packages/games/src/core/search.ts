import { distance } from 'fastest-levenshtein';

/** Autocomplete search (SPEC §5), plus accent-insensitive matching. */

/** Characters a query needs before any option is listed. */
export const MIN_SEARCH_LENGTH = 1;

/** Letters that Unicode does not decompose into a base letter plus an accent. */
const FOLDED_LETTERS: Readonly<Record<string, string>> = {
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
};
const FOLDED = new RegExp(`[${Object.keys(FOLDED_LETTERS).join('')}]`, 'gu');

/**
 * The form names and queries are compared in: lower case, accents removed ("Zoë" → "zoe"),
 * letters without a decomposition folded (ł→l, ø→o, đ/ð→d, ħ→h, ı→i, ß→ss, æ→ae, œ→oe, þ→th),
 * whitespace runs collapsed to one space and trimmed.
 */
export function normalizeForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(FOLDED, (letter) => FOLDED_LETTERS[letter] ?? letter)
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * 1 − edit distance / length of the longer text, on normalised texts: 1 is identical, 0 shares
 * nothing. Two empty texts are identical.
 */
export function similarity(a: string, b: string): number {
  const left = normalizeForSearch(a);
  const right = normalizeForSearch(b);
  const longer = Math.max(left.length, right.length);
  return longer === 0 ? 1 : 1 - distance(left, right) / longer;
}

/** Anything with an id and a display name: a performer option or a channel option. */
export interface SearchOption {
  id: string;
  name: string;
}

export interface SearchSettings {
  /** Ids already guessed: never listed (SPEC §4). */
  exclude?: ReadonlySet<string>;
  /** Most options returned; all when omitted. */
  limit?: number;
}

/** Options with their names normalised once, so a keystroke only compares. */
export interface SearchIndex<T extends SearchOption> {
  readonly entries: readonly { readonly option: T; readonly key: string }[];
  /**
   * The last few queries' matches (positions in `entries`, every name containing the query,
   * excluded ids included), newest last. A query that contains one of them is looked for among
   * its matches only: typing a letter narrows the last list instead of scanning every name, and
   * deleting one finds the list of the shorter query again.
   */
  readonly recent: { needle: string; matches: number[] }[];
}

/** Queries whose matches an index remembers (a name typed, then corrected, fits). */
const RECENT_QUERIES = 8;

/** Normalises every name once (the costly part of a search); build it when the options change. */
export function createSearchIndex<T extends SearchOption>(options: readonly T[]): SearchIndex<T> {
  return {
    entries: options.map((option) => ({ option, key: normalizeForSearch(option.name) })),
    recent: [],
  };
}

/**
 * The positions of the names containing `needle`: among the matches of the longest remembered
 * query that `needle` contains (a name containing `needle` contains every part of it), else among
 * every name. Remembers the result.
 */
function matchesOf<T extends SearchOption>(index: SearchIndex<T>, needle: string): number[] {
  const { entries, recent } = index;
  let from: number[] | undefined;
  for (let i = recent.length - 1; i >= 0; i -= 1) {
    const known = recent[i] as { needle: string; matches: number[] };
    if (known.needle === needle) return known.matches;
    if (needle.includes(known.needle) && (!from || known.matches.length < from.length)) {
      from = known.matches;
    }
  }
  const matches: number[] = [];
  if (from) {
    for (const at of from) {
      if ((entries[at] as { key: string }).key.includes(needle)) matches.push(at);
    }
  } else {
    for (let at = 0; at < entries.length; at += 1) {
      if ((entries[at] as { key: string }).key.includes(needle)) matches.push(at);
    }
  }
  if (recent.push({ needle, matches }) > RECENT_QUERIES) recent.shift();
  return matches;
}

interface Ranked<T> {
  option: T;
  key: string;
  score: number;
}

function before<T extends SearchOption>(a: Ranked<T>, b: Ranked<T>): number {
  return (
    b.score - a.score ||
    compareText(a.key, b.key) ||
    compareText(a.option.name, b.option.name) ||
    compareText(a.option.id, b.option.id)
  );
}

/**
 * {@link searchOptions} over a prepared index. Every listed name contains the query, and the edit
 * distance from a text to a longer one containing it is exactly the length difference (it is at
 * least that, and inserting the missing characters achieves it): so the similarity is
 * `query length / name length`, computed without any edit-distance table. The names are looked
 * for among the matches of a remembered query the new one contains (`SearchIndex.recent`), so a
 * keystroke that adds a letter reads only the last matches. With a `limit`, only
 * the best `limit` matches are kept while scanning (insertion into a short sorted list), instead
 * of sorting every match.
 */
export function searchIndex<T extends SearchOption>(
  index: SearchIndex<T>,
  query: string,
  { exclude, limit }: SearchSettings = {},
): T[] {
  const needle = normalizeForSearch(query);
  if (needle.length < MIN_SEARCH_LENGTH) return [];
  const cap = limit === undefined ? Infinity : Math.max(0, Math.floor(limit));
  if (cap === 0) return [];
  const best: Ranked<T>[] = [];
  const { entries } = index;
  const matches = matchesOf(index, needle);
  if (cap === Infinity) {
    for (const at of matches) {
      const { option, key } = entries[at] as { option: T; key: string };
      if (exclude?.has(option.id)) continue;
      best.push({ option, key, score: needle.length / key.length });
    }
    return best.sort(before).map(({ option }) => option);
  }
  for (const at of matches) {
    const { option, key } = entries[at] as { option: T; key: string };
    if (exclude?.has(option.id)) continue;
    const entry = { option, key, score: needle.length / key.length };
    if (best.length >= cap) {
      if (before(entry, best[best.length - 1] as Ranked<T>) >= 0) continue;
      best.pop();
    }
    // Binary search for the insertion point keeps `best` sorted.
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(best[mid] as Ranked<T>, entry) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, entry);
  }
  return best.map(({ option }) => option);
}

/**
 * The options listed for a query (SPEC §5):
 * - none until the query has at least one non-space character;
 * - those whose name contains the query, ignoring case, accents and extra whitespace;
 * - most similar first ({@link similarity} of query and name), ties by normalised name, then
 *   name, then id, so the order is total and stable;
 * - without excluded ids, cut to `limit`.
 * For a list searched on every keystroke, build {@link createSearchIndex} once and call
 * {@link searchIndex}.
 */
export function searchOptions<T extends SearchOption>(
  options: readonly T[],
  query: string,
  settings: SearchSettings = {},
): T[] {
  return searchIndex(createSearchIndex(options), query, settings);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
