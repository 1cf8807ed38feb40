/**
 * `pnpm size`: size budgets, reported as ratios against a baseline built in the same run.
 *
 * From the site's Vite manifest it adds up the gzip size of the JavaScript a visitor downloads
 * for the home page (the entry and its static imports) and for a game page (plus the lazily
 * loaded game chunk and its imports), for the embed loader (/embed.js) and for an embed page
 * (the entry plus the embed page's chunk). The baseline is a page that renders with React and
 * ReactDOM alone, built now with the same Vite. Exits 1 when a figure is over its budget in
 * size-budgets.json.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildReactOnly } from './react-only';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Budgets {
  /** Largest gzip size (kB) of the home page's JavaScript. */
  homeKb: number;
  /** Largest gzip size (kB) of a game page's JavaScript. */
  gamePageKb: number;
  /** Largest ratio of the home page's JavaScript to the React + ReactDOM baseline. */
  homeToBaseline: number;
  /** Largest ratio of a game page's JavaScript to the React + ReactDOM baseline. */
  gamePageToBaseline: number;
  /** Largest gzip size (kB) of the embed loader, /embed.js (no React; 3 kB at most, by design). */
  embedLoaderKb: number;
  /** Largest gzip size (kB) of an /embed/{mode} page's JavaScript (the iframe's page). */
  embedPageKb: number;
  /**
   * Largest gzip size (kB) of one inline game (`data-render="inline"`): /embed-inline.js with its
   * own React, the mode's chunks and the largest language's texts.
   */
  inlineGameKb: number;
}

interface ManifestChunk {
  file: string;
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

async function baselineKb(): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'guessdle-size-'));
  try {
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="./main.js"></script>',
    );
    writeFileSync(
      path.join(dir, 'main.js'),
      "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
        "createRoot(document.getElementById('root')).render(createElement('p', null, 'baseline'));\n",
    );
    await buildReactOnly(dir, {
      outDir: path.join(dir, 'dist'),
      emptyOutDir: true,
      manifest: true,
    });
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
  const home = staticClosure(manifest, [entry]);
  const gamePages = Object.keys(manifest).find((k) => k.endsWith('pages/GamePages.tsx'));
  if (!gamePages) throw new Error('no GamePages chunk: the game pages are expected to load lazily');
  const gamePage = staticClosure(manifest, [entry, gamePages]);

  const embedPages = Object.keys(manifest).find((k) => k.endsWith('pages/EmbedPage.tsx'));
  if (!embedPages) throw new Error('no EmbedPage chunk: the embed page is expected to load lazily');
  const embedPage = staticClosure(manifest, [entry, embedPages]);
  const loader = path.join(distDir, 'embed.js');
  if (!existsSync(loader))
    throw new Error('site/dist/embed.js is missing: the site build makes it');
  const loaderKb = gzipSync(readFileSync(loader), { level: 9 }).length / 1024;

  const homeKb = gzipKb(distDir, manifest, home);
  const gameKb = gzipKb(distDir, manifest, gamePage);
  const baseKb = await baselineKb();
  const rows: Array<[string, number, number, string]> = [
    ['home page JavaScript', homeKb, budgets.homeKb, 'kB gzip'],
    ['game page JavaScript', gameKb, budgets.gamePageKb, 'kB gzip'],
    ['home page / React+ReactDOM baseline', homeKb / baseKb, budgets.homeToBaseline, '×'],
    ['game page / React+ReactDOM baseline', gameKb / baseKb, budgets.gamePageToBaseline, '×'],
    ['embed loader /embed.js', loaderKb, budgets.embedLoaderKb, 'kB gzip'],
    ['embed page JavaScript', gzipKb(distDir, manifest, embedPage), budgets.embedPageKb, 'kB gzip'],
    ...inlineGames(distDir).map(([mode, kb]): [string, number, number, string] => [
      `inline ${mode} game (React included)`,
      kb,
      budgets.inlineGameKb,
      'kB gzip',
    ]),
  ];
  console.log(
    `baseline (React + ReactDOM alone, same Vite, this run): ${baseKb.toFixed(1)} kB gzip`,
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
