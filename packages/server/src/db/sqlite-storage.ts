import type { DatabaseHandle, SqliteConnection } from './index';
import * as queries from './queries';
import { prepareStatements } from './sqlite-statements';
import type { Storage, TrackingRow } from './types';

interface PendingSuccess {
  mode: string;
  date: string;
  clientId: string;
  address: string | undefined;
  at: string;
  resolve: (result: { counted: boolean; count: number }) => void;
  reject: (err: unknown) => void;
}

/**
 * Per connection (an SQLite file has one server process, and every write of that process goes
 * through its connection): the (pool, date, address key) rows of stats_addresses known to be
 * committed. Rows of that table are only ever inserted, never updated or deleted, so a key once
 * known stays true; the set is only a bounded memory of them.
 */
const countedAddressesByConnection = new WeakMap<SqliteConnection, { keys: Set<string> }>();
/** Bounds that memory: past this many keys, start over. */
const ADDRESSES_MAX = 50_000;

/**
 * Storage on the embedded SQLite connection, synchronously: the statements of queries.ts
 * prepared once (sqlite-statements.ts) and `transaction()` over libsql's better-sqlite3-style
 * API, without an async driver or a connection mutex: a success costs two statements in a
 * transaction shared with the other successes of its turn (group commit, below).
 * Methods stay `async` so callers do not care which backend answers.
 */
