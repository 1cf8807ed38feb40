import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { codeMarkers } from './build/codeMarkers.ts';
import { compileHints } from './build/compileHints.ts';
import { precompress } from './build/precompress.ts';
import { siteBuild } from './build/siteBuild.ts';
import { styledComponents } from './build/styledComponents.ts';

const apiTarget = process.env.GUESSDLE_API_URL ?? 'http://127.0.0.1:8787';

export default defineConfig({
  // The same style transform as the server render's (vite.ssr.config.ts): the same class names.
  oxc: styledComponents({ ids: true }),
  plugins: [
    react(),
    compileHints(),
    codeMarkers(),
    precompress(),
    // What the server must know of this build (@guessdle/api SiteBuild): .guessdle/site.json.
    siteBuild(),
    // The web app manifest (a <link> in index.html) and the service worker, src/sw.ts, given the
    // build's hashed files to fetch when it installs. The page registers it itself
    // (src/serviceWorker.ts): no registration code from the plugin.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        name: 'Guessdle',
        short_name: 'Guessdle',
        description: 'Guess the model or pornstar of the day: four daily guessing games.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // The default (dark) theme's page and accent (packages/ui themes.source.ts).
        background_color: '#121212',
        theme_color: '#121212',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        // The build's own hashed code and texts; not the pictures, maps or server files.
        globPatterns: ['assets/*.{js,css,json,woff2}'],
        globIgnores: ['**/*.map', '.ssr/**', '.vite/**'],
        // Hashed names: no revision query needed.
        dontCacheBustURLsMatching: /-[A-Za-z0-9_-]{8}\./,
        sourcemap: false,
      },
    }),
  ],
  // Read workspace packages from their sources: no package build needed for the site.
  resolve: { conditions: ['@guessdle/source', ...defaultClientConditions] },
  server: {
    proxy: {
      '/api': apiTarget,
      '/assets': apiTarget,
      '/messages': apiTarget,
      '/config.js': apiTarget,
    },
  },
  // The manifest lets scripts/size.ts follow exactly what each page loads. The first-paint loader
  // is built apart (vite.first-paint.config.ts): it must share no chunk with the site.
  // No modulepreload polyfill: it cost every page 0.3 kB for browsers that ignore
  // <link rel="modulepreload"> (Safari before 17), which then fetch those modules when imported:
  // later, never broken.
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Everything the entry imports, in the entry's chunk: every page loads all of it
              // before it runs. Left to itself the bundler kept three pieces apart (i18next with
              // React's hooks, the button, the theme variables): 1.1 kB more to download.
              name: 'index',
              tags: ['$initial'],
              priority: 2,
            },
            {
              // The API client and the tracker (src/services.ts and what it imports beyond the
              // entry) as one chunk: the pages that need them load it before their first render,
              // home only once a press needs it. Left to itself the bundler made four chunks of
              // them, 0.5 kB more to download.
              name: 'services',
              test: /[\\/]site[\\/]src[\\/]services\.ts$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
