import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { DatabaseHandle } from './index';
import { createSqliteStorage } from './sqlite-storage';

export interface TrackingRow {
  eventName: string;
  attrs: Record<string, unknown>;
  deviceId: string;
  sessionId: string;
}

/**
 * Every query the server runs outside Crono. Two implementations behind this one interface, run
 * by the same storage test suite: Kysely (PostgreSQL) and synchronous prepared statements on the
 * embedded SQLite connection (db/sqlite-storage.ts: no async driver, no connection mutex, a
 * transaction is a few microseconds).
 */
export interface Storage {
  handle: DatabaseHandle;
  getDailyAnswer(mode: string, date: string): Promise<string | undefined>;
  /** Answers stored for dates in [from, to], newest first. */
  listDailyAnswers(
    mode: string,
    from: string,
    to: string,
  ): Promise<Array<{ date: string; answer: string }>>;
  /**
   * Stores the answer unless one exists, then returns the stored one: two instances racing on
   * the same date both end up with the winner's answer.
   */
  insertDailyAnswerIfAbsent(mode: string, date: string, answer: string): Promise<string>;
  getSuccessCount(mode: string, date: string): Promise<number>;
  /**
   * Stores a client's success once per (mode, date) and returns the counter after it. It counts
   * only when it is the client's first for that (mode, date) and, when `address` (an address
   * key) is given, also the first counted one of that address. Resolves only once committed.
   */
  recordSuccess(
    mode: string,
    date: string,
    clientId: string,
    address?: string,
  ): Promise<{ counted: boolean; count: number }>;
  insertTracking(event: TrackingRow): Promise<void>;
  /** Deletes events older than `retentionDays` and all but the newest `maxRows`. */
  pruneTracking(retentionDays: number, maxRows: number): Promise<number>;
  countTracking(): Promise<number>;
  /** A setting created once (first writer wins) and then read back by every instance. */
  getOrCreateSetting(key: string, create: () => string): Promise<string>;
  ping(): Promise<void>;
}

export function createStorage(handle: DatabaseHandle, now: () => number = Date.now): Storage {
  if (handle.sqlite) return createSqliteStorage(handle, handle.sqlite, now);
  return createKyselyStorage(handle, now);
}

/** The Kysely implementation (PostgreSQL; also works on SQLite through Kysely's dialect). */
export function createKyselyStorage(handle: DatabaseHandle, now: () => number = Date.now): Storage {
  const { db } = handle;
  const iso = () => new Date(now()).toISOString();

  return {
    handle,

    async getDailyAnswer(mode: string, date: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('daily_answers')
        .select('answer')
        .where('mode', '=', mode)
        .where('date', '=', date)
        .executeTakeFirst();
      return row?.answer;
    },

    /** Answers stored for dates in [from, to], newest first. */
    async listDailyAnswers(
      mode: string,
      from: string,
      to: string,
    ): Promise<Array<{ date: string; answer: string }>> {
      return db
        .selectFrom('daily_answers')
        .select(['date', 'answer'])
        .where('mode', '=', mode)
        .where('date', '>=', from)
        .where('date', '<=', to)
        .orderBy('date', 'desc')
        .execute();
    },

    /**
     * Stores the answer unless one exists, then returns the stored one: two instances racing on
     * the same date both end up with the winner's answer.
     */
    async insertDailyAnswerIfAbsent(mode: string, date: string, answer: string): Promise<string> {
      await db
        .insertInto('daily_answers')
        .values({ mode, date, answer, created_at: iso() })
        .onConflict((oc) => oc.columns(['mode', 'date']).doNothing())
        .execute();
      const stored = await this.getDailyAnswer(mode, date);
      if (stored === undefined) throw new Error(`daily answer ${mode} ${date} vanished`);
      return stored;
    },

    async getSuccessCount(mode: string, date: string): Promise<number> {
      const row = await db
        .selectFrom('stats_counters')
        .select('successes')
        .where('mode', '=', mode)
        .where('date', '=', date)
        .executeTakeFirst();
      return row ? Number(row.successes) : 0;
    },

    /** Counts a client's success once per (mode, date) and address; returns the counter. */
    async recordSuccess(
      mode: string,
      date: string,
      clientId: string,
      address?: string,
    ): Promise<{ counted: boolean; count: number }> {
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('stats_successes')
          .values({ mode, date, client_id: clientId, created_at: iso() })
          .onConflict((oc) => oc.columns(['mode', 'date', 'client_id']).doNothing())
          .executeTakeFirst();
        let fresh = Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
        if (fresh && address !== undefined) {
          const first = await trx
            .insertInto('stats_addresses')
            .values({ mode, date, address })
            .onConflict((oc) => oc.columns(['mode', 'date', 'address']).doNothing())
            .executeTakeFirst();
          fresh = Number(first.numInsertedOrUpdatedRows ?? 0n) === 1;
        }
        if (!fresh) {
          const row = await trx
            .selectFrom('stats_counters')
            .select('successes')
            .where('mode', '=', mode)
            .where('date', '=', date)
            .executeTakeFirst();
          return { counted: false, count: row ? Number(row.successes) : 0 };
        }
        const row = await trx
          .insertInto('stats_counters')
          .values({ mode, date, successes: 1 })
          .onConflict((oc) =>
            oc
              .columns(['mode', 'date'])
              .doUpdateSet({ successes: sql<number>`stats_counters.successes + 1` }),
          )
          .returning('successes')
          .executeTakeFirstOrThrow();
        return { counted: true, count: Number(row.successes) };
      });
    },

    async insertTracking(event: TrackingRow): Promise<void> {
      await db
        .insertInto('tracking_events')
        .values({
          event_name: event.eventName,
          attrs: JSON.stringify(event.attrs),
          device_id: event.deviceId,
          session_id: event.sessionId,
          created_at: iso(),
        })
        .execute();
    },

    /** Deletes events older than `retentionDays` and all but the newest `maxRows`. */
    async pruneTracking(retentionDays: number, maxRows: number): Promise<number> {
      const cutoff = new Date(now() - retentionDays * 86_400_000).toISOString();
      const byAge = await db
        .deleteFrom('tracking_events')
        .where('created_at', '<', cutoff)
        .executeTakeFirst();
      // Ids only grow, so "the newest maxRows" is every id above max(id) - maxRows.
      const max = await db
        .selectFrom('tracking_events')
        .select((eb) => eb.fn.max('id').as('maxId'))
        .executeTakeFirst();
      let byCount = 0n;
      if (max?.maxId !== null && max?.maxId !== undefined) {
        const floor = Number(max.maxId) - maxRows;
        if (floor > 0) {
          const r = await db
            .deleteFrom('tracking_events')
            .where('id', '<=', floor)
            .executeTakeFirst();
          byCount = r.numDeletedRows;
        }
      }
      return Number(byAge.numDeletedRows + byCount);
    },

    async countTracking(): Promise<number> {
      const row = await db
        .selectFrom('tracking_events')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** A setting created once (first writer wins) and then read back by every instance. */
    async getOrCreateSetting(key: string, create: () => string): Promise<string> {
      const existing = await db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirst();
      if (existing) return existing.value;
      await db
        .insertInto('settings')
        .values({ key, value: create() })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      return row.value;
    },

    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}

/** 32 random bytes, hex. */
/**
 * The key a client address is stored under: an HMAC with the server's secret, so the database
 * never holds addresses and the key of one address cannot be computed without the secret.
 */
export function addressKey(secret: string, address: string): string {
  return createHmac('sha256', secret).update(`address\n${address}`).digest('base64url');
}

export function randomSecret(): string {
  return randomBytes(32).toString('hex');
}
