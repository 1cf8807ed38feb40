/**
 * `pnpm test:consumer`: the packages as a React team adopts them from npm (issue 47).
 *
 * It packs the public packages the way they are published, then, outside the workspace (a fresh
 * folder under the system's temp dir, no workspace links):
 *
 * 1. installs each package alone from its tarball with only its declared peers (`npm ls` clean);
 * 2. makes a React 19 + Vite host app from scripts/consumer/app (it already runs the design card's
 *    stack: React, styled-components with its own `DefaultTheme`, its own i18next instance,
 *    react-i18next, zustand), installs the tarballs one by one as npm would;
 * 3. for each peer set (the current and the previous majors of i18next and react-i18next):
 *    checks that no picture and no `@guessdle/data` was installed and that the games share the
 *    host's i18next, typechecks strictly, builds (a chunk-size warning fails), measures the first
 *    load against the same app without the game (at most 40 kB gzip more), starts the built
 *    server, serves the app from another origin and plays a guess of Classic in Chromium.
 *
 * Every check is a named step; the run goes on after a failed check where the next ones still
 * mean something, lists what failed at the end and exits 1. `--keep` keeps the temp folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/support/browser';
import { startProduct, type RunningProduct } from '../e2e/support/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const template = path.join(root, 'scripts/consumer/app');
const keep = process.argv.includes('--keep');

/** The most Classic may add to the first load of a host that already runs the card's stack. */
export const CLASSIC_FIRST_LOAD_BUDGET_KB = 40;

/** The host's own stack: the design card's run-time packages, at the versions STACK.md verified. */
const HOST_STACK: Record<string, string> = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'styled-components': '6.6.0',
  zustand: '5.1.0',
};

/**
 * The current and previous majors of the i18next peers (`npm view i18next dist-tags`). i18next 27
 * declares Node >= 22 (npm warns EBADENGINE on Node 20; it installs, builds and runs in the page).
 */
const PEER_SETS = [
  { label: 'i18next 27 / react-i18next 18', i18next: '27.1.5', 'react-i18next': '18.0.2' },
  { label: 'i18next 26 / react-i18next 17', i18next: '26.7.2', 'react-i18next': '17.1.13' },
];

const PUBLIC_PACKAGES = ['api', 'ui', 'games'];
const HOST_KEY = 'consumer-key-1234';
const PICTURE = /\.(png|jpe?g|webp|avif|gif|svg)$/i;

// ---------------------------------------------------------------- steps

interface StepResult {
  label: string;
  ok: boolean;
  note?: string;
}
const results: StepResult[] = [];

class Abort extends Error {}

function record(label: string, ok: boolean, note?: string): boolean {
  results.push({ label, ok, ...(note ? { note } : {}) });
  console.log(
    `${ok ? '✔' : '✖'} ${label}${note ? `\n    ${note.split('\n').join('\n    ')}` : ''}`,
  );
  return ok;
}

interface Ran {
  status: number | null;
  output: string;
}

function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<Ran> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => resolve({ status: 1, output: `${output}${error.message}` }));
    child.once('exit', (status) => resolve({ status, output }));
  });
}

/** A step that runs a command: ok when it exits 0; its output is shown when it fails. */
async function commandStep(
  label: string,
  command: string,
  args: string[],
  cwd: string,
  options: { env?: Record<string, string>; fatal?: boolean } = {},
): Promise<Ran> {
  const ran = await run(command, args, cwd, options.env);
  const ok = ran.status === 0;
  record(label, ok, ok ? undefined : `${command} ${args.join(' ')}\n${ran.output.trim()}`);
  if (!ok && options.fatal) throw new Abort(label);
  return ran;
}

/** How long `vite preview` may take to answer before the check fails (not a speed limit). */
const PREVIEW_START_MS = 180_000;

const NPM_QUIET = ['--no-audit', '--no-fund', '--loglevel=error'];

// ---------------------------------------------------------------- packing

interface Packed {
  name: string;
  tarball: string;
  manifest: {
    name: string;
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
    peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  };
}

