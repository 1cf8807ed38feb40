/**
 * `pnpm size`: size budgets, reported as ratios against a baseline built in the same run.
 *
 * From the site's Vite manifest it adds up the gzip size of the JavaScript a visitor downloads
 * for the home page (the entry, the home page's chunk and their static imports) and for each daily game's page (plus the
 * lazily loaded page chunk and its imports, and the API client's chunk, which every page but home
 * loads before its first render: site/src/deferredApi.ts), each with the largest language's shell
 * texts; for the embed loader (/embed.js) and for an embed page (the entry, the client and the
 * embed page's chunk). The baseline is the design card's run-time stack alone
 * (React, ReactDOM, styled-components, i18next, react-i18next and zustand, each imported and used
 * once), built now with the same Vite; React + ReactDOM alone is built beside it and reported for
 * reference. Exits 1 when a figure is over its budget in size-budgets.json.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  buildCardStack,
  buildReactOnly,
  CARD_STACK_PAGE,
  REACT_ONLY_PAGE,
  writeBaselinePage,
} from './react-only';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Budgets {
  /** Largest gzip size (kB) of the home page's JavaScript. */
  homeKb: number;
  /** Largest gzip size (kB) of a game page's JavaScript. */
  gamePageKb: number;
  /** Largest ratio of the home page's JavaScript to the card's-stack baseline. */
  homeToStack: number;
  /** Largest ratio of a game page's JavaScript to the card's-stack baseline. */
  gamePageToStack: number;
  /** Largest gzip size (kB) of the embed loader, /embed.js (no React; 3 kB at most, by design). */
  embedLoaderKb: number;
  /** Largest gzip size (kB) of an /embed/{mode} page's JavaScript (the iframe's page). */
  embedPageKb: number;
  /**
   * Largest gzip size (kB) of one inline game (`data-render="inline"`): /embed-inline.js with its
   * own React, the mode's chunks and the largest language's texts.
   */
  inlineGameKb: number;
  /** Largest ratio of one inline game to the card's-stack baseline. */
  inlineGameToStack: number;
}

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest, manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

function gzipKb(distDir: string, manifest: Manifest, keys: Set<string>): number {
  let bytes = 0;
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk) bytes += gzipSync(readFileSync(path.join(distDir, chunk.file)), { level: 9 }).length;
  }
  return bytes / 1024;
}

/**
 * Each mode's inline game: the inline entry, the mode's chunk and their static imports, and the
 * largest of the language chunks (a page loads one).
 */
function inlineGames(distDir: string): Array<[string, number]> {
  const file = path.join(distDir, '.vite/inline-manifest.json');
  if (!existsSync(file)) throw new Error('no inline manifest: the site build makes it');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const entry = entryKey(manifest);
  const languages = Object.keys(manifest).filter((k) => /i18n\/locales\/\w+\.json$/.test(k));
  const texts = Math.max(...languages.map((k) => gzipKb(distDir, manifest, new Set([k]))));
  const modes = (manifest[entry]?.dynamicImports ?? []).filter((k) => !languages.includes(k));
  return modes.map((key) => [
    path.basename(key).replace(/Game\.tsx$/, ''),
    gzipKb(distDir, manifest, staticClosure(manifest, [entry, key])) + texts,
  ]);
}

function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('the manifest has no entry');
  return key;
}

