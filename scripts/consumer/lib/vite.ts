/**
 * One leg of the matrix in the Vite host app (scripts/consumer/app): the host's peers moved to the
 * leg's versions with npm, then the checks a React team would make: one copy of each shared
 * library, the types, a server render in Node, the build, and in Chromium a guess played, a widget
 * forced to throw and (on the leg that measures) what a visit downloads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { RunningProduct } from '../../../e2e/support/server';
import {
  assertNone,
  checkCrash,
  measureDownloads,
  playGuess,
  watchedPage,
  type Downloads,
} from './browser';
import { chunksWith, installedCopies, measure } from './files';
import { startServer, stopChild } from './serve';
import { NPM_QUIET, commandStep, record, tryStep } from './steps';

export interface Leg {
  label: string;
  /** The host's versions of the shared libraries (and of React's types). */
  versions: Record<string, string>;
  /** Compile the declarations and the host (a leg whose types differ from the last one's). */
  types: boolean;
  /** Measure what Classic adds to a visit (one leg is enough: the code is the same). */
  cost: boolean;
  /** Also play in `vite` dev, on React's development build, which warns of misuse. */
  dev: boolean;
}

export interface LegContext {
  appDir: string;
  appPort: number;
  product: RunningProduct;
  hostKey: string;
  browser: Browser;
  /** A performer to guess that is not today's answer, so the guess adds a row. */
  guess: string;
}

/** Libraries a host and the widgets must share: one copy each, the host's. */
const SHARED = ['react', 'react-dom', 'styled-components', 'i18next', 'react-i18next', 'zustand'];

/** The most Classic may add to the first load of a host that already runs the card's stack. */
export const FIRST_LOAD_BUDGET_KB = 40;
/** … and to what a visit downloads by 5 s after load with no interaction (the win box ahead). */
export const IDLE_BUDGET_KB = 55;

/** The host's type checks, each its own tsconfig so that a failure names what broke. */
const TYPE_CHECKS = [
  ["every public entry's declarations compile (skipLibCheck off)", 'tsconfig.declarations.json'],
  ["the host's own DefaultTheme stays the host's", 'tsconfig.theme.json'],
  ['<ClassicGame onError> is a prop', 'tsconfig.on-error.json'],
  ['the whole host app, strict (skipLibCheck on, as Vite has it)', 'tsconfig.json'],
] as const;

