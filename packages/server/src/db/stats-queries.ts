/**
 * How a success is stored once, by backend: the statements that differ between the two (the
 * others are in queries.ts, with the same rules).
 *
 * - PostgreSQL, where several instances share the database: the primary keys of
 *   `stats_successes` and `stats_addresses` decide, with `on conflict do nothing`.
 * - SQLite, one server process per file: the two tables are append-only logs without a unique
 *   key (migration 0005), and the process remembers which keys each (pool, date) already has
 *   (sqlite-storage.ts). A unique index over random client ids put every insert in a random page
 *   of a large index, then that page into the WAL and again into the file at the next
 *   checkpoint: most of the CPU a success cost.
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema';

type Db = Kysely<Database>;

export const postgres = {
  /** A client's success; inserts nothing when the client already has one for the (mode, date). */
  insertSuccess: (db: Db, mode: string, date: string, clientId: string, createdAt: string) =>
    db
      .insertInto('stats_successes')
      .values({ mode, date, client_id: clientId, created_at: createdAt })
      .onConflict((oc) => oc.columns(['mode', 'date', 'client_id']).doNothing()),

  /** An address key's counted success; inserts nothing when that address already counted one. */
  insertAddress: (db: Db, mode: string, date: string, address: string) =>
    db
      .insertInto('stats_addresses')
      .values({ mode, date, address })
      .onConflict((oc) => oc.columns(['mode', 'date', 'address']).doNothing()),
};

export const sqlite = {
  /** Appends a client's first success of a (mode, date): the caller knows it is the first. */
  appendSuccess: (db: Db, mode: string, date: string, clientId: string, createdAt: string) =>
    db
      .insertInto('stats_successes')
      .values({ mode, date, client_id: clientId, created_at: createdAt }),

  /** Appends an address key's counted success of a (mode, date): the caller knows it is new. */
  appendAddress: (db: Db, mode: string, date: string, address: string) =>
    db.insertInto('stats_addresses').values({ mode, date, address }),

  /** The (mode, date) pairs of the daily answers from `from` on: the days that take successes. */
  daysFrom: (db: Db, from: string) =>
    db.selectFrom('daily_answers').select(['mode', 'date']).where('date', '>=', from),

  /** The client ids stored for a (mode, date) (index stats_successes_day). */
  clientIdsOf: (db: Db, mode: string, date: string) =>
    db
      .selectFrom('stats_successes')
      .select('client_id as key')
      .where('mode', '=', mode)
      .where('date', '=', date),

  /** The address keys stored for a (mode, date) (index stats_addresses_day). */
  addressesOf: (db: Db, mode: string, date: string) =>
    db
      .selectFrom('stats_addresses')
      .select('address as key')
      .where('mode', '=', mode)
      .where('date', '=', date),
};