/** The gzip size of a baseline page's JavaScript, built now in a temporary directory. */
async function baselineKb(source: string, buildWith: typeof buildReactOnly): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'guessdle-size-'));
  try {
    writeBaselinePage(dir, source);
    await buildWith(dir, { outDir: path.join(dir, 'dist'), emptyOutDir: true, manifest: true });
    const manifest = readManifest(path.join(dir, 'dist'));
    return gzipKb(path.join(dir, 'dist'), manifest, staticClosure(manifest, [entryKey(manifest)]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const distDir = path.join(root, 'site/dist');
  if (!existsSync(path.join(distDir, '.vite/manifest.json'))) {
    console.error('site/dist has no build manifest: run `pnpm build:app` first.');
    process.exit(2);
  }
  const budgets = JSON.parse(readFileSync(path.join(root, 'size-budgets.json'), 'utf8')) as Budgets;
  const manifest = readManifest(distDir);
  const entry = entryKey(manifest);
  // A page also downloads its language's shell texts (a chunk per language): count the largest.
  const siteTexts = Object.keys(manifest).filter((k) => /src\/i18n\/locales\/\w+\.ts$/.test(k));
  if (siteTexts.length === 0)
    throw new Error('no language chunks: the site texts load per language');
  const textsKb = Math.max(...siteTexts.map((k) => gzipKb(distDir, manifest, new Set([k]))));
  // Home is a page chunk like the others (site/src/router.tsx): the entry, the page and theirs.
  const homePage = Object.keys(manifest).find((k) => k.endsWith('pages/Home.tsx'));
  if (!homePage) throw new Error('no Home chunk: the home page is expected to load lazily');
  const home = staticClosure(manifest, [entry, homePage]);
  // The API client and the tracker: loaded before the first render of every page but home.
  // Its own chunk when the build groups it with what it imports, else a chunk of its own.
  const services =
    Object.keys(manifest).find((k) => k.endsWith('src/services.ts')) ??
    Object.keys(manifest).find((k) => manifest[k]?.name === 'services');
  if (!services) throw new Error('no services chunk: the API client is expected to load apart');
  const gamePageKeys = Object.keys(manifest).filter((k) =>
    /pages\/(Classic|PictureGuess)Page\.tsx$/.test(k),
  );
  if (gamePageKeys.length !== 2) throw new Error('each daily game page is expected to load lazily');
  const gamePages = gamePageKeys.map((key): [string, number] => [
    path.basename(key, '.tsx'),
    gzipKb(distDir, manifest, staticClosure(manifest, [entry, services, key])) + textsKb,
  ]);

  const embedPages = Object.keys(manifest).find((k) => k.endsWith('pages/EmbedPage.tsx'));
  if (!embedPages) throw new Error('no EmbedPage chunk: the embed page is expected to load lazily');
  // The frame's page loads its mode's game as a chunk of its own: each mode is a figure.
  const embedModes = Object.keys(manifest).filter((k) => /pages\/embed\/\w+Embed\.tsx$/.test(k));
  if (embedModes.length === 0) throw new Error('no embedded game chunks: each mode loads lazily');
  const embedFrames = embedModes.map((key): [string, number] => [
    path.basename(key, '.tsx'),
    gzipKb(distDir, manifest, staticClosure(manifest, [entry, services, embedPages, key])) +
      textsKb,
  ]);
  const loader = path.join(distDir, 'embed.js');
  if (!existsSync(loader))
    throw new Error('site/dist/embed.js is missing: the site build makes it');
  const loaderKb = gzipSync(readFileSync(loader), { level: 9 }).length / 1024;

  const homeKb = gzipKb(distDir, manifest, home) + textsKb;
  const gameKb = Math.max(...gamePages.map(([, kb]) => kb));
  const reactKb = await baselineKb(REACT_ONLY_PAGE, buildReactOnly);
  const stackKb = await baselineKb(CARD_STACK_PAGE, buildCardStack);
  const inline = inlineGames(distDir);
  type Row = [label: string, value: number, budget: number, unit: string];
  const rows: Row[] = [
    ['home page JavaScript', homeKb, budgets.homeKb, 'kB gzip'],
    ['home page / card stack', homeKb / stackKb, budgets.homeToStack, '×'],
    ...gamePages.flatMap(([page, kb]): Row[] => [
      [`${page} JavaScript`, kb, budgets.gamePageKb, 'kB gzip'],
      [`${page} / card stack`, kb / stackKb, budgets.gamePageToStack, '×'],
    ]),
    ['embed loader /embed.js', loaderKb, budgets.embedLoaderKb, 'kB gzip'],
    ...embedFrames.map(([mode, kb]): Row => [
      `embed page (${mode}) JavaScript`,
      kb,
      budgets.embedPageKb,
      'kB gzip',
    ]),
    ...inline.flatMap(([mode, kb]): Row[] => [
      [`inline ${mode} game (React included)`, kb, budgets.inlineGameKb, 'kB gzip'],
      [`inline ${mode} game / card stack`, kb / stackKb, budgets.inlineGameToStack, '×'],
    ]),
  ];
  console.log(
    `baseline, the card's run-time stack alone (same Vite, this run): ${stackKb.toFixed(1)} kB gzip`,
  );
  console.log(
    `for reference, React + ReactDOM alone: ${reactKb.toFixed(1)} kB gzip; ` +
      `home ${(homeKb / reactKb).toFixed(2)}×, game page ${(gameKb / reactKb).toFixed(2)}× of it`,
  );
  let over = false;
  for (const [label, value, budget, unit] of rows) {
    const ok = value <= budget;
    over ||= !ok;
    console.log(`${ok ? '✔' : '✖'} ${label}: ${value.toFixed(2)} ${unit} (budget ≤ ${budget})`);
  }
  if (over) {
    console.error(
      'Over budget: shrink the bundle, or raise size-budgets.json in a commit saying why.',
    );
    process.exit(1);
  }
}

await main();
