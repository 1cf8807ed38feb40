import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import Libsql from 'libsql';
import pg from 'pg';
import { CONNECT_TIMEOUT_MS, createPostgresPool } from './postgres-pool';
import { startCheckpointer, type Checkpointer } from './checkpointer';
import type { Database } from './schema';
import { migrationProvider, type Dialect } from './migrations';

export type { Database } from './schema';
export type { Dialect } from './migrations';

/** The embedded SQLite connection (libsql's synchronous, better-sqlite3-style API). */
export type SqliteConnection = InstanceType<typeof Libsql>;

export interface DatabaseHandle {
  /** Kysely over the database: migrations, and every query on PostgreSQL. */
  db: Kysely<Database>;
  dialect: Dialect;
  /**
   * SQLite only: the same connection Kysely wraps, for the synchronous storage (db/sqlite-*.ts).
   * At run time every SQLite query goes through it; Kysely only runs the migrations at start-up,
   * so no Kysely transaction is ever open across an await while a synchronous one runs.
   */
  sqlite?: SqliteConnection;
  /** Where the data lives, for logs (the SQLite path, or the Postgres host/db without password). */
  location: string;
  /** PostgreSQL: the schema in use (DATABASE_SCHEMA), where the migrations' own tables live too. */
  schema?: string;
  /**
   * PostgreSQL: calls `listener` with each error of a pooled connection (the server went away
   * under it), whether the connection was idle or in use; returns the function that stops it.
   */
  watchConnections?: (listener: (err: Error) => void) => () => void;
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
  /** SQLite file: checkpoint the WAL from a worker thread (default true). */
  backgroundCheckpoints?: boolean;
  /** Migrations tests: stop at this migration instead of the latest. */
  migrateTo?: string;
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl ? await openPostgres(options) : await openSqlite(options);
  try {
    await migrateToLatest(handle, options.migrateTo);
  } catch (err) {
    await handle.close().catch(() => undefined);
    throw err;
  }
  return handle;
}

async function openSqlite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const raw = new Libsql(file);
  // WAL + NORMAL: a commit survives a killed process (only an OS crash can lose the last ones),
  // at ~50x the write rate of the default rollback journal.
  raw.exec('PRAGMA journal_mode = WAL');
  raw.exec('PRAGMA synchronous = NORMAL');
  raw.exec('PRAGMA busy_timeout = 5000');
  raw.exec('PRAGMA foreign_keys = ON');
  // Pages of the database file are read through a memory map instead of a read() per page the
  // page cache misses (writes still go through the WAL as before). A stats success lands in a
  // random place of its day's index, which outgrows the page cache: ~3 % less CPU per success.
  if (file !== ':memory:') raw.exec('PRAGMA mmap_size = 268435456');
  // Checkpoints in a worker thread (see checkpointer.ts), so they never stall the event loop;
  // the automatic one stays as a safety net at 10x its usual threshold. Without the worker,
  // SQLite's default (every 1000 pages, inline) applies.
  let checkpointer: Checkpointer | undefined;
  if (file !== ':memory:' && options.backgroundCheckpoints !== false) {
    try {
      checkpointer = await startCheckpointer(file, {
        onError: (message) => console.error(`SQLite checkpoint failed: ${message}`),
      });
      raw.exec('PRAGMA wal_autocheckpoint = 10000');
    } catch (err) {
      console.error(`SQLite checkpoints stay inline: ${(err as Error).message}`);
    }
  }
  const db = new Kysely<Database>({
    // libsql's sync API is better-sqlite3's; the types differ only in detail.
    dialect: new SqliteDialect({ database: raw as never }),
  });
  return {
    db,
    dialect: 'sqlite',
    sqlite: raw,
    location: file,
    close: async () => {
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

async function openPostgres(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const url = options.databaseUrl as string;
  const schema = options.schema;
  if (schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error('invalid schema name');
  if (schema) await createSchema(url, schema);
  const { pool, watch } = createPostgresPool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const u = new URL(url);
  return {
    db,
    dialect: 'postgres',
    location: `postgres://${u.host}${u.pathname}${schema ? ` (schema ${schema})` : ''}`,
    ...(schema ? { schema } : {}),
    watchConnections: watch,
    close: () => db.destroy(),
  };
}

async function createSchema(url: string, schema: string): Promise<void> {
  const admin = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A connection lost while this client is open fails its query; it must not crash the process.
  admin.on('error', () => undefined);
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } catch (err) {
    // Two instances creating the schema at once: the loser sees a duplicate; it exists now.
    if ((err as { code?: string }).code !== '23505') throw err;
  } finally {
    await admin.end().catch(() => undefined);
  }
}

export async function migrateToLatest(handle: DatabaseHandle, upTo?: string): Promise<void> {
  const migrator = new Migrator({
    db: handle.db,
    provider: migrationProvider(handle.dialect),
    // Kysely looks for its own tables in every schema of the database: with two schemas on one
    // database (two deployments, or the bench's two servers) it found the other schema's and
    // failed. Named, it looks in ours.
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });
  const { error, results } = await (upTo === undefined
    ? migrator.migrateToLatest()
    : migrator.migrateTo(upTo));
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${cause}`, {
      cause: error,
    });
  }
}
