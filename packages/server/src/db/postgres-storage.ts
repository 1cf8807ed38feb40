import type { DatabaseHandle } from './index';
import * as q from './queries';
import { postgres as stats } from './stats-queries';
import {
  SUCCESSES_PER_ADDRESS,
  type Storage,
  type StorageOptions,
  type TrackingRow,
} from './types';

/**
 * Storage with Kysely, for PostgreSQL (several instances on one database): the statements of
 * queries.ts and stats-queries.ts, a success in one transaction. It runs on SQLite too, through
 * Kysely's dialect, on a file given PostgreSQL's unique keys (testing/backends.ts).
 */
export function createPostgresStorage(
  handle: DatabaseHandle,
  now: () => number = Date.now,
  options: StorageOptions = {},
): Storage {
  const cap = options.successesPerAddress ?? SUCCESSES_PER_ADDRESS;
  // Successes not yet committed, so that a shutdown closes the pool only after them.
  const inFlight = new Set<Promise<unknown>>();
  const { db } = handle;
  const iso = () => new Date(now()).toISOString();
  const counterOf = async (trx: typeof db, mode: string, date: string) =>
    Number((await q.getCounter(trx, mode, date).executeTakeFirst())?.successes ?? 0);

  return {
    handle,

    async getDailyAnswer(mode, date) {
      return (await q.getDailyAnswer(db, mode, date).executeTakeFirst())?.answer;
    },

    async listDailyAnswers(mode, from, to) {
      return q.listDailyAnswers(db, mode, from, to).execute();
    },

    async insertDailyAnswerIfAbsent(mode, date, answer) {
      await q.insertDailyAnswer(db, mode, date, answer, iso()).execute();
      const stored = await this.getDailyAnswer(mode, date);
      if (stored === undefined) throw new Error(`daily answer ${mode} ${date} vanished`);
      return stored;
    },

    async getSuccessCount(mode, date) {
      return counterOf(db, mode, date);
    },

    async getTriesDistribution(mode, date) {
      const rows = await q.getTries(db, mode, date).execute();
      return rows
        .map((row) => ({ tries: Number(row.tries), players: Number(row.players) }))
        .filter((row) => row.players > 0);
    },

    recordSuccess(mode, date, clientId, address, tries) {
      const done = db.transaction().execute(async (trx) => {
        const inserted = await stats
          .insertSuccess(trx, mode, date, clientId, iso())
          .executeTakeFirst();
        let fresh = Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
        if (fresh && address !== undefined) {
          // No row back: the address has counted `cap` successes that day already.
          const counted = await stats
            .countAddress(trx, mode, date, address, cap)
            .executeTakeFirst();
          fresh = counted !== undefined;
        }
        if (!fresh) return { counted: false, count: await counterOf(trx, mode, date) };
        const row = await q.addToCounter(trx, mode, date, 1).executeTakeFirstOrThrow();
        if (tries !== undefined) await q.addToTries(trx, mode, date, tries, 1).execute();
        return { counted: true, count: Number(row.successes) };
      });
      inFlight.add(done);
      void done.finally(() => inFlight.delete(done)).catch(() => undefined);
      return done;
    },

    async drain() {
      await Promise.allSettled([...inFlight]);
    },

    async insertTracking(event: TrackingRow) {
      await q
        .insertTracking(
          db,
          event.eventName,
          JSON.stringify(event.attrs),
          event.deviceId,
          event.sessionId,
          iso(),
        )
        .execute();
    },

    async pruneTracking(retentionDays, maxRows) {
      const cutoff = new Date(now() - retentionDays * 86_400_000).toISOString();
      const byAge = await q.pruneTrackingBefore(db, cutoff).executeTakeFirst();
      // Ids only grow, so "the newest maxRows" is every id above max(id) - maxRows.
      const max = (await q.maxTrackingId(db).executeTakeFirst())?.maxId;
      let byCount = 0n;
      if (max !== null && max !== undefined) {
        const floor = Number(max) - maxRows;
        if (floor > 0)
          byCount = (await q.pruneTrackingUpTo(db, floor).executeTakeFirst()).numDeletedRows;
      }
      return Number(byAge.numDeletedRows + byCount);
    },

    async countTracking() {
      return Number((await q.countTracking(db).executeTakeFirstOrThrow()).n);
    },

    async getOrCreateSetting(key, create) {
      const existing = await q.getSetting(db, key).executeTakeFirst();
      if (existing) return existing.value;
      await q.insertSetting(db, key, create()).execute();
      return (await q.getSetting(db, key).executeTakeFirstOrThrow()).value;
    },

    async ping() {
      await q.ping(db).execute();
    },
  };
}
