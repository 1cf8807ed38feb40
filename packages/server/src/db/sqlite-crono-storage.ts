import type { LeaderboardEntry } from '@guessdle/api';
import {
  LEADERBOARD_WHERE,
  LISTED_ON_SUBMIT,
  type CronoStorage,
  type StoredRun,
} from './crono-storage';
import type { SqliteConnection } from './index';

const num = (v: number | null): number | null => (v === null ? null : Number(v));

interface RunRow {
  seed: string;
  started_at: number | null;
  ends_at: number | null;
  round: number;
  round_token: string | null;
  score: number;
  user_score: number | null;
  round_at: number | null;
  fast_picks: number;
}

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
 * The CronoStorage of db/crono-storage.ts on the embedded SQLite connection, synchronously, with
 * the same SQL and the same compare-and-set updates as the Kysely implementation.
 */
export function createSqliteCronoStorage(
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

  const s = {
    getGame: raw.prepare('select kind, user_count from crono_games where id = ?'),
    ensureGame: raw.prepare(
      'insert into crono_games (id, kind, created_at, user_count) values (?, ?, ?, 0) on conflict (id) do nothing',
    ),
    insertGame: raw.prepare(
      'insert into crono_games (id, kind, created_at, user_count) values (?, ?, ?, 0)',
    ),
    insertRun: raw.prepare(
      'insert into crono_runs (game_id, user_id, seed, created_at, round, score) values (?, ?, ?, ?, 0, 0)',
    ),
    getRun: raw.prepare(
      'select seed, started_at, ends_at, round, round_token, score, user_score, round_at, fast_picks from crono_runs where game_id = ? and user_id = ?',
    ),
    startRun: raw.prepare(
      'update crono_runs set started_at = ?, ends_at = ?, round = 0, round_token = ?, address = ? where game_id = ? and user_id = ? and started_at is null',
    ),
    countUser: raw.prepare('update crono_games set user_count = user_count + 1 where id = ?'),
    advanceRound: raw.prepare(
      'update crono_runs set round = ?, score = ?, round_token = ?, round_at = ?, fast_picks = fast_picks + ? where game_id = ? and user_id = ? and round_token = ?',
    ),
    submitScore: raw.prepare(
      `update crono_runs set user_score = score, username = ?, submitted_at = ?, round_token = null, listed = ${LISTED_ON_SUBMIT} where game_id = ? and user_id = ? and user_score is null and started_at is not null`,
    ),
    leaderboard: raw.prepare(
      `select username, user_score from crono_runs where game_id = ? and ${LEADERBOARD_WHERE} order by user_score desc, ends_at asc, submitted_at asc, user_id asc limit ?`,
    ),
    runByToken: raw.prepare(
      'select seed, round, started_at from crono_runs where round_token = ? and game_id = ?',
    ),
  };

  const createPrivateGame = raw.transaction((id: string, userId: string, seed: string) => {
    const at = iso();
    s.insertGame.run(id, 'private', at);
    s.insertRun.run(id, userId, seed, at);
  });
  const startRun = raw.transaction(
    (
      gameId: string,
      userId: string,
      startedAt: number,
      endsAt: number,
      token: string,
      address: string | null,
    ) => {
      if (s.startRun.run(startedAt, endsAt, token, address, gameId, userId).changes === 0) {
        return false;
      }
      s.countUser.run(gameId);
      return true;
    },
  );

  return {
    async getGame(id) {
      const hit = games.get(id);
      if (hit) return hit;
      const row = s.getGame.get(id) as { kind: string; user_count: number } | undefined;
      if (!row) return undefined;
      const game = { kind: row.kind, userCount: Number(row.user_count) };
      if (games.size >= CACHE_MAX) games.clear();
      games.set(id, game);
      return game;
    },

    async ensureGame(id, kind) {
      s.ensureGame.run(id, kind, iso());
    },

    async createPrivateGame(id, userId, seed) {
      createPrivateGame(id, userId, seed);
    },

    async addUser(gameId, userId, seed) {
      s.insertRun.run(gameId, userId, seed, iso());
    },

    async getRun(gameId, userId): Promise<StoredRun | undefined> {
      const row = s.getRun.get(gameId, userId) as RunRow | undefined;
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

    async startRun(gameId, userId, startedAt, endsAt, firstToken, address) {
      try {
        return startRun(gameId, userId, startedAt, endsAt, firstToken, address);
      } finally {
        games.delete(gameId);
      }
    },

    async advanceRound(gameId, userId, fromToken, next) {
      const res = s.advanceRound.run(
        next.round,
        next.score,
        next.token,
        next.at,
        next.fast ? 1 : 0,
        gameId,
        userId,
        fromToken,
      );
      return res.changes === 1;
    },

    async submitScore(gameId, userId, username, submittedAt) {
      try {
        return s.submitScore.run(username, submittedAt, gameId, userId).changes === 1;
      } finally {
        leaderboards.delete(gameId);
      }
    },

    async leaderboard(gameId, limit) {
      const hit = leaderboards.get(gameId);
      if (hit && hit.limit === limit) return hit.entries;
      const rows = s.leaderboard.all(gameId, limit) as Array<{
        username: string | null;
        user_score: number;
      }>;
      const entries = rows.map((r) => ({ username: r.username, score: Number(r.user_score) }));
      if (leaderboards.size >= CACHE_MAX) leaderboards.clear();
      leaderboards.set(gameId, { limit, entries });
      return entries;
    },

    async runByToken(gameId, token) {
      const row = s.runByToken.get(token, gameId) as
        { seed: string; round: number; started_at: number | null } | undefined;
      return row && { seed: row.seed, round: Number(row.round), startedAt: num(row.started_at) };
    },
  };
}
