import type { Plugin, Rolldown } from 'vite';

/**
 * V8's explicit compile hint for a whole file (Chrome 136 and later; other engines ignore the
 * comment). V8 then compiles every function of the file while the file streams in, on a
 * background thread, instead of on the page's main thread the first time each one is called.
 * https://v8.dev/blog/explicit-compile-hints
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the compile hint on the first line of each of the site's JavaScript chunks. A chunk loads
 * only when its page or language is needed, and runs at once, so its code is startup code: the
 * React render of the first screen is where the main thread otherwise compiles React function by
 * function (issue 12: blocking time on the game pages).
 *
 * Runs after every other plugin has written the chunks (Vite adds its preload helper at the top),
 * and moves the source map's mappings down one line with the code.
 */
export function compileHints(): Plugin {
  return {
    name: 'guessdle:compile-hints',
    apply: 'build',
    enforce: 'post',
    // The hint is added after the file names are made: this puts it in their hashes, so a browser
    // that cached a chunk without it gets the new file.
    augmentChunkHash: () => COMPILE_HINT,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle);
      },
    },
  };
}

/** Adds the hint to every chunk of `bundle`, and to the source map each chunk has. */
export function addCompileHints(bundle: Rolldown.OutputBundle): void {
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk' || file.code.startsWith(COMPILE_HINT)) continue;
    file.code = `${COMPILE_HINT}\n${file.code}`;
    if (file.map) file.map.mappings = shiftDown(file.map.mappings);
    const mapAsset = bundle[`${file.fileName}.map`];
    if (mapAsset?.type === 'asset' && typeof mapAsset.source === 'string') {
      const map = JSON.parse(mapAsset.source) as { mappings: string };
      map.mappings = shiftDown(map.mappings);
      mapAsset.source = JSON.stringify(map);
    }
  }
}

/**
 * Moves every mapping one generated line down: in a source map, `;` ends a line. A map without
 * mappings (a chunk of texts only) stays empty: tools such as Lighthouse reject a map that has
 * lines but no sources.
 */
function shiftDown(mappings: string): string {
  return mappings === '' ? mappings : `;${mappings}`;
}
