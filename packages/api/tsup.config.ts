import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    modes: 'src/modes.ts',
    'mocks/index': 'src/mocks/index.ts',
    'crono/index': 'src/crono/index.ts',
  },
  format: ['esm'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  external: ['msw'],
  esbuildOptions(options) {
    options.conditions = ['@guessdle/source'];
  },
});
