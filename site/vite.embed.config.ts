import { defineConfig, defaultClientConditions } from 'vite';
import { precompress } from './build/precompress.ts';

/**
 * The embed loader (`/embed.js`, packages/games/src/embed/loader.ts, entry script.ts): a classic script for any
 * host page, built after the site into the same folder under a stable name (hosts link it by
 * address; the server has it revalidated).
 */
export default defineConfig({
  plugins: [precompress()],
  // The mode list comes from the contract's dependency-free entry, read from its source.
  resolve: { conditions: ['@guessdle/source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    copyPublicDir: false,
    lib: {
      entry: '../packages/games/src/embed/script.ts',
      formats: ['iife'],
      name: 'GuessdleEmbed',
      fileName: () => 'embed.js',
    },
  },
});
