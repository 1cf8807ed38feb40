/**
 * `pnpm test:consumer`: the packages as React teams adopt them from npm (issues 47 and 55).
 *
 * It packs the public packages the way they are published, then, outside the workspace (a fresh
 * folder under the system's temp dir, no workspace links):
 *
 * 1. installs each package alone from its tarball with only its declared peers (`npm ls` clean),
 *    and checks which published entries carry "use client";
 * 2. makes a Vite + React host app from scripts/consumer/app (it already runs the design card's
 *    stack: React, styled-components with its own `DefaultTheme`, its own i18next instance,
 *    react-i18next, zustand) and installs the tarballs as npm would;
 * 3. runs the matrix of peer versions in that one app, moving its versions with npm between legs
 *    (one npm cache, one install): the lowest React and i18next majors the ranges allow, React
 *    19.0, 19.1, and the latest React. Each leg: one copy of each shared library, types (when they
 *    changed), a server render in Node, the build, and in Chromium a guess played against the
 *    built server and a widget forced to throw; the last leg measures what Classic costs a visit
 *    at load and within 5 s of idle (scripts/consumer/lib/vite.ts);
 * 4. meanwhile installs and builds a Next.js App Router app written from the games README's own
 *    example, then starts it, reads its server HTML and plays it in Chromium
 *    (scripts/consumer/lib/next.ts).
 *
 * One Chromium serves every check. Every check is a named step; the run goes on after a failed
 * check where the next ones still mean something, lists what failed at the end and exits 1.
 * `--keep` keeps the temp folder. `CONSUMER_REACT_LATEST=19.x.y` pins the latest leg's React.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { startProduct, type RunningProduct } from '../e2e/support/server';
import { walk } from './consumer/lib/files';
import { buildNextApp, checkNextApp } from './consumer/lib/next';
import {
  checkClientDirectives,
  closure,
  installAlone,
  pack,
  type Packed,
} from './consumer/lib/packages';
import { freePort } from './consumer/lib/serve';
import {
  Abort,
  NPM_QUIET,
  commandStep,
  record,
  results,
  run,
  secondsSince,
} from './consumer/lib/steps';
import { checkCost, checkLeg, type Leg } from './consumer/lib/vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');

const PUBLIC_PACKAGES = ['api', 'ui', 'games'];
const HOST_KEY = 'consumer-key-1234';
const PICTURE = /\.(png|jpe?g|webp|avif|gif|svg)$/i;

/** React and React DOM, and their types, at one version. */
function react(version: string, types: string): Record<string, string> {
  return {
    react: version,
    'react-dom': version,
    '@types/react': types,
    '@types/react-dom': types,
  };
}

/** The current majors of the i18next peers, as the latest legs use them (STACK.md). */
const I18NEXT_CURRENT = { i18next: '27.1.5', 'react-i18next': '18.0.2' };

/**
 * The matrix. The first leg is every range's floor: React 18.3.1, i18next 26.7 and react-i18next
 * 17.1 (the previous majors), zustand 5.0.0, styled-components 6.6.0. i18next 27 declares Node
 * >= 22: npm warns EBADENGINE on Node 20; it installs, builds and runs in the page.
 */
function legs(latestReact: string): Leg[] {
  const card = { 'styled-components': '6.6.0' };
  return [
    {
      label: 'React 18.3, the lowest of every range',
      versions: {
        ...react('18.3.1', '^18.3.0'),
        ...card,
        i18next: '26.7.2',
        'react-i18next': '17.1.13',
        zustand: '5.0.0',
      },
      types: true,
      cost: false,
      dev: true,
    },
    {
      // The first 19 the peers allow: no useEffectEvent, refs as props (the stand-ins' other side).
      label: 'React 19.0',
      versions: { ...react('19.0.9', '^19.0.0'), ...card, ...I18NEXT_CURRENT, zustand: '5.1.0' },
      types: false,
      cost: false,
      dev: false,
    },
    {
      label: 'React 19.1',
      versions: { ...react('19.1.10', '^19.1.0'), ...card, ...I18NEXT_CURRENT, zustand: '5.1.0' },
      types: true,
      cost: false,
      dev: false,
    },
    {
      label: `React ${latestReact}, the latest`,
      versions: { ...react(latestReact, '^19.2.0'), ...card, ...I18NEXT_CURRENT, zustand: '5.1.0' },
      types: false,
      cost: true,
      dev: true,
    },
  ];
}

async function latestReact(): Promise<string> {
  if (process.env.CONSUMER_REACT_LATEST) return process.env.CONSUMER_REACT_LATEST;
  const ran = await run('npm', ['view', 'react@latest', 'version'], root);
  const version = ran.output.trim();
  if (ran.status !== 0 || !/^\d+\.\d+\.\d+$/.test(version)) {
    throw new Error(`npm view react@latest version: ${ran.output}`);
  }
  return version;
}

interface PerformerItem {
  name: string;
  profileUrl: string;
}

/** A performer to guess: one that is not today's answer, so the guess adds a row and plays on. */
async function pickGuess(product: RunningProduct): Promise<string> {
  const headers = { 'x-api-key': HOST_KEY };
  const get = async <T>(pathname: string) =>
    (await (await fetch(`${product.baseUrl}${pathname}`, { headers })).json()) as T;
  const daily = await get<{ today: string }>('/api/classic/daily-guess/');
  const { items } = await get<{ items: PerformerItem[] }>('/api/performers/');
  const pick = items.find((item) => item.profileUrl !== daily.today);
  if (!pick) throw new Error('the server has no performer to guess');
  return pick.name;
}

