// The packages this repository publishes, packed the way they are published. One pipeline for
// every package: which ones are published is read from their package.json (not `private`), and
// each is packed by `pnpm pack`, which applies `publishConfig` and the workspace's beforePacking
// hook (.pnpmfile.cjs), exactly as `pnpm publish` does. scripts/check-packages.mjs checks the
// result, scripts/consumer.ts installs it, `pnpm release:check` writes it to release-tarballs/.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The published packages under `packages/`: every folder whose package.json is not private.
 * @param {string} root the repository's root
 * @returns {{ dir: string, name: string, manifest: Record<string, any> }[]}
 */
export function publishedPackages(root) {
  const folder = path.join(root, 'packages');
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(folder, entry.name))
    .filter((dir) => existsSync(path.join(dir, 'package.json')))
    .map((dir) => ({
      dir,
      manifest: JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')),
    }))
    .filter(({ manifest }) => manifest.private !== true)
    .map(({ dir, manifest }) => ({ dir, name: manifest.name, manifest }));
}

/**
 * Packs one package into a folder of its own under `out`.
 * @param {string} dir the package's folder
 * @param {string} out where the tarball goes (a new folder is made inside it)
 * @returns {{ tarball: string, manifest: Record<string, any>, files: string[], readme: string }}
 *   the tarball's path, its package.json, its files (relative to the package) and its README
 */
export function packPackage(dir, out) {
  const destination = mkdtempSync(path.join(out, 'pack-'));
  const packed = spawnSync('pnpm', ['pack', '--pack-destination', destination], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (packed.status !== 0) {
    throw new Error(`pnpm pack in ${dir} failed:\n${packed.stdout}${packed.stderr}`);
  }
  const file = readdirSync(destination).find((name) => name.endsWith('.tgz'));
  if (!file) throw new Error(`pnpm pack in ${dir} wrote no tarball`);
  const tarball = path.join(destination, file);
  const read = (args) => {
    const result = spawnSync('tar', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (result.status !== 0) throw new Error(`tar ${args.join(' ')}: ${result.stderr}`);
    return result.stdout;
  };
  const files = read(['-tzf', tarball])
    .split('\n')
    .filter(Boolean)
    .map((name) => name.replace(/^package\//, ''));
  return {
    tarball,
    manifest: JSON.parse(read(['-xOzf', tarball, 'package/package.json'])),
    files,
    readme: files.includes('README.md') ? read(['-xOzf', tarball, 'package/README.md']) : '',
  };
}

// `node scripts/packing.mjs <folder>` (`pnpm release:check`): every published package's tarball
// into <folder>, as `pnpm publish` would send it.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const folder = path.resolve(process.argv[2] ?? 'release-tarballs');
  mkdirSync(folder, { recursive: true });
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  for (const { dir, name } of publishedPackages(root)) {
    const { tarball } = packPackage(dir, folder);
    const target = path.join(folder, path.basename(tarball));
    renameSync(tarball, target);
    rmSync(path.dirname(tarball), { recursive: true, force: true });
    console.log(`${name}: ${path.relative(process.cwd(), target)}`);
  }
}
