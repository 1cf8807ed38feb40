import type { SqliteConnection } from './index';
import type { DbObserver } from './observe';
import type { prepareStatements } from './sqlite-statements';
import { sqliteTransaction } from './sqlite-transaction';
import type * as queries from './queries';
import type { sqlite as statsQueries } from './stats-queries';

type Statements = ReturnType<typeof prepareStatements<typeof queries>>;
type LogStatements = ReturnType<typeof prepareStatements<typeof statsQueries>>;

interface PendingSuccess {
  mode: string;
  date: string;
  clientId: string;
  address: string | undefined;
  tries: number | undefined;
  at: string;
  resolve: (result: { counted: boolean; count: number }) => void;
  reject: (err: unknown) => void;
}

/**
 * (pool, date) pairs kept in memory per table: the five pools (three Classic difficulties, Image,
 * Channel) of today and yesterday fit, with room for a few more. Each pair past those holds an
 * older day's keys, memory that no success needs any more (only today and yesterday take them).
 */
const DAYS_KEPT = 16;

/**
 * The keys already stored for each (pool, date) in one of the append-only stats tables (client
 * ids in stats_successes, address keys in stats_addresses with how many successes each counted;
 * see stats-queries.ts): what makes a success count once, and an address at most its cap, on
 * SQLite. A day's keys are read from the table the first time that day is needed, then kept up to
 * date by the commits of this connection. An SQLite file has one server process, and every write
 * of that process goes through its one connection, so the keys are kept per connection (several
 * storages on one connection, as in tests, share them).
 *
 * Memory: one entry per stored key of the days in memory, about 150 bytes each (a day with
 * 100,000 successes: ~15 MB). Only the `DAYS_KEPT` days read last are kept; an older one is read
 * again if it is needed again.
 */
class StoredKeys {
  private days = new Map<string, Map<string, number>>();

  constructor(
    private readonly read: (mode: string, date: string) => { key: string; n: number }[],
  ) {}

  /** Each stored key of the (mode, date) and its number of rows. */
  of(mode: string, date: string): Map<string, number> {
    const day = `${mode}\n${date}`;
    let keys = this.days.get(day);
    if (keys === undefined) {
      keys = new Map(this.read(mode, date).map((row) => [row.key, Number(row.n)]));
      if (this.days.size >= DAYS_KEPT) {
        // The day read longest ago (a Map iterates in insertion order).
        this.days.delete(this.days.keys().next().value as string);
      }
      this.days.set(day, keys);
    }
    return keys;
  }

  /** Forgets every day: after a rollback, the keys it had added may not be stored. */
  forget(): void {
    this.days.clear();
  }
}

const storedKeysByConnection = new WeakMap<
  SqliteConnection,
  { clients: StoredKeys; addresses: StoredKeys }
>();

/** The stored keys of a connection, read at its first storage (see StoredKeys). */
function storedKeysOf(raw: SqliteConnection, logs: LogStatements, now: () => number) {
  let stored = storedKeysByConnection.get(raw);
  if (!stored) {
    stored = {
      clients: new StoredKeys((mode, date) =>
        logs.clientIdsOf.all<{ key: string }>(mode, date).map(({ key }) => ({ key, n: 1 })),
      ),
      addresses: new StoredKeys((mode, date) => logs.addressesOf.all(mode, date)),
    };
    storedKeysByConnection.set(raw, stored);
    // The days that take successes now (today and yesterday, in any time zone: the daily
    // answers of the last three UTC dates) are read at start-up, before any request waits on
    // them: a day of 100,000 successes takes ~0.1 s to read.
    const from = new Date(now() - 2 * 86_400_000).toISOString().slice(0, 10);
    for (const { mode, date } of logs.daysFrom.all<{ mode: string; date: string }>(from)) {
      stored.clients.of(mode, date);
      stored.addresses.of(mode, date);
    }
  }
  return stored;
}

type Result = { counted: boolean; count: number };

