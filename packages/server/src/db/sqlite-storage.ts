import type { DatabaseHandle, SqliteConnection } from './index';
import type { Storage, TrackingRow } from './storage';

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
 * The Storage of db/storage.ts on the embedded SQLite connection, synchronously: prepared
 * statements (prepared once) and `transaction()` over libsql's better-sqlite3-style API. The
 * same SQL as the Kysely implementation, without its async driver and connection mutex: a
 * success costs two statements in a (shared, see recordSuccess) transaction instead of four
 * awaited round trips.
 * Methods stay `async` so callers do not care which backend answers.
 */
export function createSqliteStorage(
  handle: DatabaseHandle,
  raw: SqliteConnection,
  now: () => number = Date.now,
): Storage {
  const iso = () => new Date(now()).toISOString();
  const s = {
    getDailyAnswer: raw.prepare('select answer from daily_answers where mode = ? and date = ?'),
    listDailyAnswers: raw.prepare(
      'select date, answer from daily_answers where mode = ? and date >= ? and date <= ? order by date desc',
    ),
    insertDailyAnswer: raw.prepare(
      'insert into daily_answers (mode, date, answer, created_at) values (?, ?, ?, ?) on conflict (mode, date) do nothing',
    ),
    getCounter: raw.prepare('select successes from stats_counters where mode = ? and date = ?'),
    insertSuccess: raw.prepare(
      'insert into stats_successes (mode, date, client_id, created_at) values (?, ?, ?, ?) on conflict (mode, date, client_id) do nothing',
    ),
    insertAddress: raw.prepare(
      'insert into stats_addresses (mode, date, address) values (?, ?, ?) on conflict (mode, date, address) do nothing',
    ),
    addToCounter: raw.prepare(
      'insert into stats_counters (mode, date, successes) values (?, ?, ?) on conflict (mode, date) do update set successes = stats_counters.successes + excluded.successes returning successes',
    ),
    insertTracking: raw.prepare(
      'insert into tracking_events (event_name, attrs, device_id, session_id, created_at) values (?, ?, ?, ?, ?)',
    ),
    pruneByAge: raw.prepare('delete from tracking_events where created_at < ?'),
    maxTrackingId: raw.prepare('select max(id) as maxId from tracking_events'),
    pruneById: raw.prepare('delete from tracking_events where id <= ?'),
    countTracking: raw.prepare('select count(*) as n from tracking_events'),
    getSetting: raw.prepare('select value from settings where key = ?'),
    insertSetting: raw.prepare(
      'insert into settings (key, value) values (?, ?) on conflict (key) do nothing',
    ),
    ping: raw.prepare('select 1'),
  };

  const answerOf = (mode: string, date: string) =>
    (s.getDailyAnswer.get(mode, date) as { answer: string } | undefined)?.answer;
  const counterOf = (mode: string, date: string) =>
    Number((s.getCounter.get(mode, date) as { successes: number } | undefined)?.successes ?? 0);

  // One transaction for a batch of successes: each insert that really inserted (a new client id
  // and, when an address key is given, a new address for that pool and day) counts once; the
  // counter of each (mode, date) then moves once by the number of new rows, and every new success
  // is answered with the counter value right after its own insert (before + its rank).
  type Result = { counted: boolean; count: number };
  const recordBatch = raw.transaction((batch: PendingSuccess[]): Result[] => {
    const results: Result[] = new Array<Result>(batch.length);
    const fresh = new Map<string, { mode: string; date: string; indexes: number[] }>();
    const repeated: number[] = [];
    for (let i = 0; i < batch.length; i += 1) {
      const p = batch[i] as PendingSuccess;
      if (
        s.insertSuccess.run(p.mode, p.date, p.clientId, p.at).changes === 0 ||
        (p.address !== undefined && s.insertAddress.run(p.mode, p.date, p.address).changes === 0)
      ) {
        repeated.push(i);
        continue;
      }
      const key = `${p.mode}\n${p.date}`;
      const group = fresh.get(key);
      if (group) group.indexes.push(i);
      else fresh.set(key, { mode: p.mode, date: p.date, indexes: [i] });
    }
    for (const { mode, date, indexes } of fresh.values()) {
      const row = s.addToCounter.get(mode, date, indexes.length) as { successes: number };
      const before = Number(row.successes) - indexes.length;
      indexes.forEach((index, rank) => {
        results[index] = { counted: true, count: before + rank + 1 };
      });
    }
    for (const i of repeated) {
      const p = batch[i] as PendingSuccess;
      results[i] = { counted: false, count: counterOf(p.mode, p.date) };
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
    try {
      results = recordBatch(batch);
    } catch (err) {
      for (const p of batch) p.reject(err);
      return;
    }
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
      return s.listDailyAnswers.all(mode, from, to) as Array<{ date: string; answer: string }>;
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
      let deleted = s.pruneByAge.run(cutoff).changes;
      // Ids only grow, so "the newest maxRows" is every id above max(id) - maxRows.
      const max = (s.maxTrackingId.get() as { maxId: number | null } | undefined)?.maxId;
      if (max !== null && max !== undefined) {
        const floor = Number(max) - maxRows;
        if (floor > 0) deleted += s.pruneById.run(floor).changes;
      }
      return Number(deleted);
    },

    async countTracking() {
      return Number((s.countTracking.get() as { n: number }).n);
    },

    async getOrCreateSetting(key, create) {
      const existing = s.getSetting.get(key) as { value: string } | undefined;
      if (existing) return existing.value;
      s.insertSetting.run(key, create());
      return (s.getSetting.get(key) as { value: string }).value;
    },

    async ping() {
      s.ping.get();
    },
  };
}
