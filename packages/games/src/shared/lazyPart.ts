import { useEffect, useState } from 'react';

/**
 * A part of a view whose code loads on its own, out of a page's first load: the win box (only a
 * won game shows it), Classic's guess table (only once a guess is made). Unlike `React.lazy`, a
 * part already loaded renders in the same pass (no Suspense fallback, no flash), and a part
 * fetched while the browser is idle (`usePreload`) is there before the player needs it.
 */
export interface LazyPart<Module> {
  /** Loads the part's module once; a failed load is tried again at the next call. */
  load(): Promise<Module>;
  /** The module once loaded (asking for it at mount if needed); undefined until then. */
  useModule(): Module | undefined;
  /** Fetches the module once the browser has nothing else to do after the caller mounts. */
  usePreload(): void;
}

export function lazyPart<Module>(importModule: () => Promise<Module>): LazyPart<Module> {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;

  function load(): Promise<Module> {
    loading ??= importModule().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  function useModule(): Module | undefined {
    const [module, setModule] = useState(loaded);
    useEffect(() => {
      if (module) return;
      let live = true;
      load().then(
        (ready) => live && setModule(ready),
        // Offline, or a deploy removed the chunk: the part stays away, the game goes on.
        () => {},
      );
      return () => {
        live = false;
      };
    }, [module]);
    return module;
  }

  function usePreload(): void {
    useEffect(() => {
      if (loaded || typeof window === 'undefined') return;
      const fetchIt = () => void load().catch(() => {});
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(fetchIt, { timeout: 3000 });
        return () => window.cancelIdleCallback(id);
      }
      const id = window.setTimeout(fetchIt, 1000);
      return () => window.clearTimeout(id);
    }, []);
  }

  return { load, useModule, usePreload };
}
