import { sql } from 'kysely';
import type { LeaderboardEntry } from '@guessdle/api';
import { CRONO_LISTED_FAST_PICKS_MAX, CRONO_LISTED_RUNS_PER_ADDRESS } from '../crono/plausibility';
import type { RunState } from '../crono/rules';
import type { DatabaseHandle } from './index';
import { createSqliteCronoStorage } from './sqlite-crono-storage';

/**
 * Crono persistence, for SQLite and PostgreSQL alike. Every state change is one conditional
 * UPDATE (compare-and-set on the run's current state) or a short transaction, so concurrent
 * requests, also from several instances on one PostgreSQL, cannot apply a guess twice, start a
 * run twice or submit a score twice.
 */
export interface StoredRun extends RunState {
  endsAt: number | null;
  /** When the current round began; null for the first (it begins after the countdown). */
  roundAt: number | null;
  /** Picks sooner after their round began than a person can react (crono/plausibility.ts). */
  fastPicks: number;
}

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

/**
 * Whether a run being submitted may be listed: fewer than CRONO_LISTED_RUNS_PER_ADDRESS listed
 * runs at a person's pace from its address in its game so far. Evaluated inside the submit's
 * UPDATE, on both backends (the same SQL), so the count and the write are one statement. Runs
 * started before addresses were stored (address null) match no other run and stay listed.
 */
export const LISTED_ON_SUBMIT = `case when (select count(*) from crono_runs as other where other.game_id = crono_runs.game_id and other.address = crono_runs.address and other.user_score is not null and other.listed = 1 and other.fast_picks <= ${CRONO_LISTED_FAST_PICKS_MAX}) < ${CRONO_LISTED_RUNS_PER_ADDRESS} then 1 else 0 end`;

/** The leaderboard's filter: submitted, listed, and at a person's pace. */
export const LEADERBOARD_WHERE = `user_score is not null and listed = 1 and fast_picks <= ${CRONO_LISTED_FAST_PICKS_MAX}`;

export interface CronoStorage {
  /** The game's kind, or undefined when no such game was created. */
  getGame(id: string): Promise<{ kind: string; userCount: number } | undefined>;
  /** Creates the game unless it exists (the daily one is created by its first user). */
  ensureGame(id: string, kind: 'daily' | 'private'): Promise<void>;
  /** A private game and its first user, in one transaction. */
  createPrivateGame(id: string, userId: string, seed: string): Promise<void>;
  addUser(gameId: string, userId: string, seed: string): Promise<void>;
  getRun(gameId: string, userId: string): Promise<StoredRun | undefined>;
  /**
   * Starts a run that has not started: sets its times, first round and the address (a keyed
   * hash) that started it, and counts the user in the game. Returns false when the run had
   * already started (nothing changes).
   */
  startRun(
    gameId: string,
    userId: string,
    startedAt: number,
    endsAt: number,
    firstToken: string,
    address: string | null,
  ): Promise<boolean>;
  /**
   * Moves a run from the round whose token is `fromToken` to the next one with the new score.
   * Returns false when the run is no longer on that round (a replay or a concurrent pick).
   */
  advanceRound(
    gameId: string,
    userId: string,
    fromToken: string,
    next: { round: number; score: number; token: string; at: number; fast: boolean },
  ): Promise<boolean>;
  /**
   * Records the run's own score (read from the run, never from the request) once, listed or not
   * by LISTED_ON_SUBMIT. Returns false when it was already submitted.
   */
  submitScore(
    gameId: string,
    userId: string,
    username: string | null,
    submittedAt: number,
  ): Promise<boolean>;
  /**
   * Top `limit` listed scores (LEADERBOARD_WHERE): best first, ties to the run that finished
   * first.
   */
  leaderboard(gameId: string, limit: number): Promise<LeaderboardEntry[]>;
  /** The run showing the round `token`, for serving that round's photo. */
  runByToken(
    gameId: string,
    token: string,
  ): Promise<{ seed: string; round: number; startedAt: number | null } | undefined>;
}

/** Synchronous prepared statements on embedded SQLite, Kysely on PostgreSQL. */
export function createCronoStorage(
  handle: DatabaseHandle,
  now: () => number = Date.now,
): CronoStorage {
  if (handle.sqlite) return createSqliteCronoStorage(handle.sqlite, now);
  return createKyselyCronoStorage(handle, now);
}

