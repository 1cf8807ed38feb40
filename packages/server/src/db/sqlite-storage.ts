import type { DatabaseHandle, SqliteConnection } from './index';
import * as queries from './queries';
import { prepareStatements } from './sqlite-statements';
import { sqlite as statsQueries } from './stats-queries';
import { observerOf } from './observe';
import {
  SUCCESSES_PER_ADDRESS,
  type Storage,
  type StorageOptions,
  type TrackingRow,
} from './types';
import { createSuccessWriter } from './sqlite-successes';

/**
 * Storage on the embedded SQLite connection, synchronously: the statements of queries.ts and
 * stats-queries.ts prepared once (sqlite-statements.ts) and `transaction()` over libsql's
 * better-sqlite3-style API, without an async driver or a connection mutex. A success is checked
 * against the keys in memory (`StoredKeys`) and costs one or two appended rows in a transaction
 * shared with the other successes of its turn (group commit: sqlite-successes.ts).
 * Methods stay `async` so callers do not care which backend answers.
 */
export function createSqliteStorage(
  handle: DatabaseHandle,
  raw: SqliteConnection,
  now: () => number = Date.now,
  options: StorageOptions = {},
): Storage {
  const cap = options.successesPerAddress ?? SUCCESSES_PER_ADDRESS;
  const observer = observerOf(handle);
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
  const logs = prepareStatements(handle.db, raw, statsQueries);
  const successes = createSuccessWriter({ raw, s, logs, cap, now, iso, observer });

  const answerOf = (mode: string, date: string) =>
    s.getDailyAnswer.get<{ answer: string }>(mode, date)?.answer;
  const counterOf = (mode: string, date: string) =>
    Number(s.getCounter.get<{ successes: number }>(mode, date)?.successes ?? 0);

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

    async getTriesDistribution(mode, date) {
      return s.getTries
        .all<{ tries: number; players: number }>(mode, date)
        .map((row) => ({ tries: Number(row.tries), players: Number(row.players) }))
        .filter((row) => row.players > 0);
    },

    recordSuccess: (mode, date, clientId, address, tries) =>
      successes.recordSuccess(mode, date, clientId, address, tries),

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

    async drain() {
      // The turn's successes, written now rather than at the end of the turn.
      successes.drain();
    },
  };
}
