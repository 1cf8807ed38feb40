import { defineConfig } from 'tsup';

const entries = {
  index: 'src/index.ts',
  internal: 'src/internal.ts',
  'core/index': 'src/core/index.ts',
};

export default defineConfig({
  entry: {
    ...entries,
    // The published index, marked "use client" (src/client-entry.ts); its types are the index's.
    index: 'src/client-entry.ts',
    // Each widget is an entry too (dist/parts/…, not exported): esbuild then keeps each widget's
    // modules in chunks of their own, and with `"sideEffects": false` a host that renders only
    // <ClassicGame> bundles none of the other modes (their styled-components definitions are
    // calls a bundler would otherwise have to keep).
    'parts/classic': 'src/classic/ClassicGame.tsx',
    'parts/picture-games': 'src/picture-guess/PictureGames.tsx',
    'parts/crono': 'src/crono/CronoGame.tsx',
    'parts/private-crono': 'src/crono/createPrivateCronoGame.ts',
    'parts/stats-launcher': 'src/stats/StatsLauncher.tsx',
  },
  format: ['esm'],
  dts: { entry: entries, compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  external: ['react', 'react-dom', /^@guessdle\//],
});
