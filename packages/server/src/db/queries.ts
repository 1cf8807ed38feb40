/**
 * Every statement the server runs, written once with Kysely. Each is a function of the database
 * and its values that returns a query builder, not yet run:
 *
 * - on PostgreSQL the storages run it with Kysely (`.execute()`), inside a transaction where one
 *   is needed (postgres-storage.ts, postgres-crono-storage.ts);
 * - on the embedded SQLite file it is compiled once, at start-up, into a prepared statement on
 *   the synchronous libsql connection, and run with new values (sqlite-statements.ts, then
 *   sqlite-storage.ts, sqlite-crono-storage.ts): the hot path pays no builder and no compiler.
 *
 * So that one compilation fits every call, a statement uses its values as they are (no `if` on
 * a value, no arithmetic on it): the caller passes what the SQL needs (`fastIncrement: 0 | 1`).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

type Db = Kysely<Database>;

// ---------------------------------------------------------------- daily answers and stats

export const getDailyAnswer = (db: Db, mode: string, date: string) =>
  db.selectFrom('daily_answers').select('answer').where('mode', '=', mode).where('date', '=', date);

export const listDailyAnswers = (db: Db, mode: string, from: string, to: string) =>
  db
    .selectFrom('daily_answers')
    .select(['date', 'answer'])
    .where('mode', '=', mode)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date', 'desc');

/** Stores the answer unless the (mode, date) has one: the first instance to write wins. */
export const insertDailyAnswer = (
  db: Db,
  mode: string,
  date: string,
  answer: string,
  createdAt: string,
) =>
  db
    .insertInto('daily_answers')
    .values({ mode, date, answer, created_at: createdAt })
    .onConflict((oc) => oc.columns(['mode', 'date']).doNothing());

export const getCounter = (db: Db, mode: string, date: string) =>
  db
    .selectFrom('stats_counters')
    .select('successes')
    .where('mode', '=', mode)
    .where('date', '=', date);

/** Adds `count` to the (mode, date) counter, creating it, and returns the new value. */
export const addToCounter = (db: Db, mode: string, date: string, count: number) =>
  db
    .insertInto('stats_counters')
    .values({ mode, date, successes: count })
    .onConflict((oc) =>
      oc
        .columns(['mode', 'date'])
        .doUpdateSet({ successes: sql<number>`stats_counters.successes + excluded.successes` }),
    )
    .returning('successes');

/** Adds `count` players to the (mode, date, tries) bar of everyone's distribution. */
export const addToTries = (db: Db, mode: string, date: string, tries: number, count: number) =>
  db
    .insertInto('stats_tries')
    .values({ mode, date, tries, players: count })
    .onConflict((oc) =>
      oc
        .columns(['mode', 'date', 'tries'])
        .doUpdateSet({ players: sql<number>`stats_tries.players + excluded.players` }),
    );

/** Everyone's distribution of a (mode, date), fewest tries first. */
export const getTries = (db: Db, mode: string, date: string) =>
  db
    .selectFrom('stats_tries')
    .select(['tries', 'players'])
    .where('mode', '=', mode)
    .where('date', '=', date)
    .orderBy('tries');

// ---------------------------------------------------------------- tracking and settings

export const insertTracking = (
  db: Db,
  eventName: string,
  attrs: string,
  deviceId: string,
  sessionId: string,
  createdAt: string,
) =>
  db.insertInto('tracking_events').values({
    event_name: eventName,
    attrs,
    device_id: deviceId,
    session_id: sessionId,
    created_at: createdAt,
  });

export const pruneTrackingBefore = (db: Db, cutoff: string) =>
  db.deleteFrom('tracking_events').where('created_at', '<', cutoff);

export const maxTrackingId = (db: Db) =>
  db.selectFrom('tracking_events').select((eb) => eb.fn.max('id').as('maxId'));

export const pruneTrackingUpTo = (db: Db, id: number) =>
  db.deleteFrom('tracking_events').where('id', '<=', id);

export const countTracking = (db: Db) =>
  db.selectFrom('tracking_events').select((eb) => eb.fn.countAll().as('n'));

export const getSetting = (db: Db, key: string) =>
  db.selectFrom('settings').select('value').where('key', '=', key);

/** Stores a setting unless it exists: the first instance to write wins. */
export const insertSetting = (db: Db, key: string, value: string) =>
  db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing());

export const ping = (db: Db) => db.selectNoFrom(sql<number>`1`.as('one'));