async function pack(dir: string, out: string): Promise<Packed> {
  const destination = mkdtempSync(path.join(out, 'pack-'));
  await commandStep(
    `pack ${path.basename(dir)}`,
    'pnpm',
    ['pack', '--pack-destination', destination],
    dir,
    { fatal: true },
  );
  const file = readdirSync(destination).find((name) => name.endsWith('.tgz'));
  if (!file) throw new Abort(`no tarball for ${dir}`);
  const tarball = path.join(destination, file);
  const manifest = (await run('tar', ['-xOzf', tarball, 'package/package.json'], out)).output;
  return {
    name: path.basename(dir),
    tarball,
    manifest: JSON.parse(manifest) as Packed['manifest'],
  };
}

/** The tarballs a package needs, dependencies first (`@guessdle/*` are not on the registry). */
function closure(packed: Map<string, Packed>, name: string, seen: string[] = []): string[] {
  const own = packed.get(name);
  if (!own || seen.includes(name)) return seen;
  for (const dependency of Object.keys(own.manifest.dependencies ?? {})) {
    if (dependency.startsWith('@guessdle/')) closure(packed, dependency, seen);
  }
  if (!seen.includes(name)) seen.push(name);
  return seen;
}

// ---------------------------------------------------------------- files

function walk(dir: string, found: string[] = []): string[] {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, found);
    else found.push(full);
  }
  return found;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type ViteManifest = Record<string, ManifestChunk>;

interface Load {
  firstLoadKb: number;
  lazyKb: number;
  files: string[];
}

function gzipKb(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length / 1000;
}

/** The entry and its static imports (JS and CSS), gzip -9; every other chunk counted as lazy. */
function measure(distDir: string): Load {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as ViteManifest;
  const first = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || first.has(chunk.file)) return;
    first.add(chunk.file);
    for (const css of chunk.css ?? []) first.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const all = new Set(
    Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]),
  );
  let firstLoadKb = 0;
  let lazyKb = 0;
  for (const file of all) {
    const kb = gzipKb(path.join(distDir, file));
    if (first.has(file)) firstLoadKb += kb;
    else lazyKb += kb;
  }
  return { firstLoadKb, lazyKb, files: [...first] };
}

/** The built chunks whose source map names a source matching `pattern`. */
function chunksWith(distDir: string, pattern: RegExp): string[] {
  return walk(distDir)
    .filter((file) => file.endsWith('.js.map'))
    .filter((file) => {
      const { sources } = JSON.parse(readFileSync(file, 'utf8')) as { sources: string[] };
      return sources.some((source) => pattern.test(source));
    })
    .map((file) => path.basename(file, '.map'));
}

// ---------------------------------------------------------------- serving and playing

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * `vite preview` of the app, resolved once it answers over HTTP. Readiness is asked of the port,
 * not read from the output: Vite colours its banner (and the port in it) whenever `CI` is set.
 */
async function startPreview(appDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    path.join(appDir, 'node_modules/.bin/vite'),
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: appDir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A safety net for a machine kept busy by other work, not a speed limit.
  const deadline = Date.now() + PREVIEW_START_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`vite preview exited with ${child.exitCode ?? child.signalCode}:\n${output}`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopChild(child);
  throw new Error(`vite preview did not answer within ${PREVIEW_START_MS / 1000} s:\n${output}`);
}

