/**
 * How a success is stored once, by backend: the statements that differ between the two (the
 * others are in queries.ts, with the same rules).
 *
 * - PostgreSQL, where several instances share the database: the primary key of
 *   `stats_successes` decides, with `on conflict do nothing`, and `stats_addresses` keeps one
 *   row per address key and day with its count of counted successes (migration 0006), moved
 *   by an upsert that stops at the cap.
 * - SQLite, one server process per file: the two tables are append-only logs without a unique
 *   key (migration 0005), one row per counted success, and the process remembers which client
 *   ids and how many successes of each address each (pool, date) already has (sqlite-storage.ts). A unique index over random client ids put every insert in a random page
 *   of a large index, then that page into the WAL and again into the file at the next
 *   checkpoint: most of the CPU a success cost.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

type Db = Kysely<Database>;

export const postgres = {
  /** A client's success; inserts nothing when the client already has one for the (mode, date). */
  insertSuccess: (db: Db, mode: string, date: string, clientId: string, createdAt: string) =>
    db
      .insertInto('stats_successes')
      .values({ mode, date, client_id: clientId, created_at: createdAt })
      .onConflict((oc) => oc.columns(['mode', 'date', 'client_id']).doNothing()),

  /**
   * Counts one more success of an address key for a (mode, date) and returns the new count, or
   * no row when the address has counted `cap` already (the WHERE of the update leaves the row).
   */
  countAddress: (db: Db, mode: string, date: string, address: string, cap: number) =>
    db
      .insertInto('stats_addresses')
      .values({ mode, date, address, successes: 1 })
      .onConflict((oc) =>
        oc
          .columns(['mode', 'date', 'address'])
          .doUpdateSet({ successes: sql<number>`stats_addresses.successes + 1` })
          .where('stats_addresses.successes', '<', cap),
      )
      .returning('successes'),
};

export const sqlite = {
  /** Appends a client's first success of a (mode, date): the caller knows it is the first. */
  appendSuccess: (db: Db, mode: string, date: string, clientId: string, createdAt: string) =>
    db
      .insertInto('stats_successes')
      .values({ mode, date, client_id: clientId, created_at: createdAt }),

  /**
   * Appends one counted success of an address key for a (mode, date): one row per counted
   * success (the caller knows the address is under its cap).
   */
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

  /** Each address key's counted successes for a (mode, date) (index stats_addresses_day). */
  addressesOf: (db: Db, mode: string, date: string) =>
    db
      .selectFrom('stats_addresses')
      .select((eb) => ['address as key', eb.fn.countAll<number>().as('n')])
      .where('mode', '=', mode)
      .where('date', '=', date)
      .groupBy('address'),
};
