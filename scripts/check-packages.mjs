#!/usr/bin/env node
// The published packages as a consumer sees them: each is packed the way it is published (pnpm
// applies `publishConfig`), then the packed package.json must name only files the tarball holds and
// keep no workspace condition (packed-manifest.mjs), publint checks it against what the tarball
// holds, and "are the types wrong" resolves every export the way Node and bundlers do. Run after
// `pnpm build` (pnpm test and `pnpm release:check` do).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packedManifestProblems } from './packed-manifest.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packages = ['api', 'data', 'ui', 'games'];

const out = mkdtempSync(path.join(tmpdir(), 'guessdle-pack-'));
let failed = 0;
for (const name of packages) {
  const dir = path.join(root, 'packages', name);
  const { name: packageName } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const packed = spawnSync('pnpm', ['pack', '--pack-destination', path.join(out, name)], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (packed.status !== 0) {
    console.log(`✖ ${packageName}: pnpm pack\n${packed.stdout}${packed.stderr}`);
    failed += 1;
    continue;
  }
  const tarball = path.join(out, name, readdirSync(path.join(out, name))[0]);
  const listed = spawnSync('tar', ['-tzf', tarball], { encoding: 'utf8' });
  const manifest = spawnSync('tar', ['-xOzf', tarball, 'package/package.json'], {
    encoding: 'utf8',
  });
  const problems =
    listed.status === 0 && manifest.status === 0
      ? packedManifestProblems(
          JSON.parse(manifest.stdout),
          listed.stdout.split('\n').filter(Boolean),
        )
      : [`cannot read the tarball: ${listed.stderr}${manifest.stderr}`];
  console.log(`${problems.length ? '✖' : '✔'} ${packageName}: packed package.json`);
  for (const problem of problems) console.log(`  ${problem}`);
  if (problems.length) failed += 1;
  for (const [tool, args] of [
    ['publint', [tarball, '--strict']],
    // ESM only, on purpose: every consumer (bundlers, Node 20) imports ESM.
    ['attw', [tarball, '--profile', 'esm-only', '--format', 'ascii']],
  ]) {
    const result = spawnSync('pnpm', ['exec', tool, ...args], { cwd: dir, encoding: 'utf8' });
    const ok = result.status === 0;
    console.log(`${ok ? '✔' : '✖'} ${packageName}: ${tool}`);
    if (!ok) {
      failed += 1;
      console.log(result.stdout, result.stderr);
    }
  }
}
rmSync(out, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
