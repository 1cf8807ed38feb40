/**
 * Crono's statements, written once with Kysely: see queries.ts for how both backends run them.
 * Statements only: sqlite-crono-storage.ts prepares every export (row readers: crono-rows.ts).
 */
import { sql, type Kysely } from 'kysely';
import { CRONO_LISTED_FAST_PICKS_MAX, CRONO_LISTED_RUNS_PER_ADDRESS } from '../crono/plausibility';
import type { Database } from './schema';

type Db = Kysely<Database>;

/**
 * Whether a run being submitted may be listed: fewer than CRONO_LISTED_RUNS_PER_ADDRESS listed
 * runs at a person's pace from its address in its game so far. Evaluated inside the submit's
 * UPDATE, so the count and the write are one statement. Runs started before addresses were
 * stored (address null) match no other run and stay listed.
 */
const LISTED_ON_SUBMIT = sql<number>`case when (select count(*) from crono_runs as other where other.game_id = crono_runs.game_id and other.address = crono_runs.address and other.user_score is not null and other.listed = 1 and other.fast_picks <= ${sql.lit(CRONO_LISTED_FAST_PICKS_MAX)}) < ${sql.lit(CRONO_LISTED_RUNS_PER_ADDRESS)} then 1 else 0 end`;

export const getCronoGame = (db: Db, id: string) =>
  db.selectFrom('crono_games').select(['kind', 'user_count']).where('id', '=', id);

/** Creates the game unless it exists (the daily one is created by its first user). */
export const ensureCronoGame = (db: Db, id: string, kind: 'daily' | 'private', createdAt: string) =>
  db
    .insertInto('crono_games')
    .values({ id, kind, created_at: createdAt, user_count: 0 })
    .onConflict((oc) => oc.column('id').doNothing());

/** Creates a game; fails when the id exists (a private game's id is new). */
export const insertCronoGame = (db: Db, id: string, kind: 'daily' | 'private', createdAt: string) =>
  db.insertInto('crono_games').values({ id, kind, created_at: createdAt, user_count: 0 });

export const insertCronoRun = (
  db: Db,
  gameId: string,
  userId: string,
  seed: string,
  createdAt: string,
) =>
  db
    .insertInto('crono_runs')
    .values({ game_id: gameId, user_id: userId, seed, created_at: createdAt, round: 0, score: 0 });

export const getCronoRun = (db: Db, gameId: string, userId: string) =>
  db
    .selectFrom('crono_runs')
    .select([
      'seed',
      'started_at',
      'ends_at',
      'round',
      'round_token',
      'score',
      'user_score',
      'round_at',
      'fast_picks',
    ])
    .where('game_id', '=', gameId)
    .where('user_id', '=', userId);

/** Starts the run if it has not started (compare-and-set on `started_at is null`). */
export const startCronoRun = (
  db: Db,
  gameId: string,
  userId: string,
  startedAt: number,
  endsAt: number,
  firstToken: string,
  address: string | null,
) =>
  db
    .updateTable('crono_runs')
    .set({ started_at: startedAt, ends_at: endsAt, round: 0, round_token: firstToken, address })
    .where('game_id', '=', gameId)
    .where('user_id', '=', userId)
    .where('started_at', 'is', null);

export const countCronoUser = (db: Db, gameId: string) =>
  db
    .updateTable('crono_games')
    .set({ user_count: sql<number>`user_count + 1` })
    .where('id', '=', gameId);

/** Moves the run to its next round if it still shows `fromToken` (compare-and-set). */
export const advanceCronoRound = (
  db: Db,
  gameId: string,
  userId: string,
  fromToken: string,
  round: number,
  score: number,
  token: string,
  at: number,
  fastIncrement: number,
) =>
  db
    .updateTable('crono_runs')
    .set({
      round,
      score,
      round_token: token,
      round_at: at,
      fast_picks: sql<number>`fast_picks + ${fastIncrement}`,
    })
    .where('game_id', '=', gameId)
    .where('user_id', '=', userId)
    .where('round_token', '=', fromToken);

/** Records the run's own score once, listed or not by LISTED_ON_SUBMIT. */
export const submitCronoScore = (
  db: Db,
  gameId: string,
  userId: string,
  username: string | null,
  submittedAt: number,
) =>
  db
    .updateTable('crono_runs')
    .set({
      user_score: sql<number>`score`,
      username,
      submitted_at: submittedAt,
      // The round is over: its photo must not be served any more.
      round_token: null,
      listed: LISTED_ON_SUBMIT,
    })
    .where('game_id', '=', gameId)
    .where('user_id', '=', userId)
    .where('user_score', 'is', null)
    .where('started_at', 'is not', null);

/** Top `limit` listed runs at a person's pace: best first, ties to the run that finished first. */
export const cronoLeaderboard = (db: Db, gameId: string, limit: number) =>
  db
    .selectFrom('crono_runs')
    .select(['username', 'user_score'])
    .where('game_id', '=', gameId)
    .where('user_score', 'is not', null)
    .where('listed', '=', 1)
    .where('fast_picks', '<=', sql.lit(CRONO_LISTED_FAST_PICKS_MAX))
    .orderBy('user_score', 'desc')
    .orderBy('ends_at', 'asc')
    .orderBy('submitted_at', 'asc')
    .orderBy('user_id', 'asc')
    .limit(limit);

/** The run showing the round `token`, for serving that round's photo. */
export const cronoRunByToken = (db: Db, gameId: string, token: string) =>
  db
    .selectFrom('crono_runs')
    .select(['seed', 'round', 'started_at'])
    .where('round_token', '=', token)
    .where('game_id', '=', gameId);