function installedVersion(appDir: string, name: string): string {
  const file = path.join(appDir, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

export async function checkLeg(
  context: LegContext,
  leg: Leg,
  previous: Leg | undefined,
): Promise<Downloads | undefined> {
  const { appDir } = context;
  const tag = `[${leg.label}]`;
  const moved = Object.entries(leg.versions).filter(
    ([name, version]) => previous?.versions[name] !== version,
  );
  if (previous && moved.length) {
    await commandStep(
      `${tag} the host moves to ${moved.map(([name, version]) => `${name}@${version}`).join(', ')}`,
      'npm',
      ['install', ...NPM_QUIET, ...moved.map(([name, version]) => `${name}@${version}`)],
      appDir,
      { fatal: true },
    );
  }
  const wrong = Object.keys(leg.versions)
    .filter((name) => !name.startsWith('@types/'))
    .map((name) => [name, installedVersion(appDir, name), leg.versions[name]] as const)
    .filter(([, found, wanted]) => found !== wanted);
  const copies = [...installedCopies(appDir, SHARED)].filter(([, found]) => found.size !== 1);
  record(
    `${tag} peers: the host's ${SHARED.join(', ')} at the leg's versions, one copy each`,
    wrong.length === 0 && copies.length === 0,
    [
      ...wrong.map(([name, found, wanted]) => `${name} is ${found}, not ${wanted}`),
      ...copies.map(([name, found]) => `${name}: ${[...found].join(', ')}`),
    ].join('\n') || undefined,
  );

  const tsc = path.join(appDir, 'node_modules/.bin/tsc');
  const env = { VITE_GUESSDLE_URL: context.product.baseUrl, VITE_GUESSDLE_KEY: context.hostKey };
  const vite = path.join(appDir, 'node_modules/.bin/vite');
  // Independent of each other: side by side (they wait on the disk as much as on the CPU).
  const [built] = await Promise.all([
    commandStep(`${tag} vite build`, vite, ['build'], appDir, { env }),
    commandStep(
      `${tag} Node: a server render of <ClassicGame> from the installed packages (no bundler)`,
      process.execPath,
      ['ssr.mjs'],
      appDir,
    ),
    ...(leg.types ? TYPE_CHECKS : []).map(([what, config]) =>
      commandStep(`${tag} types: ${what}`, tsc, ['-p', config], appDir),
    ),
  ]);
  if (built.status !== 0) return undefined;
  record(
    `${tag} vite build: no chunk-size warning`,
    !/larger than \d+ ?kB/i.test(built.output),
    built.output.trim(),
  );
  const zodIn = chunksWith(path.join(appDir, 'dist'), /(^|\/)node_modules\/zod\//);
  record(
    `${tag} zod stays out of the app's bundle (createHttpApi and the widgets are zod-free)`,
    zodIn.length === 0,
    zodIn.length ? `zod's sources are in ${zodIn.join(', ')}` : undefined,
  );

  let preview;
  let downloads: Downloads | undefined;
  try {
    preview = await startServer(
      vite,
      ['preview', '--host', '127.0.0.1', '--port', String(context.appPort), '--strictPort'],
      appDir,
      context.appPort,
    );
    const url = `http://127.0.0.1:${context.appPort}/`;
    await tryStep(
      `${tag} Chromium: a guess of Classic adds its row, the host untouched`,
      async () => {
        const { page, problems } = await watchedPage(context.browser);
        try {
          await page.goto(url);
          const title = page.locator('#host-title');
          await title.waitFor();
          if ((await title.textContent()) !== 'Hallo vom Gastgeber') {
            problems.push(`the host's title reads "${await title.textContent()}"`);
          }
          const color = await title.evaluate((element) => getComputedStyle(element).color);
          if (color !== 'rgb(1, 2, 3)')
            problems.push(`the host's theme no longer applies (${color})`);
          await playGuess(page, context.guess);
          assertNone(problems);
        } finally {
          await page.context().close();
        }
      },
    );
    await tryStep(
      `${tag} Chromium: a widget that throws shows its error view, tells onError 'crash', the host works on`,
      () => checkCrash(context.browser, `${url}crash.html`),
    );
    if (leg.cost)
      downloads = await measureDownloads(context.browser, url, path.join(appDir, 'dist'));
  } catch (error) {
    record(`${tag} vite preview`, false, String(error));
  } finally {
    await stopChild(preview);
  }
  if (leg.dev) await checkDev(context, tag, env);
  return downloads;
}

/**
 * The app in `vite` dev, as its developers run it every day: React's development build, which
 * warns in the console of what it will not do (a ref it drops, an attribute it does not know).
 * A guess played, and no warning or error.
 */
async function checkDev(context: LegContext, tag: string, env: Record<string, string>) {
  const { appDir, appPort } = context;
  await tryStep(
    `${tag} Chromium, vite dev (React's development build): a guess, the console quiet`,
    async () => {
      const dev = await startServer(
        path.join(appDir, 'node_modules/.bin/vite'),
        ['--host', '127.0.0.1', '--port', String(appPort), '--strictPort'],
        appDir,
        appPort,
        env,
      );
      const { page, problems } = await watchedPage(context.browser, { warnings: true });
      try {
        await page.goto(`http://127.0.0.1:${appPort}/`);
        await playGuess(page, context.guess);
        assertNone(problems);
      } finally {
        await page.context().close();
        await stopChild(dev);
      }
    },
  );
}

/** What Classic adds to a visit: the app against the same app without the game. */
export async function checkCost(appDir: string, downloads: Downloads | undefined): Promise<void> {
  const vite = path.join(appDir, 'node_modules/.bin/vite');
  await commandStep(
    'vite build (the same app without the game)',
    vite,
    ['build', '--config', 'vite.baseline.config.ts'],
    appDir,
  );
  const withGame = measure(path.join(appDir, 'dist'), 'index.html');
  // The baseline loads nothing after its entry: its first load is all it ever downloads.
  const without = measure(path.join(appDir, 'dist-baseline'), 'baseline.html');
  const added = withGame.firstLoadKb - without.firstLoadKb;
  record(
    `cost: Classic adds ${added.toFixed(1)} kB gzip to the first load (at most ${FIRST_LOAD_BUDGET_KB})`,
    added <= FIRST_LOAD_BUDGET_KB,
    `first load ${without.firstLoadKb.toFixed(1)} → ${withGame.firstLoadKb.toFixed(1)} kB`,
  );
  if (!downloads) {
    record('cost: what a visit downloads (Chromium)', false, 'not measured: the preview failed');
    return;
  }
  const atLoad = downloads.atLoadKb - without.firstLoadKb;
  const idle = downloads.idleKb - without.firstLoadKb;
  record(
    `cost: at load +${atLoad.toFixed(1)} kB, within 5 s of idle +${idle.toFixed(1)} kB gzip (at most ${IDLE_BUDGET_KB})`,
    idle <= IDLE_BUDGET_KB,
    `fetched after load: ${downloads.later.join(', ') || 'nothing'}; ` +
      `the Guessdle server's answers: ${downloads.apiKb.toFixed(1)} kB as sent`,
  );
}
