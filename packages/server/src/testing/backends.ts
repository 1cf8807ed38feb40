import path from 'node:path';
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
      open: async () => {
        const { sqlite: _synchronous, ...handle } = await openDatabase({ sqliteFile: kyselyFile });
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
