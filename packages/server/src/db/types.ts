/**
 * What the server stores, as two interfaces: `Storage` (daily answers, success counters,
 * tracking, settings) and `CronoStorage` (games, runs, leaderboards). Each has two
 * implementations over the same statements (queries.ts), run by the same test suites:
 * synchronous prepared statements on the embedded SQLite file (sqlite-*.ts) and Kysely on
 * PostgreSQL (postgres-*.ts). `createStorage` / `createCronoStorage` pick one for a database.
 */
import type { LeaderboardEntry } from '@guessdle/api';
import type { RunState } from '../crono/rules';
import type { DatabaseHandle } from './index';

export interface TrackingRow {
  eventName: string;
  attrs: Record<string, unknown>;
  deviceId: string;
  sessionId: string;
}

/** Successes one address counts per pool and day unless configured (STATS_PER_ADDRESS). */
export const SUCCESSES_PER_ADDRESS = 500;

export interface StorageOptions {
  /** How many successes one address key counts per (mode, date); default SUCCESSES_PER_ADDRESS. */
  successesPerAddress?: number;
}

/** Everything the server stores outside Crono. */
export interface Storage {
  handle: DatabaseHandle;
  getDailyAnswer(mode: string, date: string): Promise<string | undefined>;
  /** Answers stored for dates in [from, to], newest first. */
  listDailyAnswers(
    mode: string,
    from: string,
    to: string,
  ): Promise<Array<{ date: string; answer: string }>>;
  /**
   * Stores the answer unless one exists, then returns the stored one: two instances racing on
   * the same date both end up with the winner's answer.
   */
  insertDailyAnswerIfAbsent(mode: string, date: string, answer: string): Promise<string>;
  getSuccessCount(mode: string, date: string): Promise<number>;
  /** Everyone's tries for a (mode, date): bars with at least one player, fewest tries first. */
  getTriesDistribution(
    mode: string,
    date: string,
  ): Promise<Array<{ tries: number; players: number }>>;
  /**
   * Stores a client's success once per (mode, date) and returns the counter after it. It counts
   * only when it is the client's first for that (mode, date) and, when `address` (an address
   * key) is given, that address has counted fewer than `successesPerAddress` that (mode, date).
   * A counted success with `tries` also adds one player to that bar of the distribution, in the
   * same transaction; an uncounted one adds nothing. Resolves only once committed.
   */
  recordSuccess(
    mode: string,
    date: string,
    clientId: string,
    address?: string,
    tries?: number,
  ): Promise<{ counted: boolean; count: number }>;
  insertTracking(event: TrackingRow): Promise<void>;
  /** Deletes events older than `retentionDays` and all but the newest `maxRows`. */
  pruneTracking(retentionDays: number, maxRows: number): Promise<number>;
  countTracking(): Promise<number>;
  /** A setting created once (first writer wins) and then read back by every instance. */
  getOrCreateSetting(key: string, create: () => string): Promise<string>;
  ping(): Promise<void>;
  /** Resolves once every success already asked for is committed (or failed): for shutdown. */
  drain(): Promise<void>;
}

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
   * by the rule in crono-queries.ts. Returns false when it was already submitted.
   */
  submitScore(
    gameId: string,
    userId: string,
    username: string | null,
    submittedAt: number,
  ): Promise<boolean>;
  /**
   * Top `limit` listed scores (submitted, listed, at a person's pace): best first, ties to the run that finished
   * first.
   */
  leaderboard(gameId: string, limit: number): Promise<LeaderboardEntry[]>;
  /** The run showing the round `token`, for serving that round's photo. */
  runByToken(
    gameId: string,
    token: string,
  ): Promise<{ seed: string; round: number; startedAt: number | null } | undefined>;
}
