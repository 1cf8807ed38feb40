import { defineConfig } from 'tsup';

// One self-contained server bundle: workspace packages are compiled in from source,
// npm dependencies stay external and load from node_modules.
export default defineConfig({
  entry: { main: 'src/main.ts', index: 'src/index.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // `guessdle-server` (bin) runs dist/main.js directly.
  banner: { js: '#!/usr/bin/env node' },
  noExternal: [/^@guessdle\//],
  esbuildOptions(options) {
    options.conditions = ['@guessdle/source'];
  },
});
