import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildEnvironmentOptions } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Builds what `dir` holds with React + ReactDOM alone: this repository's copies, this Vite, the
 * production build. The baselines of `pnpm size` and `pnpm bench:web` are built with it, and the
 * embed e2e's host app (another copy of React on the host page).
 */
export async function buildReactOnly(dir: string, options: BuildEnvironmentOptions): Promise<void> {
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    resolve: {
      alias: {
        react: path.join(root, 'node_modules/react'),
        'react-dom': path.join(root, 'node_modules/react-dom'),
      },
    },
    // A library build keeps `process.env.NODE_ENV` as written; pages get it replaced anyway.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: options,
  });
}
