import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root, found from this file's location rather than the working directory, so
 * `node packages/server/dist/main.js` and `tsx src/main.ts` resolve the same defaults from anywhere.
 * Both `src/` and `dist/` sit two levels under packages/server.
 */
export function findRepoRoot(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(from, '../../..');
    dir = parent;
  }
}

/**
 * Where the defaults of the configuration come from (config.ts). In the repository, its folders
 * (`site/dist`, the dataset's pictures, the widgets' texts), relative paths resolved from its root.
 * Installed from npm (`guessdle-server`), the copies packed beside the server (`dist/site`,
 * `dist/assets`, `dist/messages`: scripts/bundle-site.mjs), the data folder and relative paths
 * from the working directory.
 */
export interface Layout {
  /** What relative paths in the environment are resolved from. */
  base: string;
  dataDir: string;
  siteDir: string;
  assetsDir: string;
  messagesDir: string;
}

export function defaultLayout(here: string = path.dirname(fileURLToPath(import.meta.url))): Layout {
  // src/ or dist/ of the package; its parent is the package's own folder.
  const packageDir = path.dirname(here);
  const inRepo =
    path.basename(path.dirname(packageDir)) === 'packages' &&
    existsSync(path.join(packageDir, '../../pnpm-workspace.yaml'));
  if (inRepo) {
    const root = path.resolve(packageDir, '../..');
    return {
      base: root,
      dataDir: path.join(root, '.data'),
      siteDir: path.join(root, 'site/dist'),
      assetsDir: path.join(root, 'packages/data/assets'),
      messagesDir: path.join(root, 'packages/games/src/i18n/locales'),
    };
  }
  const packed = path.join(packageDir, 'dist');
  const base = process.cwd();
  return {
    base,
    dataDir: path.join(base, 'guessdle-data'),
    siteDir: path.join(packed, 'site'),
    assetsDir: path.join(packed, 'assets'),
    messagesDir: path.join(packed, 'messages'),
  };
}
