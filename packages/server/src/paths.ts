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
