import { createHmac, randomBytes } from 'node:crypto';
import type { DatabaseHandle } from './index';
import { createPostgresStorage } from './postgres-storage';
import { createSqliteStorage } from './sqlite-storage';
import { isIP } from 'node:net';
import { timed } from './observe';
import type { Storage, StorageOptions } from './types';

export type { Storage, StorageOptions, TrackingRow } from './types';

/**
 * The storage for a database: synchronous prepared statements on the embedded SQLite file
 * (no async driver, no connection mutex, group commit), Kysely on PostgreSQL. Both run the
 * statements of queries.ts and pass the same suite (storage.test.ts).
 */
export function createStorage(
  handle: DatabaseHandle,
  now: () => number = Date.now,
  options: StorageOptions = {},
): Storage {
  return timed(
    handle,
    handle.sqlite
      ? createSqliteStorage(handle, handle.sqlite, now, options)
      : createPostgresStorage(handle, now, options),
  );
}

/**
 * The address a client is counted under: an IPv4 address as it is (also when written as an
 * IPv4-mapped IPv6 address), an IPv6 address by its /64, the block one subscriber (a home, a
 * phone) is given and rotates its temporary addresses in. Anything else is kept as it is.
 */
export function addressGroup(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1] as string;
  if (isIP(address) !== 6) return address;
  const zoneless = address.split('%')[0] as string;
  const [head = '', tail] = zoneless.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  // An embedded IPv4 tail (a:b::1.2.3.4) sits in the last 64 bits: it never changes the /64.
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => (g === '' ? '0' : g.toLowerCase().replace(/^0+(?=.)/, '')))
    .join(':')}::/64`;
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
 * `addressKey` of the address's group (`addressGroup`: IPv6 by /64) with the secret bound, remembering the keys of recent addresses: the same address
 * comes back with each of its calls (a player's successes, a Crono start), and an HMAC costs
 * more than the rest of the lookup. Kept in memory only, as the rate limiter keeps addresses.
 */
export function addressKeys(secret: string): (address: string) => string {
  let known = new Map<string, string>();
  return (address) => {
    let key = known.get(address);
    if (key === undefined) {
      key = addressKey(secret, addressGroup(address));
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
