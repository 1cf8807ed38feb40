import type { ImportGlobFunction } from 'vite/types/importGlob.d.ts';
import { later, type Later } from '@guessdle/games/internal';

// Vite's `import.meta.glob` alone, not the whole of `vite/client` (its `env` is typed `any`).
declare global {
  interface ImportMeta {
    readonly glob: ImportGlobFunction;
  }
}

/**
 * Code of the site that loads later (a page, an embedded game), and the source file it comes from
 * as the key of its chunk in Vite's manifest: what the server hints for a page (pageMap.tsx).
 */
export interface Code<T> {
  readonly part: Later<T>;
  /** The file's path in the site (`src/pages/…`): its chunk's key in Vite's manifest. */
  readonly source: string;
}

/**
 * The code of the one file `files` found: an `import.meta.glob` of one file's path, its keys
 * relative to `src/` (written from a file in `src/`, or with `{ base: '../' }` from `src/pages/`),
 * so the key `./pages/Home.tsx` is the manifest's `src/pages/Home.tsx`. A glob that finds no file
 * (it was renamed) throws as soon as the site loads. `pick` takes what the caller needs from the
 * module.
 */
export function code<Module, T>(
  files: Record<string, () => Promise<Module>>,
  pick: (module: Module) => T,
): Code<T> {
  const found = Object.entries(files);
  const [file, load] = found[0] ?? [];
  if (found.length !== 1 || !file?.startsWith('./') || !load) {
    throw new Error(`A page's file is missing: ${Object.keys(files).join() || 'none found'}`);
  }
  return { part: later(() => load().then(pick)), source: `src/${file.slice(2)}` };
}
