import type { KeyValueStorage, StorageChange, StorageListener } from '@guessdle/games';

/**
 * What an `/embed/{mode}` page was asked for, from its query (written by the loader, /embed.js):
 * `lang`, `theme`, `difficulty`, `game` (Crono), `share` (the share text's address), `instance`
 * (the loader's id for this frame) and `origin` (the host page's origin, where messages go).
 */
export interface EmbedSettings {
  lang: string | null;
  /** A theme name (dark, light, high-contrast); the embed page resolves it. */
  theme: string | null;
  difficulty: string | null;
  game: string | null;
  shareUrl: string | null;
  instance: string;
  /** The host page's origin when it is one; messages are posted to it only. */
  hostOrigin: string | null;
}

/** The embed settings of `location`, or null when it is not an `/embed/…` page. */
export function readEmbedSettings(location: Pick<Location, 'pathname' | 'search'>) {
  if (!location.pathname.startsWith('/embed/')) return null;
  const query = new URLSearchParams(location.search);
  return {
    lang: query.get('lang'),
    theme: query.get('theme'),
    difficulty: query.get('difficulty'),
    game: query.get('game'),
    shareUrl: httpUrl(query.get('share')),
    instance: query.get('instance') ?? '',
    hostOrigin: origin(query.get('origin')),
  } satisfies EmbedSettings;
}

function httpUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function origin(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.origin === value ? value : null;
  } catch {
    return null;
  }
}

/**
 * The embed's storage: every key under `embed:{host origin}:`, so each host site keeps its own
 * progress even where the browser does not partition third-party storage. Where storage is
 * blocked (Safari's third-party frames, private modes) createLocalStorage already keeps the
 * values in memory for the visit.
 */
export function hostScopedStorage(storage: KeyValueStorage, hostOrigin: string | null) {
  const prefix = `embed:${hostOrigin ?? 'unknown'}:`;
  return {
    getItem: (key: string) => storage.getItem(prefix + key),
    setItem: (key: string, value: string) => storage.setItem(prefix + key, value),
    removeItem: (key: string) => storage.removeItem(prefix + key),
    // Other tabs' writes and imports announced here reach the open game, under the host's keys.
    subscribe: (listener: StorageListener) =>
      storage.subscribe?.((change) => {
        if (change.key === null) listener(change);
        else if (change.key.startsWith(prefix)) {
          listener({ key: change.key.slice(prefix.length), newValue: change.newValue });
        }
      }) ?? (() => {}),
    announce: (change: StorageChange) =>
      storage.announce?.({ ...change, key: change.key === null ? null : prefix + change.key }),
  } satisfies KeyValueStorage;
}
