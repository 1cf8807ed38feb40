/**
 * The one way this repository loads code later (a page, a dialog, a part of a view that a first
 * visit does not show): `later(() => import('./Part'))`. What it adds to a bare dynamic import is
 * what happens when the import fails, which on the open web it does:
 *
 * - a failed load is forgotten, so the next `load()` fetches again (the browser does not keep a
 *   failed module import: the same address is requested anew);
 * - the failure is handed to the page's recovery (`recovery.ts`) first: on the site, a chunk that
 *   is gone while its server answers (a new build was deployed under an open tab) reloads the page
 *   once; offline, the error reaches the caller, and the React side (`LaterPart.tsx`) shows the
 *   part's own "could not load, try again" in place of the part and tries again when the
 *   connection or the player comes back.
 *
 * A module already loaded is at hand synchronously (`loaded`), so a part whose code is here
 * renders in the same pass: no Suspense fallback, no flash, and a server render or a hydration
 * that awaited `load()` first meets the part itself.
 */
/**
 * What the page does with a failed load before the part shows its retry; the site installs its
 * recovery (`reloadOnMissingChunk`, recovery.ts). A widget on someone else's page installs none:
 * the host's page is the host's to reload.
 */
let recover: ((error: unknown) => Promise<void>) | null = null;

/** Installs (or, with null, removes) the page's recovery from a failed load. */
export function setLoadRecovery(recovery: ((error: unknown) => Promise<void>) | null): void {
  recover = recovery;
}

export interface Later<Module> {
  /** Loads the module once; a failed load is tried again at the next call. */
  load(): Promise<Module>;
  /** The module once loaded; undefined before. */
  readonly loaded: Module | undefined;
  /** Starts loading and ignores a failure (the part asks again when it is shown). */
  preload(): void;
  /** Calls `listener` once the module has loaded (every part showing it re-renders). */
  subscribe(listener: () => void): () => void;
}

export function later<Module>(importModule: () => Promise<Module>): Later<Module> {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const listeners = new Set<() => void>();
  const load = (): Promise<Module> =>
    (loading ??= importModule().then(
      (module) => {
        loaded = module;
        for (const listener of [...listeners]) listener();
        return module;
      },
      async (error: unknown) => {
        loading = undefined;
        await recover?.(error);
        throw error;
      },
    ));
  return {
    load,
    get loaded() {
      return loaded;
    },
    preload: () => void load().catch(() => undefined),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
