import { randomBytes, randomUUID } from 'node:crypto';
import {
  CRONO_LEADERBOARD_SIZE,
  DAILY_CRONO_ID_PATTERN,
  type CronoCreated,
  type CronoGame,
  type CronoGuessBody,
  type CronoSubmitBody,
} from '@guessdle/api';
import type { Dataset } from '../dataset';
import type { CronoStorage, StoredRun } from '../db/crono-storage';
import { ApiError } from '../errors';
import { tooFast } from './plausibility';
import { createPhotoVariants, type Photo, type PhotoVariants } from './photos';
import { createRoundPhotos, type CronoPoolItem } from './round-photos';
import {
  checkSubmit,
  DEFAULT_TIMING,
  endsAt,
  gameView,
  judgeGuess,
  normaliseUsername,
  OPTIONS_PER_ROUND,
  statusAt,
  type CronoTiming,
} from './rules';

export type { CronoPoolItem } from './round-photos';

/**
 * The performers Crono can show: those whose picture this server serves itself (a path under
 * /assets/), sorted by id so every instance builds the same pool.
 */
export function buildCronoPool(dataset: Dataset): CronoPoolItem[] {
  return dataset.performers
    .filter((p) => p.profilePictureUrl.startsWith('/assets/'))
    .map((p) => ({ id: p.profileUrl, name: p.name, picture: p.profilePictureUrl }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Opaque, unguessable ids: 16 random bytes, base64url (22 characters). Every guess needs one, so
 * the bytes are drawn from the CSPRNG 4 KiB at a time (as crypto.randomUUID does) rather than
 * one system call per token; each byte is used once.
 */
let randomPool = Buffer.alloc(0);
let randomOffset = 0;
export const newToken = (): string => {
  if (randomOffset + 16 > randomPool.length) {
    randomPool = randomBytes(4096);
    randomOffset = 0;
  }
  const token = randomPool.toString('base64url', randomOffset, randomOffset + 16);
  randomOffset += 16;
  return token;
};
const newSeed = (): string => randomBytes(16).toString('hex');

export function cronoPhotoUrl(gameId: string, token: string): string {
  return `/api/crono/${gameId}/rounds/${token}/photo`;
}

const notFound = (id: string) => new ApiError(404, 'game-not-found', `No Crono game ${id}`);
const unknownUser = () =>
  new ApiError(403, 'unknown-user', 'This user id was not issued for this game');

const MESSAGES: Record<string, string> = {
  'game-not-started': 'The run has not started yet',
  'game-already-finished': 'The time is up',
  'stale-round': 'This round was already answered',
  'game-not-finished': 'Scores can be submitted once the time is up',
  'score-already-submitted': 'This run is already on the leaderboard',
};
const conflict = (code: string) => new ApiError(409, code, MESSAGES[code] ?? code);

/** Whether a game exists, and whether new runs may start in it. */
async function gameState(
  storage: CronoStorage,
  today: () => string,
  id: string,
): Promise<{ open: boolean; userCount: number } | undefined> {
  if (DAILY_CRONO_ID_PATTERN.test(id)) {
    const date = today();
    if (id > date) return undefined;
    const row = await storage.getGame(id);
    if (id === date) return { open: true, userCount: row?.userCount ?? 0 };
    // A past daily game is read-only: its players can still look, finish and submit.
    return row && { open: false, userCount: row.userCount };
  }
  const row = await storage.getGame(id);
  return row && { open: true, userCount: row.userCount };
}

/**
 * The Crono engine: the rules (rules.ts) over the storage (db/crono-storage.ts), with the server's
 * clock. Nothing is kept in memory between requests, so several instances on one database agree.
 */
export function createCronoService(options: {
  storage: CronoStorage;
  dataset: Dataset;
  now: () => number;
  today: () => string;
  assetsDirs: readonly string[];
  timing?: CronoTiming;
  /** Where round photos are made. @default createPhotoVariants() */
  photos?: PhotoVariants;
}) {
  const { storage, now, today } = options;
  const timing = options.timing ?? DEFAULT_TIMING;
  const pool = buildCronoPool(options.dataset);
  const poolIds = pool.map((p) => p.id);
  const available = pool.length >= OPTIONS_PER_ROUND;
  const roundPhotos = createRoundPhotos({
    pool,
    assetsDirs: options.assetsDirs,
    photos: options.photos ?? createPhotoVariants(),
    now,
  });

  function requirePool(): void {
    if (!available) {
      throw new ApiError(
        503,
        'crono-unavailable',
        `Crono needs at least ${OPTIONS_PER_ROUND} performers with local pictures`,
      );
    }
  }

  const resolveGame = (id: string) => gameState(storage, today, id);

  /** The user's run; 404 when the game does not exist, 403 when the user is not in it. */
  async function runOf(gameId: string, userId: string): Promise<StoredRun> {
    const run = await storage.getRun(gameId, userId);
    if (run) return run;
    throw (await resolveGame(gameId)) ? unknownUser() : notFound(gameId);
  }

  async function view(gameId: string, userId: string, run: StoredRun): Promise<CronoGame> {
    const [game, leaderboard] = await Promise.all([
      storage.getGame(gameId),
      storage.leaderboard(gameId, CRONO_LEADERBOARD_SIZE),
    ]);
    return gameView({
      gameId,
      userId,
      run,
      at: now(),
      timing,
      pool,
      leaderboard,
      userCount: game?.userCount ?? 0,
      photoUrl: (token) => cronoPhotoUrl(gameId, token),
    });
  }

  return {
    timing,
    pool,

    async create(): Promise<CronoCreated> {
      requirePool();
      const id = newToken();
      const userId = randomUUID();
      await storage.createPrivateGame(id, userId, newSeed());
      return { id, assignedUserId: userId };
    },

    async createUserId(gameId: string): Promise<{ userId: string }> {
      requirePool();
      const game = await resolveGame(gameId);
      if (!game) throw notFound(gameId);
      if (DAILY_CRONO_ID_PATTERN.test(gameId)) await storage.ensureGame(gameId, 'daily');
      const userId = randomUUID();
      await storage.addUser(gameId, userId, newSeed());
      return { userId };
    },

    async get(gameId: string, userId: string): Promise<CronoGame> {
      return view(gameId, userId, await runOf(gameId, userId));
    },

    /** Starts the user's run; `address` is the keyed hash of the client address that asked. */
    async start(gameId: string, userId: string, address: string | null = null): Promise<CronoGame> {
      requirePool();
      let run = await runOf(gameId, userId);
      // Starting twice (a double click, a retry) keeps the first start.
      if (run.startedAt === null) {
        const game = await resolveGame(gameId);
        if (!game?.open) throw conflict('game-already-finished');
        const at = now();
        const token = newToken();
        await storage.startRun(gameId, userId, at, endsAt(at, timing), token, address);
        run = await runOf(gameId, userId);
        // Prepared during the countdown; a concurrent start that won keeps its own token.
        if (run.roundToken === token) roundPhotos.prepare(run.seed, run.round);
      }
      return view(gameId, userId, run);
    },

    async guess(
      gameId: string,
      body: CronoGuessBody,
    ): Promise<{ status: 'success'; correct: boolean; game: CronoGame }> {
      const run = await runOf(gameId, body.userId);
      const at = now();
      const outcome = judgeGuess(run, body, at, timing, poolIds);
      if (!outcome.ok) throw conflict(outcome.error);
      // The first round begins when the countdown ends; every other one when the pick before
      // it was answered. A pick sooner than a person can react moves on but never scores.
      const began = run.roundAt ?? (run.startedAt ?? at) + timing.countdownMs;
      const fast = tooFast(began, at);
      const score = fast ? run.score : outcome.score;
      const correct = outcome.correct && !fast;
      const token = newToken();
      const moved = await storage.advanceRound(gameId, body.userId, body.roundId, {
        round: outcome.round,
        score,
        token,
        at,
        fast,
      });
      // Another request answered this round first (a replay racing the original).
      if (!moved) throw conflict('stale-round');
      // The answered round's photo is no longer served; the next one's was made ahead (prepare).
      roundPhotos.drop(run.seed, run.round);
      const next: StoredRun = {
        ...run,
        round: outcome.round,
        score,
        roundToken: token,
        roundAt: at,
        fastPicks: run.fastPicks + (fast ? 1 : 0),
      };
      return {
        status: 'success',
        correct,
        game: await view(gameId, body.userId, next),
      };
    },

    async submitScore(gameId: string, body: CronoSubmitBody): Promise<CronoGame> {
      const run = await runOf(gameId, body.userId);
      const at = now();
      const check = checkSubmit(run, at, timing);
      if (!check.ok) throw conflict(check.error);
      const done = await storage.submitScore(
        gameId,
        body.userId,
        normaliseUsername(body.username),
        at,
      );
      if (!done) throw conflict('score-already-submitted');
      return view(gameId, body.userId, await runOf(gameId, body.userId));
    },

    /** The photo of a round that is being played (a variant made for it), or undefined. */
    async photo(gameId: string, token: string): Promise<Photo | undefined> {
      if (!available) return undefined;
      const run = await storage.runByToken(gameId, token);
      if (!run || statusAt(run, now(), timing) !== 'ongoing') return undefined;
      return roundPhotos.take(run.seed, run.round);
    },
  };
}

export type CronoService = ReturnType<typeof createCronoService>;
