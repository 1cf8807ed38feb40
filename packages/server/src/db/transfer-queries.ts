/**
 * The transfer codes' statements and the archive's one read, written once with Kysely: see
 * queries.ts for how both backends run them (transfer-storage.ts prepares them on SQLite).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

type Db = Kysely<Database>;

/** Keeps progress under a code's hash; a hash already there (a 2^-50 collision) inserts nothing. */
export const insertTransfer = (
  db: Db,
  codeHash: string,
  progress: string,
  expiresAt: number,
  createdAt: string,
) =>
  db
    .insertInto('transfer_codes')
    .values({ code_hash: codeHash, progress, expires_at: expiresAt, created_at: createdAt })
    .onConflict((oc) => oc.column('code_hash').doNothing());

/**
 * Deletes a code's row and returns it, in one statement: of two redemptions racing (on one or
 * several instances), one gets the row and the other nothing. Expired rows are taken too, so
 * that a late redemption deletes them; the caller refuses them.
 */
export const takeTransfer = (db: Db, codeHash: string) =>
  db
    .deleteFrom('transfer_codes')
    .where('code_hash', '=', codeHash)
    .returning(['progress', 'expires_at']);

/** Deletes every row that expired at or before `at` (epoch ms). */
export const sweepTransfers = (db: Db, at: number) =>
  db.deleteFrom('transfer_codes').where('expires_at', '<=', at);

/** The earliest date any pool has a stored answer for (the archive's default launch date). */
export const earliestDailyAnswer = (db: Db) =>
  db.selectFrom('daily_answers').select(sql<string | null>`min(date)`.as('date'));
