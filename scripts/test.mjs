#!/usr/bin/env node
// `pnpm test`: every check and every test, in CI order. Stops at the first failure with its exit code.
// It first provisions what the tests need beyond Node and npm (scripts/provision.mjs): Chromium,
// and a throwaway PostgreSQL on loopback that is stopped on exit, on failure and on Ctrl-C.
import { spawn } from 'node:child_process';
import {
  ensureCaptureFonts,
  ensureChromium,
  ensureNginx,
  startThrowawayPostgres,
} from './provision.mjs';

try {
  process.env.CHROMIUM_PATH = ensureChromium();
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}
// Without them every story capture differs from its baseline: stop here with the reason instead.
const fonts = ensureCaptureFonts();
if (!fonts.ok) {
  console.error(
    `\n✖ The visual review needs the fonts its baselines were drawn with (${fonts.why}). ` +
      "Install Debian's fonts-dejavu-core, fonts-dejavu-extra and fonts-liberation (as root), " +
      'then run the tests again.',
  );
  process.exit(1);
}

const skipped = [];
let postgres = null;
if (process.env.GUESSDLE_TEST_DATABASE_URL) {
  console.log('PostgreSQL: using GUESSDLE_TEST_DATABASE_URL.');
} else {
  postgres = await startThrowawayPostgres();
  if (postgres.skipped) {
    skipped.push(
      `the storage suite's PostgreSQL half: ${postgres.skipped}. ` +
        'Install PostgreSQL or set GUESSDLE_TEST_DATABASE_URL=postgres://… to run it.',
    );
    console.warn(`\n⚠ Skipping ${skipped.at(-1)}`);
    postgres = null;
  } else {
    process.env.GUESSDLE_TEST_DATABASE_URL = postgres.url;
    console.log(`PostgreSQL: a throwaway cluster on 127.0.0.1:${postgres.port} for this run.`);
  }
}

const nginx = ensureNginx();
if (nginx.path) {
  process.env.NGINX_PATH = nginx.path;
} else {
  skipped.push(`the end-to-end test behind nginx: ${nginx.skipped}`);
  console.warn(`\n⚠ Skipping ${skipped.at(-1)}`);
}

let child = null;
function finish(code) {
  postgres?.stop();
  process.exit(code);
}
process.on('exit', () => postgres?.stop());
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    child?.kill(signal);
    console.error(`\n✖ stopped by ${signal}`);
    finish(128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }[signal] ?? 0));
  });
}

function runStep(command, args) {
  return new Promise((resolve) => {
    child = spawn(command, args, { stdio: 'inherit', env: process.env });
    child.once('error', (error) => resolve({ status: 1, signal: null, error }));
    child.once('exit', (status, signal) => resolve({ status, signal }));
  });
}

const steps = [
  ['install (frozen lockfile)', 'pnpm', ['install', '--frozen-lockfile']],
  ['format check', 'pnpm', ['format:check']],
  ['docs check (links, quoted scripts)', 'pnpm', ['docs:check']],
  ['lint', 'pnpm', ['lint']],
  ['typecheck', 'pnpm', ['typecheck']],
  ['import cycles (madge)', 'pnpm', ['cycles']],
  [
    'dataset check',
    'pnpm',
    [
      'data:check',
      'packages/data/src/generated/performers.json',
      'packages/data/src/generated/channels.json',
    ],
  ],
  [
    'unit, dom and server tests',
    'pnpm',
    ['exec', 'vitest', 'run', '--project', 'core', '--project', 'dom', '--project', 'server'],
  ],
  ['build', 'pnpm', ['build']],
  ['package checks (publint, attw)', 'node', ['scripts/check-packages.mjs']],
  [
    'consumer test (the packed tarballs in a fresh React + Vite app, both i18next majors, Chromium)',
    'pnpm',
    ['test:consumer'],
  ],
  [
    'server tarball (npm install of the packed @guessdle/server in an empty folder, then npx guessdle-server)',
    'pnpm',
    ['exec', 'tsx', 'scripts/consumer/server-tarball.ts'],
  ],
  ['size budgets', 'pnpm', ['size']],
  [
    'story tests and visual review in three themes and six languages (Chromium)',
    'pnpm',
    [
      'exec',
      'vitest',
      'run',
      // A story without a baseline fails (Vitest would otherwise write one and pass on the retry).
      '--update',
      'none',
      '--project',
      'storybook*',
      '--project',
      'visual-check',
    ],
  ],
  ['end-to-end tests (Chromium)', 'pnpm', ['exec', 'vitest', 'run', '--project', 'e2e']],
];

for (const [label, command, args] of steps) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = await runStep(command, args);
  child = null;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${result.status ?? result.signal}) after ${seconds}s`);
    finish(result.status || 1);
  }
  console.log(`✔ ${label} (${seconds}s)`);
}
if (skipped.length) {
  console.warn(`\nAll checks and tests passed, but these were skipped:\n- ${skipped.join('\n- ')}`);
} else {
  console.log('\nAll checks and tests passed.');
}
finish(0);
