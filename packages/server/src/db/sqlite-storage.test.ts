import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Libsql from 'libsql';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../testing/fixtures';
import { openDatabase, type DatabaseHandle } from './index';
import { migrations } from './migrations';
import { createStorage } from './storage';

// What only the SQLite storage does: append-only stats tables, with the keys each (pool, date)
// already has kept in memory (sqlite-storage.ts StoredKeys). The behaviour both backends share
// is in storage.test.ts.
describe('SQLite stats storage', () => {
  const opened: DatabaseHandle[] = [];
  const dirs: { cleanup(): void }[] = [];
  const open = async (file: string) => {
    const handle = await openDatabase({ sqliteFile: file, backgroundCheckpoints: false });
    opened.push(handle);
    return handle;
  };
  const newFile = () => {
    const tmp = tempDir();
    dirs.push(tmp);
    return path.join(tmp.dir, 'guessdle.sqlite');
  };
  afterEach(async () => {
    for (const handle of opened.splice(0)) await handle.close();
    for (const dir of dirs.splice(0)) dir.cleanup();
  });

  it('stores a success as an appended row, without a unique key', async () => {
    const handle = await open(newFile());
    const indexes = await sql<{ name: string; unique: number }>`
      select name, "unique" from pragma_index_list('stats_successes')`.execute(handle.db);
    expect(indexes.rows).toEqual([{ name: 'stats_successes_day', unique: 0 }]);
  });

  it('forgets the keys of a batch that was rolled back', async () => {
    const handle = await open(newFile());
    const storage = createStorage(handle);
    const client = randomUUID();
    // One group commit: the second success cannot be stored (no mode), so neither is.
    const results = await Promise.allSettled([
      storage.recordSuccess('image-guess', '2025-02-01', client, 'addr-1'),
      storage.recordSuccess(null as unknown as string, '2025-02-01', randomUUID()),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await storage.getSuccessCount('image-guess', '2025-02-01')).toBe(0);
    // Neither the client id nor the address was stored: the next try counts.
    expect(await storage.recordSuccess('image-guess', '2025-02-01', client, 'addr-1')).toEqual({
      counted: true,
      count: 1,
    });
  });

  it('reads a day back when more days were used since', async () => {
    const handle = await open(newFile());
    const storage = createStorage(handle, Date.now, { successesPerAddress: 1 });
    const first = randomUUID();
    await storage.recordSuccess('channel-guess', '2025-01-01', first, 'addr-1');
    // Forty other days, more than the storage keeps in memory.
    for (let day = 1; day <= 40; day += 1) {
      const date = `2025-03-${String((day % 28) + 1).padStart(2, '0')}`;
      await storage.recordSuccess(`classic:${day}`, date, randomUUID(), 'addr-1');
    }
    expect(await storage.recordSuccess('channel-guess', '2025-01-01', first)).toEqual({
      counted: false,
      count: 1,
    });
    expect(
      await storage.recordSuccess('channel-guess', '2025-01-01', randomUUID(), 'addr-1'),
    ).toEqual({ counted: false, count: 1 });
  });

  it('keeps the successes stored before the tables became logs, and still counts them once', async () => {
    const file = newFile();
    // A file as the previous release left it: migrations up to 0004, with primary keys.
    const raw = new Libsql(file);
    const old = new Kysely<unknown>({ dialect: new SqliteDialect({ database: raw as never }) });
    const all = migrations('sqlite');
    const before = Object.fromEntries(
      Object.entries(all).filter(([name]) => name < '0005'),
    ) as typeof all;
    const migrated = await new Migrator({
      db: old,
      provider: { getMigrations: async () => before },
    }).migrateToLatest();
    expect(migrated.error).toBeUndefined();
    const [a, b] = [randomUUID(), randomUUID()];
    await sql`insert into stats_successes (mode, date, client_id, created_at) values
      ('image-guess', '2025-04-01', ${a}, '2025-04-01T10:00:00.000Z'),
      ('image-guess', '2025-04-01', ${b}, '2025-04-01T10:00:01.000Z')`.execute(old);
    await sql`insert into stats_addresses (mode, date, address) values
      ('image-guess', '2025-04-01', 'addr-a')`.execute(old);
    await sql`insert into stats_counters (mode, date, successes) values
      ('image-guess', '2025-04-01', 2)`.execute(old);
    await old.destroy();

    const handle = await open(file);
    const rows = await sql<{ client_id: string }>`
      select client_id from stats_successes order by rowid`.execute(handle.db);
    expect(rows.rows.map((r) => r.client_id)).toEqual([a, b]);
    const storage = createStorage(handle, Date.now, { successesPerAddress: 1 });
    expect(await storage.recordSuccess('image-guess', '2025-04-01', b)).toEqual({
      counted: false,
      count: 2,
    });
    expect(
      await storage.recordSuccess('image-guess', '2025-04-01', randomUUID(), 'addr-a'),
    ).toEqual({ counted: false, count: 2 });
    expect(
      await storage.recordSuccess('image-guess', '2025-04-01', randomUUID(), 'addr-c'),
    ).toEqual({ counted: true, count: 3 });
  });
});
