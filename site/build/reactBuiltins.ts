import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * `use-sync-external-store/shim` (react-i18next's import) is React's own `useSyncExternalStore`
 * from React 18 on, but it still bundles its fallback for older Reacts (0.3 kB gzip on every
 * page). The site runs React 19: the import resolves to React's hook instead.
 */
export const reactBuiltins: Alias[] = [
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: fileURLToPath(new URL('./useSyncExternalStore.ts', import.meta.url)),
  },
];
