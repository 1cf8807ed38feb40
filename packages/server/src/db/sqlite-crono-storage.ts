import type { Kysely } from 'kysely';
import type { LeaderboardEntry } from '@guessdle/api';
import * as queries from './crono-queries';
import type { SqliteConnection } from './index';
import type { Database } from './schema';
import { prepareStatements } from './sqlite-statements';
import { toRunByToken, toStoredRun } from './crono-rows';
import type { CronoStorage, StoredRun } from './types';
import { sqliteTransaction } from './sqlite-transaction';

/**
 * Per connection (an SQLite file has one server process, and every write of that process goes
 * through its connection, so these caches see every change): each game's row and leaderboard,
 * dropped when a write changes them. A guess then reads one row and writes one.
 */
interface Caches {
  games: Map<string, { kind: string; userCount: number }>;
  leaderboards: Map<string, { limit: number; entries: LeaderboardEntry[] }>;
}
const cachesByConnection = new WeakMap<SqliteConnection, Caches>();
/** Bounds the caches (private games are unbounded): past this many, start over. */
const CACHE_MAX = 10_000;

/**
 * CronoStorage on the embedded SQLite connection, synchronously: the statements of
 * crono-queries.ts prepared once, the same compare-and-set updates as on PostgreSQL, and the
 * per-connection caches above.
 */
export function createSqliteCronoStorage(
  db: Kysely<Database>,
  raw: SqliteConnection,
  now: () => number = Date.now,
): CronoStorage {
  const iso = () => new Date(now()).toISOString();
  let caches = cachesByConnection.get(raw);
  if (!caches) {
    caches = { games: new Map(), leaderboards: new Map() };
    cachesByConnection.set(raw, caches);
  }
  const { games, leaderboards } = caches;

  const s = prepareStatements(db, raw, queries);

  const createPrivateGame = sqliteTransaction(raw, (id: string, userId: string, seed: string) => {
    const at = iso();
    s.insertCronoGame.run(id, 'private', at);
    s.insertCronoRun.run(id, userId, seed, at);
  });
  const startRun = sqliteTransaction(
    raw,
    (
      gameId: string,
      userId: string,
      startedAt: number,
      endsAt: number,
      token: string,
      address: string | null,
    ) => {
      if (s.startCronoRun.run(gameId, userId, startedAt, endsAt, token, address).changes === 0) {
        return false;
      }
      s.countCronoUser.run(gameId);
      return true;
    },
  );

  return {
    async getGame(id) {
      const hit = games.get(id);
      if (hit) return hit;
      const row = s.getCronoGame.get<{ kind: string; user_count: number }>(id);
      if (!row) return undefined;
      const game = { kind: row.kind, userCount: Number(row.user_count) };
      if (games.size >= CACHE_MAX) games.clear();
      games.set(id, game);
      return game;
    },

    async ensureGame(id, kind) {
      s.ensureCronoGame.run(id, kind, iso());
    },

    async createPrivateGame(id, userId, seed) {
      createPrivateGame(id, userId, seed);
    },

    async addUser(gameId, userId, seed) {
      s.insertCronoRun.run(gameId, userId, seed, iso());
    },

    async getRun(gameId, userId): Promise<StoredRun | undefined> {
      const row = s.getCronoRun.get<Parameters<typeof toStoredRun>[0]>(gameId, userId);
      return row && toStoredRun(row);
    },

    async startRun(gameId, userId, startedAt, endsAt, firstToken, address) {
      try {
        return startRun(gameId, userId, startedAt, endsAt, firstToken, address);
      } finally {
        games.delete(gameId);
      }
    },

    async advanceRound(gameId, userId, fromToken, next) {
      const res = s.advanceCronoRound.run(
        gameId,
        userId,
        fromToken,
        next.round,
        next.score,
        next.token,
        next.at,
        next.fast ? 1 : 0,
      );
      return res.changes === 1;
    },

    async submitScore(gameId, userId, username, submittedAt) {
      try {
        return s.submitCronoScore.run(gameId, userId, username, submittedAt).changes === 1;
      } finally {
        leaderboards.delete(gameId);
      }
    },

    async leaderboard(gameId, limit) {
      const hit = leaderboards.get(gameId);
      if (hit && hit.limit === limit) return hit.entries;
      const rows = s.cronoLeaderboard.all<{ username: string | null; user_score: number }>(
        gameId,
        limit,
      );
      const entries = rows.map((r) => ({ username: r.username, score: Number(r.user_score) }));
      if (leaderboards.size >= CACHE_MAX) leaderboards.clear();
      leaderboards.set(gameId, { limit, entries });
      return entries;
    },

    async runByToken(gameId, token) {
      const row = s.cronoRunByToken.get<{
        seed: string;
        round: number;
        started_at: number | null;
      }>(gameId, token);
      return row && toRunByToken(row);
    },
  };
}
