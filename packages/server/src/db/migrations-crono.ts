import type { Kysely, Migration } from 'kysely';

/** Crono's tables and what fair play added to them (0002-0004): see migrations.ts. */
export function cronoMigrations(): Record<string, Migration> {
  return {
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
  };
}
