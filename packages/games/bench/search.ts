/**
 * `pnpm bench:search`: search ranking per keystroke over an operator-sized dataset (10,000
 * performers, 2,000 channels; seeded, so every run searches the same names), against a plain
 * substring filter over the same names, and against the ranking this replaced (every name
 * normalised and every match scored with an edit distance and sorted, on every keystroke).
 *
 * Each query is typed letter by letter (every prefix is one keystroke), as in the dropdown.
 * Environment: BENCH_SEARCH_ROUNDS (default 5) passes over all keystrokes.
 */
import { distance } from 'fastest-levenshtein';
import { seededRandom } from '@guessdle/api/mocks';
import { createSearchIndex, normalizeForSearch, searchIndex } from '../src/core/search';
import { SEARCH_RESULT_LIMIT } from '../src/daily-view/searchLimit';

const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 5);

const random = seededRandom(2026);
const SYLLABLES = ['an', 'na', 'lé', 'ko', 'ri', 'sa', 'mé', 'lo', 'ta', 'ñu', 'ze', 'vi', 'ør'];
const word = () => {
  const text = Array.from(
    { length: 2 + Math.floor(random() * 3) },
    () => SYLLABLES[Math.floor(random() * SYLLABLES.length)],
  ).join('');
  return text.charAt(0).toUpperCase() + text.slice(1);
};
const options = (count: number, suffix = '') =>
  Array.from({ length: count }, (_, i) => ({
    id: String(i),
    name: `${random() < 0.1 ? "D'" : ''}${word()} ${word()}-${word()}${suffix}`,
  }));

const datasets = { performers: options(10_000), channels: options(2_000, ' Studios') };

// What the widgets did before: normalise every name and rank every match, on every keystroke.
function previousRanking(list: readonly { id: string; name: string }[], query: string) {
  const needle = normalizeForSearch(query);
  if (!needle) return [];
  return list
    .map((option) => ({ option, key: normalizeForSearch(option.name) }))
    .filter(({ key }) => key.includes(needle))
    .map((e) => ({
      ...e,
      score: 1 - distance(needle, e.key) / Math.max(needle.length, e.key.length),
    }))
    .sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ option }) => option);
}

function plainFilter(list: readonly { id: string; name: string }[], query: string) {
  const needle = query.toLowerCase();
  return list.filter((option) => option.name.toLowerCase().includes(needle));
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

function time(fn: () => unknown): number {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const f = (ms: number) => `${ms.toFixed(3)} ms`;

for (const [name, list] of Object.entries(datasets)) {
  // 40 names typed in full, letter by letter, plus a middle part of each (a surname).
  const typed = list.slice(0, 40).flatMap((o) => [o.name, o.name.split(' ')[1] ?? o.name]);
  const keystrokes = typed.flatMap((text) =>
    Array.from({ length: Math.min(text.length, 12) }, (_, i) => text.slice(0, i + 1)),
  );
  const indexBuild = time(() => createSearchIndex(list));
  const index = createSearchIndex(list);
  const ranked: number[] = [];
  const plain: number[] = [];
  const previous: number[] = [];
  for (let round = 0; round < ROUNDS + 1; round += 1) {
    for (const query of keystrokes) {
      const r = time(() => searchIndex(index, query, { limit: SEARCH_RESULT_LIMIT }));
      const p = time(() => plainFilter(list, query));
      const o = round < 2 ? time(() => previousRanking(list, query)) : NaN;
      // The first round warms the JIT up and is not counted.
      if (round === 0) continue;
      ranked.push(r);
      plain.push(p);
      if (!Number.isNaN(o)) previous.push(o);
    }
  }
  const r = stats(ranked);
  const p = stats(plain);
  const o = stats(previous);
  console.log(
    `\n${name}: ${list.length} names, ${keystrokes.length} keystrokes x ${ROUNDS} rounds`,
  );
  console.log(`  index build (once per dataset): ${f(indexBuild)}`);
  console.log(`  ranking (top ${SEARCH_RESULT_LIMIT}):   median ${f(r.median)}  p95 ${f(r.p95)}`);
  console.log(`  plain substring filter: median ${f(p.median)}  p95 ${f(p.p95)}`);
  console.log(`  previous ranking:       median ${f(o.median)}  p95 ${f(o.p95)}`);
  console.log(
    `  ratio ranking / plain filter: median ${(r.median / p.median).toFixed(2)}x  p95 ${(r.p95 / p.p95).toFixed(2)}x`,
  );
}