/**
 * How successes are written on SQLite: checked against the keys in memory (`StoredKeys`), appended
 * in one transaction per turn of the event loop (group commit, below), each answered after its
 * COMMIT.
 */
export function createSuccessWriter(options: {
  raw: SqliteConnection;
  s: Statements;
  logs: LogStatements;
  cap: number;
  now: () => number;
  iso: () => string;
  observer: DbObserver | undefined;
}) {
  const { raw, s, logs, cap, iso, observer } = options;
  const { clients, addresses } = storedKeysOf(raw, logs, options.now);
  const counterOf = (mode: string, date: string) =>
    Number(s.getCounter.get<{ successes: number }>(mode, date)?.successes ?? 0);

  // One transaction for a batch of successes. A client id not yet stored for its (mode, date)
  // is appended; it counts unless an address key is given and that address has already counted
  // `cap` successes for the (mode, date), else a row of the address is appended too. The counter of each (mode, date) then
  // moves once by its number of counted successes, and each one is answered with the counter
  // value right after its own (before + its rank). A repeat is answered with the counter as it
  // stands after the batch, read once per (mode, date). The keys are added to memory as they are
  // appended, so a repeat within the batch is seen; a rollback forgets them all (flush).
  const recordBatch = sqliteTransaction(raw, (batch: PendingSuccess[]): Result[] => {
    const results: Result[] = new Array<Result>(batch.length);
    const fresh = new Map<string, { mode: string; date: string; indexes: number[] }>();
    const repeated: number[] = [];
    for (let i = 0; i < batch.length; i += 1) {
      const p = batch[i] as PendingSuccess;
      const clientIds = clients.of(p.mode, p.date);
      if (clientIds.has(p.clientId)) {
        repeated.push(i);
        continue;
      }
      logs.appendSuccess.run(p.mode, p.date, p.clientId, p.at);
      clientIds.set(p.clientId, 1);
      if (p.address !== undefined) {
        const counted = addresses.of(p.mode, p.date);
        const n = counted.get(p.address) ?? 0;
        if (n >= cap) {
          repeated.push(i);
          continue;
        }
        logs.appendAddress.run(p.mode, p.date, p.address);
        counted.set(p.address, n + 1);
      }
      const key = `${p.mode}\n${p.date}`;
      const group = fresh.get(key);
      if (group) group.indexes.push(i);
      else fresh.set(key, { mode: p.mode, date: p.date, indexes: [i] });
    }
    for (const { mode, date, indexes } of fresh.values()) {
      const row = s.addToCounter.get<{ successes: number }>(mode, date, indexes.length)!;
      const before = Number(row.successes) - indexes.length;
      // Everyone's distribution moves with the counter: one upsert per bar the batch touches.
      const bars = new Map<number, number>();
      indexes.forEach((index, rank) => {
        results[index] = { counted: true, count: before + rank + 1 };
        const tries = (batch[index] as PendingSuccess).tries;
        if (tries !== undefined) bars.set(tries, (bars.get(tries) ?? 0) + 1);
      });
      for (const [tries, players] of bars) s.addToTries.run(mode, date, tries, players);
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
    if (batch.length === 0) return;
    pending = [];
    observer?.groupCommit(batch.length);
    let results: Result[];
    try {
      results = recordBatch(batch);
    } catch (err) {
      // Rolled back: the keys this batch added to memory are not stored.
      clients.forget();
      addresses.forget();
      for (const p of batch) p.reject(err);
      return;
    }
    for (let i = 0; i < batch.length; i += 1) {
      (batch[i] as PendingSuccess).resolve(results[i] as Result);
    }
  };

  return {
    recordSuccess(
      mode: string,
      date: string,
      clientId: string,
      address: string | undefined,
      tries: number | undefined,
    ): Promise<Result> {
      return new Promise((resolve, reject) => {
        const success = { mode, date, clientId, address, tries, at: iso(), resolve, reject };
        if (pending.push(success) === 1) {
          setImmediate(flush);
        }
      });
    },

    drain() {
      // The turn's successes, written now rather than at the end of the turn.
      flush();
    },
  };
}
