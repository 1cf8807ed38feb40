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
 *
 * Texts load the same way as code (a language is a chunk of its own): the widgets' bundled texts
 * (i18n/bundled.ts), the transfer dialog's (transfer/transferTexts.ts) and the site's shell texts
 * are `laterEach` parts, one per language, with the same failure policy.
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

/**
 * Calls `retry` once, when the connection comes back (`online`) or the page gets focus again
 * (a tab left in the background, a phone unlocked): the two moments a failed load is worth trying
 * again without the player asking. Returns a function that stops waiting.
 */
export function whenBack(retry: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const stop = () => {
    window.removeEventListener('online', again);
    window.removeEventListener('focus', again);
  };
  const again = () => {
    stop();
    retry();
  };
  window.addEventListener('online', again);
  window.addEventListener('focus', again);
  return stop;
}

/**
 * Loads `part` for code a page cannot go on without and has nowhere to show a retry (the site's
 * texts before its first render, an embed's inline module): after a failure it tries again
 * whenever the connection comes back or the page gets focus, until it has loaded. `onFailure`
 * hears each failure (an embed tells its host).
 */
export function loadUntilLoaded<Module>(
  part: Later<Module>,
  onFailure?: (error: unknown) => void,
): Promise<Module> {
  return new Promise((resolve) => {
    const attempt = () =>
      part.load().then(resolve, (error: unknown) => {
        onFailure?.(error);
        whenBack(attempt);
      });
    attempt();
  });
}

/**
 * One part per key (a language's texts, a mode's widget), each the default export of its
 * module: `laterEach({ en: () => import('./en.json'), … }).en.load()`.
 */
export function laterEach<Key extends string, Value>(
  loaders: Record<Key, () => Promise<{ default: Value }>>,
): Record<Key, Later<Value>> {
  const parts = {} as Record<Key, Later<Value>>;
  for (const key of Object.keys(loaders) as Key[]) {
    parts[key] = later(() => loaders[key]().then((module) => module.default));
  }
  return parts;
}
