import type { DatabaseHandle } from './index';
import { prepareStatements } from './sqlite-statements';
import * as q from './transfer-queries';

/**
 * What transfer codes (transfer.ts) and the archive (archive.ts) store, on SQLite and PostgreSQL
 * alike: the statements of transfer-queries.ts, synchronous on the embedded SQLite connection,
 * through Kysely on PostgreSQL. One suite runs on both (transfer-storage.test.ts).
 */
export interface TransferStorage {
  /** Keeps `progress` (JSON text) under a code's hash; false when that hash is already kept. */
  insert(codeHash: string, progress: string, expiresAt: number): Promise<boolean>;
  /**
   * Deletes the row of a code's hash and returns it, expired or not: at most one caller ever
   * gets a given row, whatever the concurrency.
   */
  take(codeHash: string): Promise<{ progress: string; expiresAt: number } | undefined>;
  /** Deletes the rows that expired at or before `at` (epoch ms); returns how many. */
  sweep(at: number): Promise<number>;
  /** The earliest date with a stored daily answer, or undefined when none is stored. */
  earliestPuzzleDate(): Promise<string | undefined>;
}

interface TransferRow {
  progress: string;
  expires_at: number | string;
}

const toTaken = (row: TransferRow | undefined) =>
  row && { progress: row.progress, expiresAt: Number(row.expires_at) };

export function createTransferStorage(
  handle: DatabaseHandle,
  now: () => number = Date.now,
): TransferStorage {
  const iso = () => new Date(now()).toISOString();
  const raw = handle.sqlite;
  if (raw) {
    const s = prepareStatements(handle.db, raw, q);
    return {
      insert: async (codeHash, progress, expiresAt) =>
        s.insertTransfer.run(codeHash, progress, expiresAt, iso()).changes === 1,
      take: async (codeHash) => toTaken(s.takeTransfer.get<TransferRow>(codeHash)),
      sweep: async (at) => s.sweepTransfers.run(at).changes,
      earliestPuzzleDate: async () =>
        s.earliestDailyAnswer.get<{ date: string | null }>()?.date ?? undefined,
    };
  }
  const { db } = handle;
  return {
    async insert(codeHash, progress, expiresAt) {
      const res = await q
        .insertTransfer(db, codeHash, progress, expiresAt, iso())
        .executeTakeFirst();
      return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    take: async (codeHash) => toTaken(await q.takeTransfer(db, codeHash).executeTakeFirst()),
    async sweep(at) {
      const res = await q.sweepTransfers(db, at).executeTakeFirst();
      return Number(res.numDeletedRows);
    },
    earliestPuzzleDate: async () =>
      (await q.earliestDailyAnswer(db).executeTakeFirst())?.date ?? undefined,
  };
}
