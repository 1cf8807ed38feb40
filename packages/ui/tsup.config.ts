import { readdirSync, existsSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * Each primitive's folder is an entry too (dist/parts/…, not exported): esbuild then keeps every
 * primitive in chunks of its own, and with `"sideEffects": false` a host's bundler drops the
 * chunks of the primitives it does not use. Built as one file, `index.js` came whole into every
 * host, because a styled-components definition (`styled.div\`…\``) is a call a bundler must keep.
 */
const parts = Object.fromEntries(
  readdirSync('src', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'stories')
    .filter((entry) => existsSync(`src/${entry.name}/index.ts`))
    .map((entry) => [`parts/${entry.name}`, `src/${entry.name}/index.ts`]),
);

export default defineConfig({
  // The published index is marked "use client" (src/client-entry.ts); its types are the index's.
  entry: { index: 'src/client-entry.ts', 'stories/index': 'src/stories/index.ts', ...parts },
  format: ['esm'],
  dts: {
    entry: { index: 'src/index.ts', 'stories/index': 'src/stories/index.ts' },
    compilerOptions: { ignoreDeprecations: '6.0' },
  },
  sourcemap: true,
  clean: true,
  external: ['react', 'react-dom'],
});
