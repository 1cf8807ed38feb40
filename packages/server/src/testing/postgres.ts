import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db';

/** The PostgreSQL the Postgres half of the suites runs against (`pnpm test` starts a throwaway one). */
export const postgresUrl = process.env.GUESSDLE_TEST_DATABASE_URL || undefined;

if (!postgresUrl) {
  console.warn(
    '\n⚠ GUESSDLE_TEST_DATABASE_URL is unset: the PostgreSQL storage tests are SKIPPED.\n' +
      '  Start a PostgreSQL and set it (e.g. postgres://guessdle@127.0.0.1:55432/postgres), or run `pnpm test`, which starts one.\n',
  );
}

/** A fresh schema per call, so test files and runs never see each other's rows. */
export function uniqueSchema(): string {
  return `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

export async function openPostgres(schema: string): Promise<DatabaseHandle> {
  if (!postgresUrl) throw new Error('GUESSDLE_TEST_DATABASE_URL is unset');
  return openDatabase({ databaseUrl: postgresUrl, schema, poolSize: 4 });
}

export async function dropSchema(schema: string): Promise<void> {
  if (!postgresUrl) return;
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

/** The backends every storage suite runs on; Postgres only when a URL is configured. */
export interface Backend {
  name: 'sqlite' | 'kysely on sqlite' | 'postgres';
  skip: boolean;
  /** Opens a new connection to the same database each time (same file / same schema). */
  open(): Promise<DatabaseHandle>;
  cleanup(): Promise<void>;
}

/** How many of `clientIds` a database at `url` holds successes of (the chaos test's count). */
export async function storedSuccesses(url: string, clientIds: string[]): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'select count(*) as n from stats_successes where client_id = any($1)',
      [clientIds],
    );
    return Number(rows[0]?.n);
  } finally {
    await client.end();
  }
}
