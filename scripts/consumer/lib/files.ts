/** What a built host app and its node_modules hold: sizes, chunks, installed copies. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function walk(dir: string, found: string[] = []): string[] {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, found);
    else found.push(full);
  }
  return found;
}

/** A file's size after gzip -9, in kB: what a server that compresses sends. */
export function gzipKb(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length / 1000;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface Load {
  firstLoadKb: number;
  lazyKb: number;
}

/**
 * The first load of one HTML entry of a Vite build: its script and the static imports (JS and
 * CSS), gzip -9; every other chunk of the build counted as lazy.
 */
export function measure(distDir: string, entry: string): Load {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const first = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || first.has(chunk.file)) return;
    first.add(chunk.file);
    for (const css of chunk.css ?? []) first.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
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
  return { firstLoadKb, lazyKb };
}

/** The built chunks whose source map names a source matching `pattern`. */
export function chunksWith(distDir: string, pattern: RegExp): string[] {
  return walk(distDir)
    .filter((file) => file.endsWith('.js.map'))
    .filter((file) => {
      const { sources } = JSON.parse(readFileSync(file, 'utf8')) as { sources: string[] };
      return sources.some((source) => pattern.test(source));
    })
    .map((file) => path.basename(file, '.map'));
}

/** Every installed copy of the named packages: name → "version (where)". */
export function installedCopies(appDir: string, names: string[]): Map<string, Set<string>> {
  const versions = new Map<string, Set<string>>();
  for (const file of walk(path.join(appDir, 'node_modules'))) {
    if (!file.endsWith(`${path.sep}package.json`)) continue;
    const dir = path.dirname(file);
    const name = path
      .relative(path.join(appDir, 'node_modules'), dir)
      .split(`node_modules${path.sep}`)
      .at(-1)
      ?.split(path.sep)
      .join('/');
    if (!name || !names.includes(name)) continue;
    const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: string };
    if (!versions.has(name)) versions.set(name, new Set());
    if (version) versions.get(name)?.add(`${version} (${path.relative(appDir, dir)})`);
  }
  return versions;
}