export function createSqliteStorage(
  handle: DatabaseHandle,
  raw: SqliteConnection,
  now: () => number = Date.now,
): Storage {
  // The same millisecond formats once (under load many successes share it).
  let isoAt = NaN;
  let isoText = '';
  const iso = () => {
    const t = now();
    if (t !== isoAt) {
      isoAt = t;
      isoText = new Date(t).toISOString();
    }
    return isoText;
  };
  const s = prepareStatements(handle.db, raw, queries);
  let counted = countedAddressesByConnection.get(raw);
  if (!counted) {
    counted = { keys: new Set() };
    countedAddressesByConnection.set(raw, counted);
  }
  const addresses = counted;

  const answerOf = (mode: string, date: string) =>
    s.getDailyAnswer.get<{ answer: string }>(mode, date)?.answer;
  const counterOf = (mode: string, date: string) =>
    Number(s.getCounter.get<{ successes: number }>(mode, date)?.successes ?? 0);

  // One transaction for a batch of successes: each insert that really inserted (a new client id
  // and, when an address key is given, a new address for that pool and day) counts once; the
  // counter of each (mode, date) then moves once by the number of new rows, and every new success
  // is answered with the counter value right after its own insert (before + its rank). A repeat
  // is answered with the counter as it stands after the batch, read once per (mode, date).
  // An address already known to be stored for its pool and day is not inserted again: that
  // insert could only do nothing.
  type Result = { counted: boolean; count: number };
  const recordBatch = raw.transaction((batch: PendingSuccess[], seen: string[]): Result[] => {
    const results: Result[] = new Array<Result>(batch.length);
    const fresh = new Map<string, { mode: string; date: string; indexes: number[] }>();
    const repeated: number[] = [];
    for (let i = 0; i < batch.length; i += 1) {
      const p = batch[i] as PendingSuccess;
      if (s.insertSuccess.run(p.mode, p.date, p.clientId, p.at).changes === 0) {
        repeated.push(i);
        continue;
      }
      if (p.address !== undefined) {
        const key = `${p.mode}\n${p.date}\n${p.address}`;
        if (addresses.keys.has(key)) {
          repeated.push(i);
          continue;
        }
        seen.push(key);
        if (s.insertAddress.run(p.mode, p.date, p.address).changes === 0) {
          repeated.push(i);
          continue;
        }
      }
      const key = `${p.mode}\n${p.date}`;
      const group = fresh.get(key);
      if (group) group.indexes.push(i);
      else fresh.set(key, { mode: p.mode, date: p.date, indexes: [i] });
    }
    for (const { mode, date, indexes } of fresh.values()) {
      const row = s.addToCounter.get<{ successes: number }>(mode, date, indexes.length)!;
      const before = Number(row.successes) - indexes.length;
      indexes.forEach((index, rank) => {
        results[index] = { counted: true, count: before + rank + 1 };
      });
    }
    let counters: Map<string, number> | undefined;
    for (const i of repeated) {
      const p = batch[i] as PendingSuccess;
      const key = `${p.mode}\n${p.date}`;
      counters ??= new Map();
      let count = counters.get(key);
      if (count === undefined) {
        count = counterOf(p.mode, p.date);
        counters.set(key, count);
      }
      results[i] = { counted: false, count };
    }
    return results;
  });

  // Group commit: the successes that arrive in one turn of the event loop are written in one
  // transaction at the end of that turn (setImmediate), and each caller's promise resolves only
  // after its COMMIT, so nothing is acknowledged before it is durable. Under load this shares
  // the commit (and its WAL pages) between every success of the turn; alone, a success waits
  // for nothing but the end of the current turn.
  let pending: PendingSuccess[] = [];
  const flush = () => {
    const batch = pending;
    pending = [];
    let results: Result[];
    const seen: string[] = [];
    try {
      results = recordBatch(batch, seen);
    } catch (err) {
      for (const p of batch) p.reject(err);
      return;
    }
    // Committed: these addresses are stored for their pool and day from now on.
    if (addresses.keys.size + seen.length > ADDRESSES_MAX) addresses.keys.clear();
    for (const key of seen) addresses.keys.add(key);
    for (let i = 0; i < batch.length; i += 1) {
      (batch[i] as PendingSuccess).resolve(results[i] as Result);
    }
  };

  return {
    handle,

    async getDailyAnswer(mode, date) {
      return answerOf(mode, date);
    },

    async listDailyAnswers(mode, from, to) {
      return s.listDailyAnswers.all<{ date: string; answer: string }>(mode, from, to);
    },

    async insertDailyAnswerIfAbsent(mode, date, answer) {
      s.insertDailyAnswer.run(mode, date, answer, iso());
      const stored = answerOf(mode, date);
      if (stored === undefined) throw new Error(`daily answer ${mode} ${date} vanished`);
      return stored;
    },

    async getSuccessCount(mode, date) {
      return counterOf(mode, date);
    },

    recordSuccess(mode, date, clientId, address) {
      return new Promise((resolve, reject) => {
        if (pending.push({ mode, date, clientId, address, at: iso(), resolve, reject }) === 1) {
          setImmediate(flush);
        }
      });
    },

    async insertTracking(event: TrackingRow) {
      s.insertTracking.run(
        event.eventName,
        JSON.stringify(event.attrs),
        event.deviceId,
        event.sessionId,
        iso(),
      );
    },

    async pruneTracking(retentionDays, maxRows) {
      const cutoff = new Date(now() - retentionDays * 86_400_000).toISOString();
      let deleted = s.pruneTrackingBefore.run(cutoff).changes;
      // Ids only grow, so "the newest maxRows" is every id above max(id) - maxRows.
      const max = s.maxTrackingId.get<{ maxId: number | null }>()?.maxId;
      if (max !== null && max !== undefined) {
        const floor = Number(max) - maxRows;
        if (floor > 0) deleted += s.pruneTrackingUpTo.run(floor).changes;
      }
      return Number(deleted);
    },

    async countTracking() {
      return Number(s.countTracking.get<{ n: number }>()?.n ?? 0);
    },

    async getOrCreateSetting(key, create) {
      const existing = s.getSetting.get<{ value: string }>(key);
      if (existing) return existing.value;
      s.insertSetting.run(key, create());
      return s.getSetting.get<{ value: string }>(key)!.value;
    },

    async ping() {
      s.ping.get();
    },
  };
}
