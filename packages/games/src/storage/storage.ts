/**
 * Key-value storage adapters for the widgets. The interface is shaped like zustand's
 * `StateStorage` (synchronous variant), so a host can pass any object with
 * `getItem` / `setItem` / `removeItem`; `subscribe` is optional and reports writes made elsewhere
 * (other tabs), the way the browser's `storage` event does.
 */

/** A change made outside this page (another tab): `key` is null when the storage was cleared. */
export interface StorageChange {
  key: string | null;
  newValue: string | null;
}

export type StorageListener = (change: StorageChange) => void;

/** Where a widget keeps guesses, completion records, flags and ids. Synchronous on purpose. */
export interface KeyValueStorage {
  /** The stored string, or null when absent. Must not throw (wrap it if your backend can). */
  getItem(key: string): string | null;
  /** Stores a string value. */
  setItem(key: string, value: string): void;
  /** Deletes a key. */
  removeItem(key: string): void;
  /**
   * Optional: calls `listener` when another page (tab) changes the storage. Returns an
   * unsubscribe function.
   */
  subscribe?(listener: StorageListener): () => void;
  /**
   * Optional: tells this page's `subscribe` listeners about a write made here that the rest of the
   * page must see as if another tab had made it (an imported progress lands under open games).
   * Without it, only other tabs hear of such a write.
   */
  announce?(change: StorageChange): void;
}

/** An in-memory storage with a hook to simulate another tab's writes (tests, stories, SSR). */
export interface MemoryStorage extends KeyValueStorage {
  subscribe(listener: StorageListener): () => void;
  announce(change: StorageChange): void;
  /** Writes a value as if another tab had done it, and notifies subscribers. */
  simulateExternalChange(key: string, value: string | null): void;
  /** A copy of everything stored. */
  snapshot(): Record<string, string>;
}

/** Storage kept in a `Map`: lost on reload, never throws. */
export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const map = new Map<string, string>(Object.entries(initial));
  const listeners = new Set<StorageListener>();
  const notify = (change: StorageChange) => {
    for (const listener of [...listeners]) listener(change);
  };
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, String(value));
    },
    removeItem: (key) => {
      map.delete(key);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    simulateExternalChange(key, value) {
      if (value === null) map.delete(key);
      else map.set(key, value);
      notify({ key, newValue: value });
    },
    announce: notify,
    snapshot: () => Object.fromEntries(map),
  };
}

export type WebStorageArea = 'local' | 'session';

function resolveWebStorage(area: WebStorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    // Reading the property itself throws a SecurityError when third-party storage is blocked.
    const storage = area === 'local' ? window.localStorage : window.sessionStorage;
    if (!storage) return null;
    const probe = '__guessdle_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/**
 * The browser's `localStorage` (or `sessionStorage` with `area: 'session'`), made safe:
 * without `window`, or when the storage is missing or throws (private mode, blocked third-party
 * storage, quota), values are kept in memory instead. Writes that fail later (quota) stay readable
 * from memory for the life of the page. Changes from other tabs arrive through `subscribe`.
 */
export function createLocalStorage(options: { area?: WebStorageArea } = {}): KeyValueStorage {
  const area = options.area ?? 'local';
  const web = resolveWebStorage(area);
  // Values whose write failed, or everything when there is no web storage at all.
  const fallback = new Map<string, string>();

  return {
    getItem(key) {
      if (fallback.has(key)) return fallback.get(key) ?? null;
      if (!web) return null;
      try {
        return web.getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      if (web) {
        try {
          web.setItem(key, value);
          fallback.delete(key);
          return;
        } catch {
          // Quota or a storage revoked mid-session: keep the value for this page at least.
        }
      }
      fallback.set(key, value);
    },
    removeItem(key) {
      fallback.delete(key);
      if (!web) return;
      try {
        web.removeItem(key);
      } catch {
        // Nothing more to do: the memory copy is gone, the web copy is unreachable.
      }
    },
    subscribe(listener) {
      if (!web || typeof window === 'undefined') return () => {};
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea !== web) return;
        if (event.key === null) fallback.clear();
        else fallback.delete(event.key);
        listener({ key: event.key, newValue: event.newValue });
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
    announce({ key, newValue }) {
      if (!web || typeof window === 'undefined') return;
      // The browser tells only the other tabs; the same event, dispatched here, reaches every
      // adapter of this page over the same area (each widget may hold its own adapter object).
      try {
        window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: web }));
      } catch {
        // An old engine without the constructor: open games here see the change on reload.
      }
    },
  };
}

/** `createLocalStorage({ area: 'session' })`: per-tab values such as the tracking session id. */
export function createSessionStorage(): KeyValueStorage {
  return createLocalStorage({ area: 'session' });
}

/** Reads a key and never throws, even from a host adapter that does. */
export function safeGet(storage: KeyValueStorage, key: string): string | null {
  try {
    const value = storage.getItem(key);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Announces a write made here to this page's listeners (`announce`), and never throws. */
export function safeAnnounce(storage: KeyValueStorage, key: string, newValue: string | null): void {
  try {
    storage.announce?.({ key, newValue });
  } catch {
    // A listener failed: the write itself stands, and a reload shows it.
  }
}

/** Writes a key and never throws: losing a write is better than breaking the game. */
export function safeSet(storage: KeyValueStorage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // The host's adapter failed; the in-memory state of the widget stays authoritative.
  }
}
