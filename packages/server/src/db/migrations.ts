import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/**
 * Migrations in code, in order. Append a new entry (`000N_name`) to add tables; the Migrator runs
 * the missing ones at start-up under its own lock, so concurrent instances are safe.
 */
export function migrations(dialect: Dialect): Record<string, Migration> {
  return {
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
    '0002_crono': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('crono_games')
          .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
          .addColumn('kind', 'varchar(10)', (c) => c.notNull())
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('user_count', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();

        await db.schema
          .createTable('crono_runs')
          .addColumn('game_id', 'varchar(64)', (c) =>
            c.notNull().references('crono_games.id').onDelete('cascade'),
          )
          .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('seed', 'varchar(64)', (c) => c.notNull())
          .addColumn('started_at', 'bigint')
          .addColumn('ends_at', 'bigint')
          .addColumn('round', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('round_token', 'varchar(32)')
          .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('user_score', 'integer')
          .addColumn('username', 'varchar(100)')
          .addColumn('submitted_at', 'bigint')
          .addPrimaryKeyConstraint('crono_runs_pk', ['game_id', 'user_id'])
          .execute();
        // The photo of a round is looked up by its token alone.
        await db.schema
          .createIndex('crono_runs_round_token')
          .on('crono_runs')
          .column('round_token')
          .unique()
          .execute();
        // The leaderboard: submitted scores of a game, best first, earliest finish first.
        await db.schema
          .createIndex('crono_runs_leaderboard')
          .on('crono_runs')
          .columns(['game_id', 'user_score desc', 'ends_at'])
          .execute();
      },
    },
    '0003_fair_play': {
      async up(db: Kysely<unknown>) {
        // One counted success per client address (a keyed hash, never the address) per pool
        // and day, on top of one per client id: made-up client ids from one address count once.
        await db.schema
          .createTable('stats_addresses')
          .addColumn('mode', 'varchar(40)', (c) => c.notNull())
          .addColumn('date', 'varchar(10)', (c) => c.notNull())
          .addColumn('address', 'varchar(64)', (c) => c.notNull())
          .addPrimaryKeyConstraint('stats_addresses_pk', ['mode', 'date', 'address'])
          .execute();
        // Crono plausibility (crono/plausibility.ts): when the current round began, and how
        // many picks came sooner after their round began than a person can react.
        await db.schema.alterTable('crono_runs').addColumn('round_at', 'bigint').execute();
        await db.schema
          .alterTable('crono_runs')
          .addColumn('fast_picks', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      },
    },
    '0004_crono_runs_per_address': {
      async up(db: Kysely<unknown>) {
        // The address (a keyed hash) that started each run, and whether its submitted score is
        // listed: one address puts at most CRONO_LISTED_RUNS_PER_ADDRESS runs on a game's
        // leaderboard (crono/plausibility.ts). Runs submitted before this migration stay listed.
        await db.schema.alterTable('crono_runs').addColumn('address', 'varchar(64)').execute();
        await db.schema
          .alterTable('crono_runs')
          .addColumn('listed', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
      },
    },
    '0005_sqlite_stats_logs': {
      async up(db: Kysely<unknown>) {
        // SQLite only: stats_successes and stats_addresses become append-only logs, without
        // their primary keys, and the server process keeps which keys each (pool, date) has
        // (db/stats-queries.ts says why). The rows are kept, in the order they were written;
        // an index on (mode, date) lets the process read one day's keys back. PostgreSQL keeps
        // the primary keys: several instances write there, and only the database sees them all.
        if (dialect !== 'sqlite') return;
        const day = [
          ['mode', 'varchar(40)'],
          ['date', 'varchar(10)'],
        ] as const;
        const logs = [
          {
            table: 'stats_successes',
            columns: [...day, ['client_id', 'varchar(64)'], ['created_at', 'varchar(32)']],
          },
          { table: 'stats_addresses', columns: [...day, ['address', 'varchar(64)']] },
        ] as const;
        for (const { table, columns } of logs) {
          const log = `${table}_log`;
          let create = db.schema.createTable(log);
          for (const [column, type] of columns) {
            create = create.addColumn(column, type, (c) => c.notNull());
          }
          await create.execute();
          const list = sql.join(columns.map(([column]) => sql.ref(column)));
          await sql`insert into ${sql.table(log)} (${list})
            select ${list} from ${sql.table(table)} order by rowid`.execute(db);
          await db.schema.dropTable(table).execute();
          await db.schema.alterTable(log).renameTo(table).execute();
          await db.schema.createIndex(`${table}_day`).on(table).columns(['mode', 'date']).execute();
        }
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
    '0007_past_one_machine': {
      async up(db: Kysely<unknown>) {
        // A success counts once per client id, up to STATS_PER_ADDRESS per address key, pool and
        // day (README "Counter inflation"). PostgreSQL keeps one row per address and day, now
        // with its count; the rows already there each stood for one counted success, hence the
        // default. On SQLite the append-only log gets one row per counted success from now on,
        // which its rows already were: the column is there only so that the PostgreSQL
        // statements also run on an SQLite file (testing/backends.ts).
        await db.schema
          .alterTable('stats_addresses')
          .addColumn('successes', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
        // Write budgets shared by every instance (limits.ts): one row per (kind and address key,
        // fixed window), counted with an upsert; old windows are deleted as new ones begin.
        await db.schema
          .createTable('rate_limits')
          .addColumn('key', 'varchar(200)', (c) => c.notNull())
          .addColumn('window_start', 'bigint', (c) => c.notNull())
          .addColumn('count', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'window_start'])
          .execute();
        await db.schema
          .createIndex('rate_limits_window')
          .on('rate_limits')
          .column('window_start')
          .execute();
        // The metrics' Crono runs in progress (ends_at in the future), read at every scrape.
        await db.schema
          .createIndex('crono_runs_ends_at')
          .on('crono_runs')
          .column('ends_at')
          .execute();
      },
    },
    '0008_stats_tries': {
      async up(db: Kysely<unknown>) {
        // Everyone's tries per pool and day (routes/stats.ts): one row per number of tries with
        // the players counted with it, moved by the same success that moves stats_counters, so
        // a client counts once and a replay never adds a second try. Both backends keep the
        // primary key: a row per (pool, day, tries) is few, and an upsert is exact across
        // instances on one PostgreSQL.
        await db.schema
          .createTable('stats_tries')
          .addColumn('mode', 'varchar(40)', (c) => c.notNull())
          .addColumn('date', 'varchar(10)', (c) => c.notNull())
          .addColumn('tries', 'integer', (c) => c.notNull())
          .addColumn('players', 'integer', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('stats_tries_pk', ['mode', 'date', 'tries'])
          .execute();
      },
    },
  };
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return { getMigrations: async () => migrations(dialect) };
}
