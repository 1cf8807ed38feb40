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

/**
 * The options listed for a query (SPEC §5):
 * - none until the query has at least one non-space character;
 * - those whose name contains the query, ignoring case, accents and extra whitespace;
 * - most similar first ({@link similarity} of query and name), ties by normalised name, then
 *   name, then id, so the order is total and stable;
 * - without excluded ids, cut to `limit`.
 */
export function searchOptions<T extends SearchOption>(
  options: readonly T[],
  query: string,
  { exclude, limit }: SearchSettings = {},
): T[] {
  const needle = normalizeForSearch(query);
  if (needle.length < MIN_SEARCH_LENGTH) return [];
  const ranked = options
    .filter((option) => !exclude?.has(option.id))
    .map((option) => ({ option, key: normalizeForSearch(option.name) }))
    .filter(({ key }) => key.includes(needle))
    .map((entry) => ({
      ...entry,
      score: 1 - distance(needle, entry.key) / Math.max(needle.length, entry.key.length),
    }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        compareText(a.key, b.key) ||
        compareText(a.option.name, b.option.name) ||
        compareText(a.option.id, b.option.id),
    )
    .map(({ option }) => option);
  return limit === undefined ? ranked : ranked.slice(0, Math.max(0, limit));
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
