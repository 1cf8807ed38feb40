import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../testing/fixtures';
import { dropSchema, postgresUrl, uniqueSchema } from '../testing/postgres';
import { openDatabase, type OpenDatabaseOptions } from './index';
import { createStorage } from './storage';

const tmp = tempDir();
const schema = uniqueSchema();
afterAll(async () => {
  tmp.cleanup();
  await dropSchema(schema);
});

const places: Array<{ name: string; skip: boolean; where: OpenDatabaseOptions }> = [
  { name: 'sqlite', skip: false, where: { sqliteFile: path.join(tmp.dir, 'old.sqlite') } },
  {
    name: 'postgres',
    skip: !postgresUrl,
    where: { databaseUrl: postgresUrl, schema, poolSize: 2 },
  },
];

describe.each(places)('given successes stored before 0007 on $name', ({ skip, where }) => {
  it.skipIf(skip)('keeps each counted address at one and counts on to the cap', async () => {
    // The data of the old rule: one counted success per address, pool and day.
    const old = await openDatabase({ ...where, migrateTo: '0005_sqlite_stats_logs' });
    const day = { mode: 'image-guess', date: '2025-03-01' };
    await old.db
      .insertInto('stats_successes')
      .values([
        { ...day, client_id: 'c-1', created_at: '2025-03-01T10:00:00Z' },
        { ...day, client_id: 'c-2', created_at: '2025-03-01T10:01:00Z' },
      ])
      .execute();
    // The old schema has no `successes` column: written as the old code did.
    await old.db
      .insertInto('stats_addresses')
      .values({ ...day, address: 'addr-old' } as never)
      .execute();
    await old.db
      .insertInto('stats_counters')
      .values({ ...day, successes: 1 })
      .execute();
    await old.close();

    const handle = await openDatabase(where);
    try {
      const storage = createStorage(handle, () => Date.parse('2025-03-01T12:00:00Z'), {
        successesPerAddress: 2,
      });
      // The old client ids stay counted once; the old address has one of its two.
      expect(await storage.recordSuccess(day.mode, day.date, 'c-2', 'addr-old')).toEqual({
        counted: false,
        count: 1,
      });
      expect(await storage.recordSuccess(day.mode, day.date, 'c-3', 'addr-old')).toEqual({
        counted: true,
        count: 2,
      });
      expect(await storage.recordSuccess(day.mode, day.date, 'c-4', 'addr-old')).toEqual({
        counted: false,
        count: 2,
      });
      const tables = (await handle.db.introspection.getTables()).map((t) => t.name);
      expect(tables).toContain('rate_limits');
    } finally {
      await handle.close();
    }
  });
});
