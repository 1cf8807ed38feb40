import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'stories/index': 'src/stories/index.ts' },
  format: ['esm'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  external: ['react', 'react-dom'],
});
