import { createHmac, randomBytes } from 'node:crypto';
import type { DatabaseHandle } from './index';
import { createPostgresStorage } from './postgres-storage';
import { createSqliteStorage } from './sqlite-storage';
import type { Storage } from './types';

export type { Storage, TrackingRow } from './types';

/**
 * The storage for a database: synchronous prepared statements on the embedded SQLite file
 * (no async driver, no connection mutex, group commit), Kysely on PostgreSQL. Both run the
 * statements of queries.ts and pass the same suite (storage.test.ts).
 */
export function createStorage(handle: DatabaseHandle, now: () => number = Date.now): Storage {
  if (handle.sqlite) return createSqliteStorage(handle, handle.sqlite, now);
  return createPostgresStorage(handle, now);
}

/**
 * The key a client address is stored under: an HMAC with the server's secret, so the database
 * never holds addresses and the key of one address cannot be computed without the secret.
 */
export function addressKey(secret: string, address: string): string {
  return createHmac('sha256', secret).update(`address\n${address}`).digest('base64url');
}

/** Addresses whose key `addressKeys` remembers at most; past this many it starts over. */
const ADDRESS_KEYS_MAX = 10_000;

/**
 * `addressKey` with the secret bound, remembering the keys of recent addresses: the same address
 * comes back with each of its calls (a player's successes, a Crono start), and an HMAC costs
 * more than the rest of the lookup. Kept in memory only, as the rate limiter keeps addresses.
 */
export function addressKeys(secret: string): (address: string) => string {
  let known = new Map<string, string>();
  return (address) => {
    let key = known.get(address);
    if (key === undefined) {
      key = addressKey(secret, address);
      if (known.size >= ADDRESS_KEYS_MAX) known = new Map();
      known.set(address, key);
    }
    return key;
  };
}

/** 32 random bytes, hex. */
export function randomSecret(): string {
  return randomBytes(32).toString('hex');
}
