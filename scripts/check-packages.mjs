#!/usr/bin/env node
// The published packages as a consumer and a registry see them. Every package that is not
// private (scripts/packing.mjs finds them; a package made public later is checked with no line
// here) is packed the way it is published, then:
// - its packed package.json names only files the tarball holds, keeps no workspace condition or
//   field (`scripts`, `devDependencies`), has a top-level `types`, dependency ranges rather than
//   pins, and ships README, LICENSE and CHANGELOG (packed-manifest.mjs);
// - its README reads right on the registry: absolute links, no command of this repository;
// - publint checks it against what the tarball holds;
// - "are the types wrong" resolves every export as TypeScript does in each resolution mode:
//   node10 (through `types` and `typesVersions`), node16 from ESM, bundler. The packages are ESM
//   only, so from CommonJS they load with `import()`: that one finding is expected, not a failure.
// Then every package changed since its last release must be named by a pending changeset
// (check-changesets.mjs). Run after `pnpm build` (pnpm test and `pnpm release:check` do).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkChangesets } from './check-changesets.mjs';
import { packedManifestProblems, readmeProblems } from './packed-manifest.mjs';
import { packPackage, publishedPackages } from './packing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packages = publishedPackages(root);

let failed = 0;
function report(label, problems) {
  console.log(`${problems.length ? '✖' : '✔'} ${label}`);
  for (const problem of problems) console.log(`  ${problem}`);
  if (problems.length) failed += 1;
}

const out = mkdtempSync(path.join(tmpdir(), 'guessdle-pack-'));
try {
  for (const { dir, name } of packages) {
    let packed;
    try {
      packed = packPackage(dir, out);
    } catch (error) {
      report(`${name}: pnpm pack`, [String(error)]);
      continue;
    }
    report(`${name}: packed package.json`, packedManifestProblems(packed.manifest, packed.files));
    report(`${name}: README as the registry shows it`, readmeProblems(packed.readme));
    for (const [tool, args] of [
      ['publint', [packed.tarball, '--strict']],
      ['attw', [packed.tarball, '--ignore-rules', 'cjs-resolves-to-esm', '--format', 'ascii']],
    ]) {
      const result = spawnSync('pnpm', ['exec', tool, ...args], { cwd: dir, encoding: 'utf8' });
      report(`${name}: ${tool}`, result.status === 0 ? [] : [`${result.stdout}${result.stderr}`]);
    }
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}

const changesets = checkChangesets(root, packages);
for (const note of changesets.notes) console.log(`⚠ ${note}`);
report('a pending changeset for every package changed since its last release', changesets.problems);

process.exit(failed ? 1 : 0);
