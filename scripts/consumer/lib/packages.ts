/**
 * The packages as npm installs them: packed by the repository's one pipeline (scripts/packing.mjs),
 * each checked alone with only its declared peers, and the tarballs a package needs listed.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { packPackage } from '../../packing.mjs';
import { NPM_QUIET, commandStep, record, run } from './steps';

export interface Packed {
  tarball: string;
  manifest: {
    name: string;
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
    peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  };
  files: string[];
}

export function pack(dir: string, out: string): Packed {
  const packed = packPackage(dir, out) as unknown as Packed;
  record(`pack ${packed.manifest.name}`, true);
  return packed;
}

/** The tarballs a package needs, dependencies first (`@guessdle/*` are not on the registry). */
export function closure(packed: Map<string, Packed>, name: string, seen: string[] = []): string[] {
  const own = packed.get(name);
  if (!own || seen.includes(name)) return seen;
  for (const dependency of Object.keys(own.manifest.dependencies ?? {})) {
    if (dependency.startsWith('@guessdle/')) closure(packed, dependency, seen);
  }
  if (!seen.includes(name)) seen.push(name);
  return seen;
}

/**
 * The published entries React Server Components need marked: `@guessdle/ui` and `@guessdle/games`
 * (hooks, context) start with "use client"; `@guessdle/api` and `@guessdle/games/core` (no React)
 * must not, so a server component can run them.
 */
export function checkClientDirectives(packed: Map<string, Packed>, root: string): void {
  const cases: [string, string, boolean][] = [
    ['ui', 'dist/index.js', true],
    ['games', 'dist/index.js', true],
    ['games', 'dist/core/index.js', false],
    ['api', 'dist/index.js', false],
  ];
  const wrong = cases.filter(([name, file, client]) => {
    const text = readFileSync(path.join(root, 'packages', name, file), 'utf8');
    return /^["']use client["'];?/.test(text) !== client;
  });
  const shipped = cases.every(([name, file]) =>
    packed.get(`@guessdle/${name}`)?.files.includes(file),
  );
  record(
    'RSC: "use client" opens the ui and games entries, and neither the api nor games/core',
    wrong.length === 0 && shipped,
    wrong
      .map(([name, file, client]) => `@guessdle/${name} ${file}: ${client ? 'missing' : 'present'}`)
      .join('\n') || (shipped ? undefined : 'an entry checked is not in its tarball'),
  );
}

/** Each package alone: its tarball (and the @guessdle tarballs it needs), its required peers. */
export async function installAlone(packed: Map<string, Packed>, work: string, name: string) {
  const own = packed.get(name);
  if (!own) return;
  const dir = path.join(work, `alone-${name.split('/')[1]}`);
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'alone', private: true }));
  const peers = Object.entries(own.manifest.peerDependencies ?? {})
    .filter(([peer]) => !own.manifest.peerDependenciesMeta?.[peer]?.optional)
    .map(([peer, range]) => `${peer}@${range}`);
  const label = `${name} installs alone from its tarball with its declared peers`;
  for (const dependency of closure(packed, name)) {
    const tarball = packed.get(dependency)?.tarball ?? '';
    const args = ['install', ...NPM_QUIET, tarball, ...(dependency === name ? peers : [])];
    const ran = await run('npm', args, dir);
    if (ran.status !== 0) {
      record(label, false, ran.output.trim());
      return;
    }
  }
  await commandStep(`${label} (npm ls)`, 'npm', ['ls', '--all'], dir);
}
