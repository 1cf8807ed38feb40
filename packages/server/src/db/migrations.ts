import type { Kysely, Migration, MigrationProvider } from 'kysely';

import { cronoMigrations } from './migrations-crono';
import { statsMigrations } from './migrations-stats';

import type { Dialect } from './dialect';

export type { Dialect } from './dialect';

/**
 * Migrations in code, in order. Append a new entry (`000N_name`) to add tables, here or in the
 * module of its concern (migrations-crono.ts, migrations-stats.ts); the Migrator runs the missing
 * ones at start-up under its own lock, so concurrent instances are safe.
 */
export function migrations(dialect: Dialect): Record<string, Migration> {
  const all: Record<string, Migration> = {
    ...cronoMigrations(),
    ...statsMigrations(dialect),
    '0001_initial': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('daily_answers')
          .addColumn('mode', 'varchar(40)', (c) => c.notNull())
          .addColumn('date', 'varchar(10)', (c) => c.notNull())
          .addColumn('answer', 'varchar(200)', (c) => c.notNull())
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .addPrimaryKeyConstraint('daily_answers_pk', ['mode', 'date'])
          .execute();

        await db.schema
          .createTable('stats_successes')
          .addColumn('mode', 'varchar(40)', (c) => c.notNull())
          .addColumn('date', 'varchar(10)', (c) => c.notNull())
          .addColumn('client_id', 'varchar(64)', (c) => c.notNull())
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .addPrimaryKeyConstraint('stats_successes_pk', ['mode', 'date', 'client_id'])
          .execute();

        await db.schema
          .createTable('stats_counters')
          .addColumn('mode', 'varchar(40)', (c) => c.notNull())
          .addColumn('date', 'varchar(10)', (c) => c.notNull())
          .addColumn('successes', 'integer', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('stats_counters_pk', ['mode', 'date'])
          .execute();

        await db.schema
          .createTable('tracking_events')
          .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
            dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
          )
          .addColumn('event_name', 'varchar(100)', (c) => c.notNull())
          .addColumn('attrs', 'text', (c) => c.notNull())
          .addColumn('device_id', 'varchar(100)', (c) => c.notNull())
          .addColumn('session_id', 'varchar(100)', (c) => c.notNull())
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('tracking_events_created_at')
          .on('tracking_events')
          .column('created_at')
          .execute();

        await db.schema
          .createTable('settings')
          .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .execute();
      },
    },
    '0006_transfer_codes': {
      async up(db: Kysely<unknown>) {
        // Progress kept under a one-time code for a few minutes (transfer.ts): the code's hash
        // is the key, so reading the table does not reveal a live code; the sweep deletes
        // expired rows by expires_at.
        await db.schema
          .createTable('transfer_codes')
          .addColumn('code_hash', 'varchar(64)', (c) => c.primaryKey())
          .addColumn('progress', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('transfer_codes_expires_at')
          .on('transfer_codes')
          .column('expires_at')
          .execute();
      },
    },
  };
  // In name order, whatever module each comes from (Kysely's Migrator sorts by name too).
  return Object.fromEntries(Object.entries(all).sort(([a], [b]) => a.localeCompare(b)));
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return { getMigrations: async () => migrations(dialect) };
}
