import { defineConfig, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { siteBuildPart } from './build/siteBuild.ts';
import { styledComponents } from './build/styledComponents.ts';

/**
 * The site for the server's first paint (src/entry-server.tsx): one Node ES module, dependencies
 * included, at `dist/.ssr/entry-server.js`, which the API server loads to render each page's first
 * screen (packages/server/src/routes/page.ts). Built last, into the site's folder; the server does
 * not serve `/.ssr/`.
 */
export default defineConfig({
  // The same style transform as the browser build (vite.config.ts): the same class names.
  oxc: styledComponents({ ids: true }),
  plugins: [react(), siteBuildPart('serverRender')],
  resolve: { conditions: ['@guessdle/source', ...defaultServerConditions] },
  ssr: {
    // Bundled whole: the workspace packages' dependencies are not resolvable from site/dist.
    noExternal: true,
    resolve: {
      conditions: ['@guessdle/source', ...defaultServerConditions],
      externalConditions: ['@guessdle/source', ...defaultServerConditions],
    },
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist/.ssr',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    minify: true,
    rollupOptions: {
      output: { entryFileNames: 'entry-server.js', codeSplitting: false },
    },
  },
});
