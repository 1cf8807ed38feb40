import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../db';
import { tempDir } from './fixtures';
import { dropSchema, openPostgres, postgresUrl, uniqueSchema, type Backend } from './postgres';

/**
 * One SQLite file and one Postgres schema per call: `open()` can be called again to simulate a
 * restart (SQLite) or a second instance (both). The third backend is the Kysely storages (those
 * PostgreSQL runs) on an SQLite file, so that their code runs in every `pnpm test`, also where no
 * PostgreSQL could be started.
 */
export function backends(): Backend[] {
  const tmp = tempDir();
  const file = path.join(tmp.dir, 'guessdle.sqlite');
  const kyselyTmp = tempDir();
  const kyselyFile = path.join(kyselyTmp.dir, 'guessdle.sqlite');
  const schema = uniqueSchema();
  return [
    {
      name: 'sqlite',
      skip: false,
      open: () => openDatabase({ sqliteFile: file }),
      cleanup: async () => tmp.cleanup(),
    },
    {
      name: 'kysely on sqlite',
      skip: false,
      // Without the synchronous connection, createStorage picks the Kysely implementations.
      // They count a success once by PostgreSQL's unique keys, which SQLite's append-only stats
      // tables leave out (migration 0005): the file gets them here.
      open: async () => {
        const { sqlite: _synchronous, ...handle } = await openDatabase({ sqliteFile: kyselyFile });
        await sql`create unique index if not exists stats_successes_pk
          on stats_successes (mode, date, client_id)`.execute(handle.db);
        await sql`create unique index if not exists stats_addresses_pk
          on stats_addresses (mode, date, address)`.execute(handle.db);
        return handle;
      },
      cleanup: async () => kyselyTmp.cleanup(),
    },
    {
      name: 'postgres',
      skip: !postgresUrl,
      open: () => openPostgres(schema),
      cleanup: () => dropSchema(schema),
    },
  ];
}
