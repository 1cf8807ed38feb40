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

/** 32 random bytes, hex. */
export function randomSecret(): string {
  return randomBytes(32).toString('hex');
}
