import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    modes: 'src/modes.ts',
    'mocks/index': 'src/mocks/index.ts',
    'crono/index': 'src/crono/index.ts',
    // Not a subpath: an entry only so the client's modules get chunks apart from the schemas
    // (src/client.ts says why).
    client: 'src/client.ts',
  },
  format: ['esm'],
  dts: {
    // @guessdle/data is bundled (below), so its types are too: the package needs no data.
    resolve: ['@guessdle/data'],
    compilerOptions: { ignoreDeprecations: '6.0' },
  },
  sourcemap: true,
  clean: true,
  external: ['msw'],
  // The contract's vocabularies and the mock's fixtures come from @guessdle/data at build time, so
  // installing @guessdle/api (and the games on it) brings no dataset package and no picture.
  noExternal: ['@guessdle/data'],
  esbuildOptions(options) {
    options.conditions = ['@guessdle/source'];
  },
});
