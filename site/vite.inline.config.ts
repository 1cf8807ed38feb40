import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHints } from './build/compileHints.ts';
import { precompress } from './build/precompress.ts';
import { styledComponents } from './build/styledComponents.ts';

/**
 * Inline rendering for the embed loader (packages/games/src/embed/inline.tsx): an ES module at a
 * stable address, `/embed-inline.js` (the loader imports it by name; the server has it
 * revalidated), with its own React and each mode in a hashed chunk under /assets/ (cached for a
 * year). Built after the site into the same folder; `.vite/inline-manifest.json` lets
 * scripts/size.ts add up what each mode loads.
 */
export default defineConfig({
  // Nothing is rendered on a server: no ids needed.
  oxc: styledComponents({ ids: false }),
  plugins: [react(), compileHints(), precompress()],
  resolve: { conditions: ['@guessdle/source', ...defaultClientConditions] },
  // A library build keeps `process.env.NODE_ENV` as written: React's production build needs it.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    copyPublicDir: false,
    manifest: '.vite/inline-manifest.json',
    lib: {
      entry: '../packages/games/src/embed/inline.tsx',
      formats: ['es'],
      fileName: () => 'embed-inline.js',
    },
    rollupOptions: {
      // The entry keeps its export (mountInline) and may export more, for its chunks: the bundler
      // then puts what the entry imports into it instead of small chunks of their own (the
      // loader imports `mountInline` by name and nothing else). 1.7 kB less per inline game.
      preserveEntrySignatures: 'allow-extension',
      output: {
        chunkFileNames: 'assets/inline-[name]-[hash].js',
        minify: true,
        codeSplitting: {
          groups: [
            {
              // What three or more of the chunks use (the three modes and the parts they load
              // later) is the runtime every game needs: one chunk of it rather than several small
              // ones. pnpm size: -1.0 kB for Classic and the picture modes, -0.6 kB for Crono;
              // two or four instead of three cost more.
              name: 'shared',
              minShareCount: 3,
            },
          ],
        },
      },
    },
  },
});