async function ensureBuilt() {
  const needed = [
    ...[...PUBLIC_PACKAGES, 'data'].map((name) => `packages/${name}/dist/index.js`),
    'packages/server/dist/main.js',
  ];
  if (needed.every((file) => existsSync(path.join(root, file)))) return;
  console.log('Building the packages and the server first (pnpm build)…');
  await commandStep('pnpm build', 'pnpm', ['build'], root, { fatal: true });
}

/** The host app with the first leg's versions, then the tarballs one by one, as npm installs them. */
async function makeViteApp(work: string, packed: Map<string, Packed>, first: Leg) {
  const appDir = path.join(work, 'app');
  cpSync(path.join(root, 'scripts/consumer/app'), appDir, { recursive: true });
  const versions = Object.entries(first.versions).map(([name, version]) => `${name}@${version}`);
  await commandStep(
    `the host app installs its own stack (npm): ${versions.join(' ')}`,
    'npm',
    ['install', ...NPM_QUIET, ...versions],
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
      ? `${pictures.length}, e.g. ${path.relative(appDir, pictures[0] ?? '')}`
      : undefined,
  );
  return appDir;
}

async function main() {
  const started = Date.now();
  const timings: string[] = [];
  await ensureBuilt();
  const work = mkdtempSync(path.join(tmpdir(), 'guessdle-consumer-'));
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  try {
    const packed = new Map<string, Packed>();
    for (const name of PUBLIC_PACKAGES) {
      const one = pack(path.join(root, 'packages', name), work);
      packed.set(one.manifest.name, one);
    }
    const needsData = [...packed.values()].filter(
      (one) => one.manifest.dependencies?.['@guessdle/data'],
    );
    record(
      'no widget package depends on @guessdle/data (its pictures stay out of a widget install)',
      needsData.length === 0,
      needsData.map((one) => `${one.manifest.name} depends on it`).join('\n') || undefined,
    );
    checkClientDirectives(packed, root);
    for (const name of packed.keys()) await installAlone(packed, work, name);
    timings.push(`packing and installs alone ${secondsSince(started)}`);

    const matrix = legs(await latestReact());
    const [first, , last] = matrix;
    if (!first || !last) throw new Abort('no legs');
    const appStarted = Date.now();
    const appDir = await makeViteApp(work, packed, first);
    timings.push(`the Vite host app ${secondsSince(appStarted)}`);

    // The built server, on another origin than the apps, which its API key allows.
    const [appPort, nextPort] = [await freePort(), await freePort()];
    product = await startProduct({
      // The site's own key (the server refuses API_KEYS without it) and the hosts', for their origins.
      API_KEYS: JSON.stringify({
        'guessdle-dev-key': '*',
        [HOST_KEY]: [`http://127.0.0.1:${appPort}`, `http://127.0.0.1:${nextPort}`],
      }),
      SITE_API_KEY: 'guessdle-dev-key',
    });
    const guess = await pickGuess(product);
    browser = await launchBrowser();

    // The Next.js app installs and builds beside the Vite legs (npm and the build wait on other things).
    const nextStarted = Date.now();
    const nextBuilt = buildNextApp(
      {
        workDir: work,
        templateDir: path.join(root, 'scripts/consumer/next-app'),
        readmePath: path.join(root, 'packages/games/README.md'),
        versions: {
          next: '16.5.0',
          ...last.versions,
          typescript: '6.0.3',
          '@types/node': '^20.19.0',
        },
        tarballs: ['@guessdle/api', '@guessdle/ui', '@guessdle/games'].map(
          (name) => packed.get(name)?.tarball ?? '',
        ),
      },
      { NEXT_PUBLIC_GUESSDLE_URL: product.baseUrl, NEXT_PUBLIC_GUESSDLE_KEY: HOST_KEY },
    ).finally(() =>
      timings.push(`Next.js install and build ${secondsSince(nextStarted)} (beside the legs)`),
    );

    const context = { appDir, appPort, product, hostKey: HOST_KEY, browser, guess };
    let downloads;
    for (const [index, leg] of matrix.entries()) {
      const legStarted = Date.now();
      const measured = await checkLeg(context, leg, matrix[index - 1]);
      downloads ??= measured;
      timings.push(`${leg.label} ${secondsSince(legStarted)}`);
    }
    await checkCost(appDir, downloads);
    const nextDir = await nextBuilt;
    if (nextDir) {
      const nextChecked = Date.now();
      await checkNextApp(nextDir, nextPort, browser, guess);
      timings.push(`Next.js start and play ${secondsSince(nextChecked)}`);
    }
  } catch (error) {
    if (!(error instanceof Abort)) record('the consumer test itself', false, String(error));
  } finally {
    await browser?.close();
    await product?.stop();
    if (keep) console.log(`\nKept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
  console.log(`\nTimes: ${timings.join('; ')}; in all ${secondsSince(started)}`);
  const failed = results.filter((result) => !result.ok);
  if (failed.length) {
    console.log(`\n✖ ${failed.length} of ${results.length} consumer checks failed:`);
    for (const result of failed) console.log(`  - ${result.label}`);
    process.exit(1);
  }
  console.log(`\n✔ all ${results.length} consumer checks passed`);
}

await main();