async function stopChild(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface PerformerItem {
  name: string;
  profileUrl: string;
}

/** A performer to guess: one that is not today's answer, so the guess adds a row and plays on. */
async function pickGuess(product: RunningProduct): Promise<string> {
  const headers = { 'x-api-key': HOST_KEY };
  const daily = (await (
    await fetch(`${product.baseUrl}/api/classic/daily-guess/`, { headers })
  ).json()) as { today: string };
  const { items } = (await (
    await fetch(`${product.baseUrl}/api/performers/`, { headers })
  ).json()) as { items: PerformerItem[] };
  const pick = items.find((item) => item.profileUrl !== daily.today);
  if (!pick) throw new Error('the server has no performer to guess');
  return pick.name;
}

async function play(appUrl: string, product: RunningProduct): Promise<string | undefined> {
  const name = await pickGuess(product);
  // The e2e tests' browser: the pinned fonts, and waits sized for a busy machine (not 30 s).
  const browser = await launchBrowser();
  const problems: string[] = [];
  try {
    const page = await browser.newPage();
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    await page.goto(appUrl);
    const title = page.locator('#host-title');
    await title.waitFor();
    if ((await title.textContent()) !== 'Hallo vom Gastgeber') {
      problems.push(`the host's title reads "${await title.textContent()}"`);
    }
    const color = await title.evaluate((element) => getComputedStyle(element).color);
    if (color !== 'rgb(1, 2, 3)') problems.push(`the host's theme no longer applies (${color})`);
    const input = page.getByPlaceholder('Search for a pornstar');
    await input.fill(name);
    await page
      .getByRole('option', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .first()
      .waitFor();
    await input.press('ArrowDown');
    await input.press('Enter');
    await page.getByRole('table').getByRole('row').filter({ hasText: name }).first().waitFor();
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  } finally {
    await browser.close();
  }
  return problems.length ? problems.join('\n') : undefined;
}

// ---------------------------------------------------------------- the host app

function dependenciesOf(appDir: string, names: string[]): Map<string, Set<string>> {
  const versions = new Map<string, Set<string>>();
  for (const file of walk(path.join(appDir, 'node_modules'))) {
    if (!file.endsWith(`${path.sep}package.json`)) continue;
    const dir = path.dirname(file);
    const name = path
      .relative(path.join(appDir, 'node_modules'), dir)
      .split(`node_modules${path.sep}`)
      .at(-1);
    if (!name || !names.includes(name.split(path.sep).join('/'))) continue;
    const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: string };
    const key = name.split(path.sep).join('/');
    if (!versions.has(key)) versions.set(key, new Set());
    if (version) versions.get(key)?.add(`${version} (${path.relative(appDir, dir)})`);
  }
  return versions;
}

async function checkPeerSet(
  appDir: string,
  peers: (typeof PEER_SETS)[number],
  product: RunningProduct,
  appPort: number,
) {
  const tag = `[${peers.label}]`;
  // One copy of each shared library: the widgets must use the host's (peer dependencies).
  const shared = ['react', 'react-dom', 'styled-components', 'i18next', 'react-i18next'];
  const copies = dependenciesOf(appDir, shared);
  const doubled = [...copies].filter(([, found]) => found.size !== 1);
  record(
    `${tag} peers: one copy each of ${shared.join(', ')} (the games use the host's)`,
    doubled.length === 0,
    doubled.map(([name, found]) => `${name}: ${[...found].join(', ')}`).join('\n') || undefined,
  );

  const tsc = path.join(appDir, 'node_modules/.bin/tsc');
  await commandStep(
    `${tag} types: every public entry's declarations compile (skipLibCheck off)`,
    tsc,
    ['-p', 'tsconfig.declarations.json'],
    appDir,
  );
  await commandStep(
    `${tag} types: the host's own DefaultTheme stays the host's (no styled-components augmentation from the packages)`,
    tsc,
    ['-p', 'tsconfig.theme.json'],
    appDir,
  );
  await commandStep(
    `${tag} types: <ClassicGame onError> is a prop`,
    tsc,
    ['-p', 'tsconfig.on-error.json'],
    appDir,
  );
  await commandStep(
    `${tag} typecheck: the whole host app, strict (skipLibCheck on, as Vite's template has it)`,
    tsc,
    ['-p', 'tsconfig.json'],
    appDir,
  );

  await commandStep(
    `${tag} Node: a server render of <ClassicGame> from the installed packages (no bundler)`,
    process.execPath,
    ['ssr.mjs'],
    appDir,
  );

  const vite = path.join(appDir, 'node_modules/.bin/vite');
  const env = {
    VITE_GUESSDLE_URL: product.baseUrl,
    VITE_GUESSDLE_KEY: HOST_KEY,
  };
  const built = await commandStep(
    `${tag} vite build (the app with Classic)`,
    vite,
    ['build'],
    appDir,
    { env },
  );
  const baseline = await commandStep(
    `${tag} vite build (the same app without the game)`,
    vite,
    ['build', '--config', 'vite.baseline.config.ts'],
    appDir,
  );
  if (built.status !== 0 || baseline.status !== 0) return;
  const warned = [built.output, baseline.output].some((output) =>
    /larger than \d+ ?kB/i.test(output),
  );
  record(
    `${tag} vite build: no chunk-size warning`,
    !warned,
    warned ? built.output.trim() : undefined,
  );

  const zodIn = chunksWith(path.join(appDir, 'dist'), /(^|\/)node_modules\/zod\//);
  record(
    `${tag} zod stays out of the app's bundle (createHttpApi and the widgets are zod-free)`,
    zodIn.length === 0,
    zodIn.length ? `zod's sources are in ${zodIn.join(', ')}` : undefined,
  );

  const withGame = measure(path.join(appDir, 'dist'));
  const without = measure(path.join(appDir, 'dist-baseline'));
  const added = withGame.firstLoadKb - without.firstLoadKb;
  record(
    `${tag} cost: Classic adds ${added.toFixed(1)} kB gzip to the first load (at most ${CLASSIC_FIRST_LOAD_BUDGET_KB})`,
    added <= CLASSIC_FIRST_LOAD_BUDGET_KB,
    `first load ${without.firstLoadKb.toFixed(1)} → ${withGame.firstLoadKb.toFixed(1)} kB; ` +
      `loaded later ${withGame.lazyKb.toFixed(1)} kB; all chunks ${(withGame.firstLoadKb + withGame.lazyKb).toFixed(1)} kB`,
  );

  let preview: ChildProcess | undefined;
  try {
    preview = await startPreview(appDir, appPort);
    const problem = await play(`http://127.0.0.1:${appPort}/`, product);
    record(
      `${tag} Chromium: one guess of Classic against the built server adds its row`,
      !problem,
      problem,
    );
  } catch (error) {
    record(
      `${tag} Chromium: one guess of Classic against the built server adds its row`,
      false,
      String(error),
    );
  } finally {
    await stopChild(preview);
  }
}

// ---------------------------------------------------------------- main

async function ensureBuilt() {
  const needed = [
    ...[...PUBLIC_PACKAGES, 'data'].map((name) => `packages/${name}/dist/index.js`),
    'packages/server/dist/main.js',
  ];
  if (needed.every((file) => existsSync(path.join(root, file)))) return;
  console.log('Building the packages and the server first (pnpm build)…');
  await commandStep('pnpm build', 'pnpm', ['build'], root, { fatal: true });
}

async function main() {
  await ensureBuilt();
  const work = mkdtempSync(path.join(tmpdir(), 'guessdle-consumer-'));
  let product: RunningProduct | undefined;
  try {
    const packed = new Map<string, Packed>();
    for (const name of PUBLIC_PACKAGES) {
      const one = await pack(path.join(root, 'packages', name), work);
      packed.set(one.manifest.name, one);
    }
    // data is packed only if a widget package still depends on it.
    const needsData = [...packed.values()].some(
      (one) => one.manifest.dependencies?.['@guessdle/data'],
    );
    if (needsData) {
      const data = await pack(path.join(root, 'packages/data'), work);
      packed.set(data.manifest.name, data);
    }
    record(
      'no widget package depends on @guessdle/data (its pictures stay out of a widget install)',
      !needsData,
      needsData
        ? [...packed.values()]
            .filter((one) => one.manifest.dependencies?.['@guessdle/data'])
            .map((one) => `${one.manifest.name} depends on it`)
            .join('\n')
        : undefined,
    );

    // 1. Each package alone: its tarball (and the @guessdle tarballs it depends on), its peers.
    for (const name of PUBLIC_PACKAGES.map((short) => `@guessdle/${short}`)) {
      const dir = path.join(work, `alone-${name.split('/')[1]}`);
      mkdirSync(dir);
      writeFileSync(
        path.join(dir, 'package.json'),
        JSON.stringify({ name: 'alone', private: true }),
      );
      const own = packed.get(name);
      if (!own) continue;
      const peers = Object.entries(own.manifest.peerDependencies ?? {})
        .filter(([peer]) => !own.manifest.peerDependenciesMeta?.[peer]?.optional)
        .map(([peer, range]) => `${peer}@${range}`);
      const tarballs = closure(packed, name).map(
        (dependency) => packed.get(dependency)?.tarball ?? '',
      );
      let ok = true;
      for (const tarball of tarballs) {
        const ran = await run(
          'npm',
          ['install', ...NPM_QUIET, tarball, ...(tarball === own.tarball ? peers : [])],
          dir,
        );
        if (ran.status !== 0) {
          ok = record(
            `${name} installs alone from its tarball with its declared peers`,
            false,
            ran.output.trim(),
          );
          break;
        }
      }
      if (ok) {
        await commandStep(
          `${name} installs alone from its tarball with its declared peers (npm ls)`,
          'npm',
          ['ls', '--all'],
          dir,
        );
      }
    }

    // 2. The host app, made from scratch, with the card's stack; then the tarballs, one by one.
    const appDir = path.join(work, 'app');
    cpSync(template, appDir, { recursive: true });
    const [current] = PEER_SETS;
    if (!current) throw new Abort('no peer set');
    await commandStep(
      'the host app installs its own stack (npm)',
      'npm',
      [
        'install',
        ...NPM_QUIET,
        ...Object.entries({
          ...HOST_STACK,
          i18next: current.i18next,
          'react-i18next': current['react-i18next'],
        }).map(([name, version]) => `${name}@${version}`),
      ],
      appDir,
      { fatal: true },
    );
    for (const name of ['@guessdle/api', '@guessdle/ui', '@guessdle/games']) {
      for (const dependency of closure(packed, name)) {
        const tarball = packed.get(dependency)?.tarball;
        if (!tarball || existsSync(path.join(appDir, 'node_modules', dependency))) continue;
        await commandStep(
          `npm install ${path.basename(tarball)} into the host app`,
          'npm',
          ['install', ...NPM_QUIET, tarball],
          appDir,
          { fatal: true },
        );
      }
    }
    const pictures = walk(path.join(appDir, 'node_modules/@guessdle')).filter((file) =>
      PICTURE.test(file),
    );
    record(
      'no picture in what a widget user installs (node_modules/@guessdle)',
      pictures.length === 0,
      pictures.length
        ? `${pictures.length} pictures, e.g. ${path.relative(appDir, pictures[0] ?? '')}`
        : undefined,
    );

    // 3. The built server, on another origin than the app, which its API key allows.
    const appPort = await freePort();
    product = await startProduct({
      // The site's own key (the server refuses API_KEYS without it) and the host's, for its origin.
      API_KEYS: JSON.stringify({
        'guessdle-dev-key': '*',
        [HOST_KEY]: [`http://127.0.0.1:${appPort}`],
      }),
      SITE_API_KEY: 'guessdle-dev-key',
    });
    for (const [index, peers] of PEER_SETS.entries()) {
      if (index > 0) {
        await commandStep(
          `[${peers.label}] the host moves its i18next peers`,
          'npm',
          [
            'install',
            ...NPM_QUIET,
            `i18next@${peers.i18next}`,
            `react-i18next@${peers['react-i18next']}`,
          ],
          appDir,
          { fatal: true },
        );
      }
      await checkPeerSet(appDir, peers, product, appPort);
    }
  } catch (error) {
    if (!(error instanceof Abort)) record('the consumer test itself', false, String(error));
  } finally {
    await product?.stop();
    if (keep) console.log(`\nKept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
  const failed = results.filter((result) => !result.ok);
  if (failed.length) {
    console.log(`\n✖ ${failed.length} of ${results.length} consumer checks failed:`);
    for (const result of failed) console.log(`  - ${result.label}`);
    process.exit(1);
  }
  console.log(`\n✔ all ${results.length} consumer checks passed`);
}

await main();
