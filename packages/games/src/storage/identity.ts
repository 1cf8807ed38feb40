import { safeGet, safeSet, type KeyValueStorage } from './storage';

/** Storage key of the anonymous client id sent with successes (counted once per client and day). */
export const CLIENT_ID_KEY = 'clientId';
/** Storage key of the tracking device id. */
export const DEVICE_ID_KEY = 'deviceId';
/** Session-storage key of the tracking session id. */
export const SESSION_ID_KEY = 'sessionId';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * A v4 UUID. `crypto.randomUUID` exists only in secure contexts (https, localhost), and widgets
 * are embedded on plain-http pages too, so fall back to `getRandomValues`, then to Math.random.
 */
export function randomId(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof c?.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The id stored under `key`, or a new one (stored at once). A stored value that is not a UUID is
 * corrupt and replaced.
 */
export function getOrCreateId(
  storage: KeyValueStorage,
  key: string,
  generate: () => string = randomId,
): string {
  const stored = safeGet(storage, key);
  if (stored !== null && UUID.test(stored)) return stored;
  const id = generate();
  safeSet(storage, key, id);
  return id;
}
