#!/usr/bin/env node
// `pnpm test`: every check and every test, in CI order. Stops at the first failure with its exit code.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}. Browser tests need it: install Debian's package ` +
      '(apt-get install -y chromium) or set CHROMIUM_PATH. `.ci/run` installs it for you.',
  );
  process.exit(1);
}

const steps = [
  ['install (frozen lockfile)', 'pnpm', ['install', '--frozen-lockfile']],
  ['format check', 'pnpm', ['format:check']],
  ['lint', 'pnpm', ['lint']],
  ['typecheck', 'pnpm', ['typecheck']],
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
  ['size budgets', 'pnpm', ['size']],
  [
    'story tests in three themes (Chromium)',
    'pnpm',
    ['exec', 'vitest', 'run', '--project', 'storybook*'],
  ],
  ['end-to-end tests (Chromium)', 'pnpm', ['exec', 'vitest', 'run', '--project', 'e2e']],
];

for (const [label, command, args] of steps) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${result.status ?? result.signal}) after ${seconds}s`);
    process.exit(result.status || 1);
  }
  console.log(`✔ ${label} (${seconds}s)`);
}
console.log('\nAll checks and tests passed.');
