import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from './dialect';

/**
 * The stats' later shapes (0005, 0007, 0008): SQLite's append-only logs, counting past one
 * machine, everyone's tries. See migrations.ts.
 */
export function statsMigrations(dialect: Dialect): Record<string, Migration> {
  return {
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
