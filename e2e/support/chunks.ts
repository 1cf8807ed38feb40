import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../site/dist');

/**
 * The built file of the site's code for `source`, from Vite's manifest rather than by its name:
 * `'index.html'` for the entry, or a module that loads later by its path from site/
 * (`'../packages/games/src/daily-view/DailyWin.tsx'`). How the bundler names and groups chunks is
 * its business (a chunk may be renamed or merged): a test names the code it means.
 */
export function builtFile(source: string, distDir = siteDist): string {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`the site's build has no chunk for ${source}: run pnpm build:app`);
  return file;
}

/**
 * Whether a URL requests the built file of `source` (see `builtFile`; read at the first call). Takes
 * a URL as a string or as Playwright's route matchers pass it.
 */
export function requestsCodeOf(source: string): (url: string | URL) => boolean {
  let file: string | undefined;
  return (url) => {
    file ??= `/${builtFile(source)}`;
    return new URL(url).pathname === file;
  };
}
