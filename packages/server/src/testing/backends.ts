import path from 'node:path';
import { openDatabase } from '../db';
import { tempDir } from './fixtures';
import { dropSchema, openPostgres, postgresUrl, uniqueSchema, type Backend } from './postgres';

/**
 * One SQLite file and one Postgres schema per call: `open()` can be called again to simulate a
 * restart (SQLite) or a second instance (both).
 */
export function backends(): Backend[] {
  const tmp = tempDir();
  const file = path.join(tmp.dir, 'guessdle.sqlite');
  const schema = uniqueSchema();
  return [
    {
      name: 'sqlite',
      skip: false,
      open: () => openDatabase({ sqliteFile: file }),
      cleanup: async () => tmp.cleanup(),
    },
    {
      name: 'postgres',
      skip: !postgresUrl,
      open: () => openPostgres(schema),
      cleanup: () => dropSchema(schema),
    },
  ];
}
