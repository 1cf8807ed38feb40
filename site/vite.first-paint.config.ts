import { defineConfig, defaultClientConditions } from 'vite';
import { siteBuildPart } from './build/siteBuild.ts';

/**
 * The first-paint loader (src/firstPaint.ts): the early script of a page the server painted,
 * which the server writes inline into that page (server routes/page.ts) and the CSP allows by its
 * hash. One self-contained ES module, hashed under /assets/; built apart from the site so that it
 * shares no chunk with it (an import in an inline script would be one more request before the
 * code). Built after the site into the same folder; `.vite/first-paint-manifest.json` names it.
 */
export const FIRST_PAINT_MANIFEST = '.vite/first-paint-manifest.json';

export default defineConfig({
  plugins: [siteBuildPart('firstPaint')],
  resolve: { conditions: ['@guessdle/source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: FIRST_PAINT_MANIFEST,
    rollupOptions: { input: { firstPaint: 'src/firstPaint.ts' } },
  },
});
