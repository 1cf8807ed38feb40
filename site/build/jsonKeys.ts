import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const PREFIX = '\0json-keys:';
/** Ends the module's id: an id ending in `.json` would go through Vite's own JSON plugin too. */
const SUFFIX = '.js';
/** A top-level key that can be an export's name as it is. */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A JSON document as a module with one export per top-level key (and no default). */
export function jsonKeysModule(json: string): string {
  const document = JSON.parse(json) as Record<string, unknown>;
  return Object.entries(document)
    .filter(([key]) => IDENTIFIER.test(key))
    .map(([key, value]) => `export const ${key} = ${JSON.stringify(value)};`)
    .join('\n');
}

/**
 * The JSON files imported by the modules `importers` matches become modules of their own, one
 * export per top-level key, so the importer's chunk keeps only the keys it names. The site's shell
 * texts take the modes' names and descriptions from the widgets' locale files (a mode writes its
 * texts once); those files are also the widgets' bundled texts, a chunk per language that a
 * shell-texts chunk importing them would load whole on every page (2.6 kB gzip). Without the
 * plugin (tests, Storybook) the same import reads the same file: only the chunks differ.
 */
export function jsonKeys(importers: RegExp): Plugin {
  return {
    name: 'guessdle:json-keys',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !importers.test(importer) || !source.endsWith('.json')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? PREFIX + resolved.id + SUFFIX : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -SUFFIX.length);
      this.addWatchFile(file);
      return jsonKeysModule(readFileSync(file, 'utf8'));
    },
  };
}
