#!/usr/bin/env node
// `pnpm test`: every check and every test, in CI order. Stops at the first failure with its exit code.
// Steps that share nothing run side by side (the plan at the end); a step beside another prints
// its output in one block when it ends.
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

// Every step runs in a process group of its own, so a failure or Ctrl-C stops all it started
// (pnpm → Vitest → Chromium), including a step running beside it.
const running = new Set();
function stopAll(signal) {
  for (const pid of running) {
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  }
}
function finish(code) {
  stopAll('SIGTERM');
  postgres?.stop();
  process.exit(code);
}
process.on('exit', () => postgres?.stop());
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n✖ stopped by ${signal}`);
    finish(128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }[signal] ?? 0));
  });
}

/**
 * Runs one step. `echo` streams its output as it comes; otherwise the output is kept and printed in
 * one block when the step ends, so a step running beside another never interleaves with it.
 */
function runStep([label, command, args], echo) {
  console.log(
    `\n▶ ${label}: ${command} ${args.join(' ')}${echo ? '' : ' (beside another step; its output follows when it ends)'}`,
  );
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', echo ? 'inherit' : 'pipe', echo ? 'inherit' : 'pipe'],
      env: process.env,
      detached: true,
    });
    running.add(child.pid);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const done = (status) => {
      running.delete(child.pid);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!echo) console.log(`\n▼ ${label}:\n${Buffer.concat(output).toString()}`);
      if (status !== 0) {
        console.error(`\n✖ ${label} failed (exit ${status}) after ${seconds}s`);
        finish(typeof status === 'number' && status > 0 ? status : 1);
      }
      console.log(`✔ ${label} (${seconds}s)`);
      resolve();
    };
    child.once('error', (error) => {
      output.push(Buffer.from(String(error)));
      done(1);
    });
    child.once('close', (status, signal) => done(status ?? signal));
  });
}

/**
 * Runs the plan: each stage is a step, or a list of lanes run side by side (each lane's steps one
 * after the other; the first lane streams its output). A stage ends when all its lanes have.
 */
async function runPlan(plan) {
  for (const stage of plan) {
    if (typeof stage[0] === 'string') {
      await runStep(stage, true);
      continue;
    }
    await Promise.all(
      stage.map(async (lane, index) => {
        for (const step of lane) await runStep(step, index === 0);
      }),
    );
  }
}

const install = ['install (frozen lockfile)', 'pnpm', ['install', '--frozen-lockfile']];
const staticChecks = [
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
];
const unitTests = [
  'unit, dom and server tests',
  'pnpm',
  ['exec', 'vitest', 'run', '--project', 'core', '--project', 'dom', '--project', 'server'],
];
const build = ['build', 'pnpm', ['build']];
const packagesAsInstalled = [
  ['package checks (publint, attw)', 'node', ['scripts/check-packages.mjs']],
  [
    'consumer test (the packed tarballs in fresh React + Vite apps and a Next.js app, Chromium)',
    'pnpm',
    ['test:consumer'],
  ],
  [
    'server tarball (npm install of the packed @guessdle/server in an empty folder, then npx guessdle-server)',
    'pnpm',
    ['exec', 'tsx', 'scripts/consumer/server-tarball.ts'],
  ],
  ['size budgets', 'pnpm', ['size']],
];
const stories = [
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
];
const endToEnd = [
  'end-to-end tests (Chromium)',
  'pnpm',
  ['exec', 'vitest', 'run', '--project', 'e2e'],
];

// Side by side where nothing is shared: the static checks beside the unit tests; the packed
// packages (npm installs and builds in temporary folders) and then the end-to-end tests (each on
// its own server, port and temporary copies) beside the stories. Nothing in them is timed: their
// one latency check (the preview flood in e2e/chaos.e2e.ts) interleaves its quiet and flood samples,
// so work beside it weighs on both.
const plan = [
  install,
  [[unitTests], staticChecks],
  build,
  [[stories], [...packagesAsInstalled, endToEnd]],
];

await runPlan(plan);
if (skipped.length) {
  console.warn(`\nAll checks and tests passed, but these were skipped:\n- ${skipped.join('\n- ')}`);
} else {
  console.log('\nAll checks and tests passed.');
}
finish(0);
