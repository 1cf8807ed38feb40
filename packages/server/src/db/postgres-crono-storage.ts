import * as q from './crono-queries';
import type { DatabaseHandle } from './index';
import { toRunByToken, toStoredRun } from './crono-rows';
import type { CronoStorage } from './types';

/**
 * CronoStorage with Kysely, for PostgreSQL: the statements of crono-queries.ts. Every state
 * change is a compare-and-set UPDATE or a short transaction, so instances sharing the database
 * never apply a pick, a start or a submit twice. No cache: another instance may write.
 */
export function createPostgresCronoStorage(
  handle: DatabaseHandle,
  now: () => number = Date.now,
): CronoStorage {
  const { db } = handle;
  const iso = () => new Date(now()).toISOString();

  return {
    async getGame(id) {
      const row = await q.getCronoGame(db, id).executeTakeFirst();
      return row && { kind: row.kind, userCount: Number(row.user_count) };
    },

    async ensureGame(id, kind) {
      await q.ensureCronoGame(db, id, kind, iso()).execute();
    },

    async createPrivateGame(id, userId, seed) {
      await db.transaction().execute(async (trx) => {
        const at = iso();
        await q.insertCronoGame(trx, id, 'private', at).execute();
        await q.insertCronoRun(trx, id, userId, seed, at).execute();
      });
    },

    async addUser(gameId, userId, seed) {
      await q.insertCronoRun(db, gameId, userId, seed, iso()).execute();
    },

    async getRun(gameId, userId) {
      const row = await q.getCronoRun(db, gameId, userId).executeTakeFirst();
      return row && toStoredRun(row);
    },

    async startRun(gameId, userId, startedAt, endsAt, firstToken, address) {
      return db.transaction().execute(async (trx) => {
        const res = await q
          .startCronoRun(trx, gameId, userId, startedAt, endsAt, firstToken, address)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) === 0) return false;
        await q.countCronoUser(trx, gameId).execute();
        return true;
      });
    },

    async advanceRound(gameId, userId, fromToken, next) {
      const res = await q
        .advanceCronoRound(
          db,
          gameId,
          userId,
          fromToken,
          next.round,
          next.score,
          next.token,
          next.at,
          next.fast ? 1 : 0,
        )
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    async submitScore(gameId, userId, username, submittedAt) {
      const res = await q
        .submitCronoScore(db, gameId, userId, username, submittedAt)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    async leaderboard(gameId, limit) {
      const rows = await q.cronoLeaderboard(db, gameId, limit).execute();
      return rows.map((r) => ({ username: r.username, score: Number(r.user_score) }));
    },

    async runByToken(gameId, token) {
      const row = await q.cronoRunByToken(db, gameId, token).executeTakeFirst();
      return row && toRunByToken(row);
    },
  };
}
