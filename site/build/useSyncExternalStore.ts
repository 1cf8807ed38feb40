// What `use-sync-external-store/shim` exports when React has the hook (see reactBuiltins.ts).
export { useSyncExternalStore } from 'react';
