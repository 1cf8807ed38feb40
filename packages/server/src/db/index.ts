import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import Libsql from 'libsql';
import pg from 'pg';
import type { Database } from './schema';
import { migrationProvider, type Dialect } from './migrations';

export type { Database } from './schema';
export type { Dialect } from './migrations';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Where the data lives, for logs (the SQLite path, or the Postgres host/db without password). */
  location: string;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; when absent, SQLite at `sqliteFile`. */
  databaseUrl?: string | undefined;
  /** Postgres schema to create (if missing) and use; for isolated tests and shared clusters. */
  schema?: string | undefined;
  /** SQLite file path, or ':memory:'. */
  sqliteFile?: string;
  /** Postgres pool size. */
  poolSize?: number;
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl ? await openPostgres(options) : openSqlite(options);
  try {
    await migrateToLatest(handle);
  } catch (err) {
    await handle.close().catch(() => undefined);
    throw err;
  }
  return handle;
}

function openSqlite(options: OpenDatabaseOptions): DatabaseHandle {
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const raw = new Libsql(file);
  // WAL + NORMAL: a commit survives a killed process (only an OS crash can lose the last ones),
  // at ~50x the write rate of the default rollback journal.
  raw.exec('PRAGMA journal_mode = WAL');
  raw.exec('PRAGMA synchronous = NORMAL');
  raw.exec('PRAGMA busy_timeout = 5000');
  raw.exec('PRAGMA foreign_keys = ON');
  // Kysely prepares every query anew; the server runs a few dozen distinct SQL texts, so keep
  // their prepared statements (one connection, used one query at a time: reuse is safe).
  const prepare = raw.prepare.bind(raw);
  const statements = new Map<string, ReturnType<typeof prepare>>();
  raw.prepare = ((text: string) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = prepare(text);
      if (statements.size < 1000) statements.set(text, statement);
    }
    return statement;
  }) as typeof raw.prepare;
  const db = new Kysely<Database>({
    // libsql's sync API is better-sqlite3's; the types differ only in detail.
    dialect: new SqliteDialect({ database: raw as never }),
  });
  return {
    db,
    dialect: 'sqlite',
    location: file,
    close: () => db.destroy(),
  };
}

async function openPostgres(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const url = options.databaseUrl as string;
  const schema = options.schema;
  if (schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error('invalid schema name');
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } catch (err) {
      // Two instances creating the schema at once: the loser sees a duplicate; it exists now.
      if ((err as { code?: string }).code !== '23505') throw err;
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const u = new URL(url);
  return {
    db,
    dialect: 'postgres',
    location: `postgres://${u.host}${u.pathname}${schema ? ` (schema ${schema})` : ''}`,
    close: () => db.destroy(),
  };
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({ db: handle.db, provider: migrationProvider(handle.dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${cause}`);
  }
}

/** A trivial round trip, for the health endpoint. */
export async function pingDatabase(handle: DatabaseHandle): Promise<void> {
  await sql`select 1`.execute(handle.db);
}
