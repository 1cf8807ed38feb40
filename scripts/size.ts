/**
 * `pnpm size`: one budget per page, in whole kilobytes of gzip JavaScript (size-budgets.json), a
 * guard against a page growing by a kilobyte or more unnoticed, not a target to shave code for.
 *
 * From the site's Vite manifest it adds up the gzip size (level 9) of what a visitor downloads for
 * each page before it works: the entry, the page's chunk and their static imports, the API
 * client's chunk (every page but home loads it before its first render: site/src/deferredApi.ts)
 * and the largest language's shell texts with what they import; for each mode's embed frame
 * (`/embed/{mode}`), the embed loader (/embed.js) and each mode's inline game (/embed-inline.js,
 * its own React, the mode's chunks and the largest language's texts). A page over its budget, a
 * page without a budget or a budget without a page fails. Beside each figure, for reference, its
 * ratio to the design card's run-time stack alone (React, ReactDOM, styled-components, i18next,
 * react-i18next and zustand, each imported and used once), built now with the same Vite.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildCardStack, CARD_STACK_PAGE, writeBaselinePage } from './react-only';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(distDir: string, name = 'manifest.json'): Manifest {
  const file = path.join(distDir, '.vite', name);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`pnpm build:app\` first`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
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

function gzipKb(distDir: string, manifest: Manifest, keys: Iterable<string>): number {
  let bytes = 0;
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk) bytes += gzipSync(readFileSync(path.join(distDir, chunk.file)), { level: 9 }).length;
  }
  return bytes / 1024;
}

function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('the manifest has no entry');
  return key;
}

/** The one manifest key ending in `suffix`: a page's code, named by its file. */
function keyOf(manifest: Manifest, suffix: string): string {
  const keys = Object.keys(manifest).filter((k) => k.endsWith(suffix));
  if (keys.length !== 1) throw new Error(`expected one chunk for ${suffix}, found ${keys.length}`);
  return keys[0] as string;
}

/** The largest of the per-language chunks `pattern` matches, with what each imports. */
function largestLanguage(distDir: string, manifest: Manifest, pattern: RegExp): number {
  const languages = Object.keys(manifest).filter((k) => pattern.test(k));
  if (languages.length === 0) throw new Error(`no language chunks match ${pattern}`);
  return Math.max(...languages.map((k) => gzipKb(distDir, manifest, staticClosure(manifest, [k]))));
}

/** Each page of the site and its gzip kB, by its name in size-budgets.json. */
function sitePages(distDir: string): Array<[string, number]> {
  const manifest = readManifest(distDir);
  const entry = entryKey(manifest);
  const texts = largestLanguage(distDir, manifest, /src\/i18n\/locales\/\w+\.ts$/);
  // The build groups src/services.ts with what it imports in a chunk named `services`.
  const services = Object.keys(manifest).find((k) => manifest[k]?.name === 'services');
  if (!services) throw new Error('no services chunk: the API client is expected to load apart');
  const page = (...keys: string[]) =>
    gzipKb(distDir, manifest, staticClosure(manifest, [entry, ...keys])) + texts;
  const embedPage = keyOf(manifest, 'pages/EmbedPage.tsx');
  const embeds = Object.keys(manifest).filter((k) => /pages\/embed\/\w+Embed\.tsx$/.test(k));
  if (embeds.length === 0) throw new Error('no embedded game chunks: each mode loads lazily');
  return [
    // Home loads the API client only with its first call (a press).
    ['home', page(keyOf(manifest, 'pages/Home.tsx'))],
    ['classic', page(services, keyOf(manifest, 'pages/ClassicPage.tsx'))],
    ['pictureGuess', page(services, keyOf(manifest, 'pages/PictureGuessPage.tsx'))],
    ['crono', page(services, keyOf(manifest, 'pages/CronoPages.tsx'))],
    ...embeds.map((key): [string, number] => [
      `embed${path.basename(key, '.tsx').replace(/Embed$/, '')}`,
      page(services, embedPage, key),
    ]),
  ];
}

/** The embed loader, and each mode's inline game with its own React and its largest language. */
function embedScripts(distDir: string): Array<[string, number]> {
  const loader = path.join(distDir, 'embed.js');
  if (!existsSync(loader)) throw new Error(`${loader} is missing: the site build makes it`);
  const manifest = readManifest(distDir, 'inline-manifest.json');
  const entry = entryKey(manifest);
  const texts = largestLanguage(distDir, manifest, /i18n\/locales\/\w+\.json$/);
  const modes = (manifest[entry]?.dynamicImports ?? []).filter(
    (k) => !/locales\/\w+\.json$/.test(k),
  );
  return [
    ['embedLoader', gzipSync(readFileSync(loader), { level: 9 }).length / 1024],
    ...modes.map((key): [string, number] => {
      // classic/ClassicGame.tsx, crono/CronoGame.tsx, and every picture mode's picture-guess/PictureGames.tsx.
      const name = path.basename(key, '.tsx').replace(/Game$/, '');
      const mode = name.charAt(0).toUpperCase() + name.slice(1);
      return [
        `inline${mode}`,
        gzipKb(distDir, manifest, staticClosure(manifest, [entry, key])) + texts,
      ];
    }),
  ];
}

/** The gzip size of the card's-stack page, built now in a temporary directory. */
async function cardStackKb(): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'guessdle-size-'));
  try {
    writeBaselinePage(dir, CARD_STACK_PAGE);
    await buildCardStack(dir, {
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
  const budgets = JSON.parse(readFileSync(path.join(root, 'size-budgets.json'), 'utf8')) as Record<
    string,
    number
  >;
  const pages = [...sitePages(distDir), ...embedScripts(distDir)];
  const stackKb = await cardStackKb();
  console.log(
    `the card's run-time stack alone (same Vite, this run): ${stackKb.toFixed(1)} kB gzip`,
  );
  let failed = false;
  for (const [name, kb] of pages) {
    const budget = budgets[name];
    const ok = budget !== undefined && Number.isInteger(budget) && kb <= budget;
    failed ||= !ok;
    console.log(
      `${ok ? '✔' : '✖'} ${name.padEnd(20)} ${kb.toFixed(1).padStart(6)} kB gzip ` +
        `(budget ${budget ?? 'none'} kB; ${(kb / stackKb).toFixed(2)}× the card's stack)`,
    );
  }
  for (const name of Object.keys(budgets).filter((n) => !pages.some(([page]) => page === n))) {
    failed = true;
    console.log(`✖ ${name}: a budget for no page`);
  }
  if (failed) {
    console.error(
      'A page is over its budget or has none (whole kB). Shrink it, or set its budget in ' +
        'size-budgets.json in a commit saying why.',
    );
    process.exit(1);
  }
}

await main();
