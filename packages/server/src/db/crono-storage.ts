import type { DatabaseHandle } from './index';
import { timed } from './observe';
import { createPostgresCronoStorage } from './postgres-crono-storage';
import { createSqliteCronoStorage } from './sqlite-crono-storage';
import type { CronoStorage } from './types';

export type { CronoStorage, StoredRun } from './types';

/**
 * Crono's storage for a database: synchronous prepared statements and per-connection caches on
 * the embedded SQLite file, Kysely on PostgreSQL. Both run the statements of crono-queries.ts
 * and pass the same suite (crono-storage.test.ts).
 */
export function createCronoStorage(
  handle: DatabaseHandle,
  now: () => number = Date.now,
): CronoStorage {
  return timed(
    handle,
    handle.sqlite
      ? createSqliteCronoStorage(handle.db, handle.sqlite, now)
      : createPostgresCronoStorage(handle, now),
  );
}