export function createKyselyCronoStorage(
  handle: DatabaseHandle,
  now: () => number = Date.now,
): CronoStorage {
  const { db } = handle;
  const iso = () => new Date(now()).toISOString();

  return {
    /** The game's kind, or undefined when no such game was created. */
    async getGame(id: string): Promise<{ kind: string; userCount: number } | undefined> {
      const row = await db
        .selectFrom('crono_games')
        .select(['kind', 'user_count'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { kind: row.kind, userCount: Number(row.user_count) };
    },

    /** Creates the game unless it exists (the daily one is created by its first user). */
    async ensureGame(id: string, kind: 'daily' | 'private'): Promise<void> {
      await db
        .insertInto('crono_games')
        .values({ id, kind, created_at: iso(), user_count: 0 })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },

    /** A private game and its first user, in one transaction. */
    async createPrivateGame(id: string, userId: string, seed: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('crono_games')
          .values({ id, kind: 'private', created_at: iso(), user_count: 0 })
          .execute();
        await trx
          .insertInto('crono_runs')
          .values({ game_id: id, user_id: userId, seed, created_at: iso(), round: 0, score: 0 })
          .execute();
      });
    },

    async addUser(gameId: string, userId: string, seed: string): Promise<void> {
      await db
        .insertInto('crono_runs')
        .values({ game_id: gameId, user_id: userId, seed, created_at: iso(), round: 0, score: 0 })
        .execute();
    },

    async getRun(gameId: string, userId: string): Promise<StoredRun | undefined> {
      const row = await db
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
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        seed: row.seed,
        startedAt: num(row.started_at),
        endsAt: num(row.ends_at),
        round: Number(row.round),
        roundToken: row.round_token,
        score: Number(row.score),
        userScore: num(row.user_score),
        roundAt: num(row.round_at),
        fastPicks: Number(row.fast_picks),
      };
    },

    /**
     * Starts a run that has not started: sets its times and first round, and counts the user in
     * the game. Returns false when the run had already started (nothing changes).
     */
    async startRun(
      gameId: string,
      userId: string,
      startedAt: number,
      endsAt: number,
      firstToken: string,
      address: string | null,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const res = await trx
          .updateTable('crono_runs')
          .set({
            started_at: startedAt,
            ends_at: endsAt,
            round: 0,
            round_token: firstToken,
            address,
          })
          .where('game_id', '=', gameId)
          .where('user_id', '=', userId)
          .where('started_at', 'is', null)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) === 0) return false;
        await trx
          .updateTable('crono_games')
          .set({ user_count: sql<number>`user_count + 1` })
          .where('id', '=', gameId)
          .execute();
        return true;
      });
    },

    /**
     * Moves a run from the round whose token is `fromToken` to the next one with the new score.
     * Returns false when the run is no longer on that round (a replay or a concurrent pick).
     */
    async advanceRound(
      gameId: string,
      userId: string,
      fromToken: string,
      next: { round: number; score: number; token: string; at: number; fast: boolean },
    ): Promise<boolean> {
      const res = await db
        .updateTable('crono_runs')
        .set({
          round: next.round,
          score: next.score,
          round_token: next.token,
          round_at: next.at,
          fast_picks: sql<number>`fast_picks + ${next.fast ? 1 : 0}`,
        })
        .where('game_id', '=', gameId)
        .where('user_id', '=', userId)
        .where('round_token', '=', fromToken)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /**
     * Records the run's own score (read from the run, never from the request) once. Returns false
     * when it was already submitted.
     */
    async submitScore(
      gameId: string,
      userId: string,
      username: string | null,
      submittedAt: number,
    ): Promise<boolean> {
      const res = await db
        .updateTable('crono_runs')
        .set({
          user_score: sql<number>`score`,
          username,
          submitted_at: submittedAt,
          // The round is over: its photo must not be served any more.
          round_token: null,
          listed: sql<number>`${sql.raw(LISTED_ON_SUBMIT)}`,
        })
        .where('game_id', '=', gameId)
        .where('user_id', '=', userId)
        .where('user_score', 'is', null)
        .where('started_at', 'is not', null)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /** Top `limit` listed scores: best first, ties to the run that finished first. */
    async leaderboard(gameId: string, limit: number): Promise<LeaderboardEntry[]> {
      const rows = await db
        .selectFrom('crono_runs')
        .select(['username', 'user_score'])
        .where('game_id', '=', gameId)
        .where(sql<boolean>`${sql.raw(LEADERBOARD_WHERE)}`)
        .orderBy('user_score', 'desc')
        .orderBy('ends_at', 'asc')
        .orderBy('submitted_at', 'asc')
        .orderBy('user_id', 'asc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ username: r.username, score: Number(r.user_score) }));
    },

    /** The run showing the round `token`, for serving that round's photo. */
    async runByToken(
      gameId: string,
      token: string,
    ): Promise<{ seed: string; round: number; startedAt: number | null } | undefined> {
      const row = await db
        .selectFrom('crono_runs')
        .select(['seed', 'round', 'started_at'])
        .where('round_token', '=', token)
        .where('game_id', '=', gameId)
        .executeTakeFirst();
      return row && { seed: row.seed, round: Number(row.round), startedAt: num(row.started_at) };
    },
  };
}
