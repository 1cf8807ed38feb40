import {
  CRONO_LEADERBOARD_SIZE,
  CRONO_POINTS_PER_CORRECT,
  CRONO_ROUND_SECONDS,
  CRONO_START_COUNTDOWN_SECONDS,
  CRONO_USERNAME_MAX,
  type CronoGame,
  type CronoGuessError,
  type CronoOption,
  type CronoStatus,
  type LeaderboardEntry,
} from '../contract';
import { hmacSha256 } from './hmac';

/**
 * The Crono rules as pure functions: no clock, no database, no randomness of their own (seeds
 * and instants come in as arguments). One module for the server and the mock API, so the two
 * cannot drift; it runs in Node and in the browser (no `node:` imports). The server's service
 * (packages/server/src/crono/service.ts) and the mock (src/mocks/crono.ts) read a run, ask
 * these functions what happens, and write the outcome back.
 */

export const OPTIONS_PER_ROUND = 4;

export interface CronoTiming {
  countdownMs: number;
  roundMs: number;
}

export const DEFAULT_TIMING: CronoTiming = {
  countdownMs: CRONO_START_COUNTDOWN_SECONDS * 1000,
  roundMs: CRONO_ROUND_SECONDS * 1000,
};

/** What the rules need to know about one run. */
export interface RunState {
  /** Secret per run: orders its performers and options. */
  seed: string;
  /** Epoch ms of Start, null before. */
  startedAt: number | null;
  /** Rounds answered so far (the current round's index). */
  round: number;
  /** Opaque id of the current round, null before Start. */
  roundToken: string | null;
  score: number;
  /** The submitted score, null until submitted. */
  userScore: number | null;
}

export function statusAt(
  run: Pick<RunState, 'startedAt'>,
  at: number,
  t: CronoTiming,
): CronoStatus {
  if (run.startedAt === null) return 'not-started';
  if (at < run.startedAt + t.countdownMs) return 'starting';
  if (at < run.startedAt + t.countdownMs + t.roundMs) return 'ongoing';
  return 'finished';
}

/** When a run started at `startedAt` is over. */
export function endsAt(startedAt: number, t: CronoTiming): number {
  return startedAt + t.countdownMs + t.roundMs;
}

/**
 * Seconds shown to the player: while starting, until the run starts; while ongoing, until it
 * ends; the full round before Start and 0 after the end. Rounded up, so 0 means over.
 */
export function remainingSeconds(
  run: Pick<RunState, 'startedAt'>,
  at: number,
  t: CronoTiming,
): number {
  const status = statusAt(run, at, t);
  if (status === 'not-started') return Math.ceil(t.roundMs / 1000);
  if (status === 'finished' || run.startedAt === null) return 0;
  const startsAt = run.startedAt + t.countdownMs;
  const until = status === 'starting' ? startsAt : startsAt + t.roundMs;
  return Math.max(0, Math.ceil((until - at) / 1000));
}

// ---------------------------------------------------------------- rounds

/** A keyed stream of 32-bit numbers: HMAC-SHA256(seed, label | block) in counter mode. */
function keyedStream(seed: string, label: string): () => number {
  let block = 0;
  let buffer: Uint8Array = new Uint8Array(0);
  let view = new DataView(buffer.buffer);
  let offset = 0;
  return () => {
    if (offset + 4 > buffer.length) {
      buffer = hmacSha256(seed, `${label}|${block}`);
      view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      block += 1;
      offset = 0;
    }
    const value = view.getUint32(offset);
    offset += 4;
    return value;
  };
}

/** An unbiased integer in [0, n) from a 32-bit stream (rejection sampling). */
function below(next: () => number, n: number): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  for (;;) {
    const v = next();
    if (v < limit) return v % n;
  }
}

const permutations = new Map<string, Uint16Array>();
const PERMUTATION_CACHE = 20_000;

/**
 * The order in which a run shows the pool's performers during one cycle through the pool: a
 * Fisher-Yates shuffle driven by the run's secret seed. Deterministic (so every instance agrees)
 * and unpredictable without the seed. Cached (it is a pure function of its arguments).
 */
export function cycleOrder(seed: string, cycle: number, poolSize: number): Uint16Array {
  const key = `${seed}|${cycle}|${poolSize}`;
  const hit = permutations.get(key);
  if (hit) return hit;
  const order = new Uint16Array(poolSize);
  for (let i = 0; i < poolSize; i += 1) order[i] = i;
  const next = keyedStream(seed, `order|${cycle}`);
  for (let i = poolSize - 1; i > 0; i -= 1) {
    const j = below(next, i + 1);
    const tmp = order[i] as number;
    order[i] = order[j] as number;
    order[j] = tmp;
  }
  if (cycle > 0 && poolSize > 1) {
    // A new cycle never opens with the performer that closed the previous one.
    const previous = cycleOrder(seed, cycle - 1, poolSize);
    if (order[0] === previous[poolSize - 1]) {
      const tmp = order[0] as number;
      order[0] = order[1] as number;
      order[1] = tmp;
    }
  }
  if (permutations.size >= PERMUTATION_CACHE) permutations.clear();
  permutations.set(key, order);
  return order;
}

export interface Round {
  /** Index in the pool of the performer shown. */
  answer: number;
  /** Pool indexes of the four options (the answer among them), in display order. */
  options: number[];
}

/**
 * Round `round` of a run: the performer shown is the next one of the run's order, so no
 * performer comes back before every other one of the pool was shown; three distinct distractors
 * and the display order come from the same seed.
 */
export function roundAt(seed: string, round: number, poolSize: number): Round {
  if (poolSize < OPTIONS_PER_ROUND) {
    throw new Error(
      `Crono needs at least ${OPTIONS_PER_ROUND} performers, the pool has ${poolSize}`,
    );
  }
  const cycle = Math.floor(round / poolSize);
  const answer = cycleOrder(seed, cycle, poolSize)[round % poolSize] as number;
  const next = keyedStream(seed, `options|${round}`);
  const options = [answer];
  while (options.length < OPTIONS_PER_ROUND) {
    const candidate = below(next, poolSize);
    if (!options.includes(candidate)) options.push(candidate);
  }
  for (let i = options.length - 1; i > 0; i -= 1) {
    const j = below(next, i + 1);
    const tmp = options[i] as number;
    options[i] = options[j] as number;
    options[j] = tmp;
  }
  return { answer, options };
}

// ---------------------------------------------------------------- guesses

export type GuessOutcome =
  | { ok: true; correct: boolean; score: number; round: number }
  | { ok: false; error: Exclude<CronoGuessError, 'game-not-found' | 'unknown-user'> };

/**
 * Judges a pick. Order of checks: the run must be ongoing (before: game-not-started; after:
 * game-already-finished), the pick must answer the current round (else stale-round, which also
 * refuses a replay). A correct pick scores; every pick moves to the next round.
 */
export function judgeGuess(
  run: RunState,
  guess: { modelId: string; roundId: string },
  at: number,
  t: CronoTiming,
  pool: readonly string[],
): GuessOutcome {
  const status = statusAt(run, at, t);
  if (status === 'finished') return { ok: false, error: 'game-already-finished' };
  if (status !== 'ongoing') return { ok: false, error: 'game-not-started' };
  if (run.roundToken === null || guess.roundId !== run.roundToken) {
    return { ok: false, error: 'stale-round' };
  }
  const { answer } = roundAt(run.seed, run.round, pool.length);
  const correct = guess.modelId === pool[answer];
  return {
    ok: true,
    correct,
    score: run.score + (correct ? CRONO_POINTS_PER_CORRECT : 0),
    round: run.round + 1,
  };
}

export type SubmitCheck =
  { ok: true } | { ok: false; error: 'game-not-finished' | 'score-already-submitted' };

/** A score is submitted once, after the run is over. */
export function checkSubmit(run: RunState, at: number, t: CronoTiming): SubmitCheck {
  if (statusAt(run, at, t) !== 'finished') return { ok: false, error: 'game-not-finished' };
  if (run.userScore !== null) return { ok: false, error: 'score-already-submitted' };
  return { ok: true };
}

// Control (Cc), format (Cf: bidi overrides, zero-width characters; ZWJ kept for emoji) and
// line/paragraph separators.
const INVISIBLE = /(?!\u200d)[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * A leaderboard name: runs of white space (tabs, line breaks) made one space, other invisible and
 * control characters removed, trimmed, cut to CRONO_USERNAME_MAX characters (code points, so no emoji is split in
 * half); nothing left means anonymous (null).
 */
export function normaliseUsername(raw: string | null): string | null {
  if (raw === null) return null;
  // White space (tabs and line breaks too) becomes one space; other invisibles go.
  const clean = raw.replace(/\s+/gu, ' ').replace(INVISIBLE, '').replace(/ {2,}/g, ' ').trim();
  const cut = Array.from(clean).slice(0, CRONO_USERNAME_MAX).join('').trim();
  return cut === '' ? null : cut;
}

export interface ScoreRow {
  username: string | null;
  score: number;
  endsAt: number;
  submittedAt: number;
  userId: string;
}

/**
 * Leaderboard order: highest score first; ties go to the run that finished first, then to the
 * earlier submission (the storage query sorts the same way).
 */
export function compareScores(a: ScoreRow, b: ScoreRow): number {
  return (
    b.score - a.score ||
    a.endsAt - b.endsAt ||
    a.submittedAt - b.submittedAt ||
    (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0)
  );
}

export function rankLeaderboard(rows: readonly ScoreRow[]): LeaderboardEntry[] {
  return [...rows]
    .sort(compareScores)
    .slice(0, CRONO_LEADERBOARD_SIZE)
    .map(({ username, score }) => ({ username, score }));
}

// ---------------------------------------------------------------- the game as a user sees it

export interface PoolItem {
  id: string;
  name: string;
}

export function gameView(input: {
  gameId: string;
  userId: string;
  run: RunState;
  at: number;
  timing: CronoTiming;
  pool: readonly PoolItem[];
  leaderboard: LeaderboardEntry[];
  userCount: number;
  photoUrl: (token: string) => string;
}): CronoGame {
  const { run, at, timing, pool } = input;
  const status = statusAt(run, at, timing);
  let currentModel: CronoGame['currentModel'] = null;
  let options: CronoOption[] = [];
  if (status === 'ongoing' && run.roundToken !== null) {
    const round = roundAt(run.seed, run.round, pool.length);
    currentModel = { id: run.roundToken, photoUrl: input.photoUrl(run.roundToken) };
    options = round.options.map((i) => {
      const item = pool[i] as PoolItem;
      return { id: item.id, name: item.name };
    });
  }
  return {
    id: input.gameId,
    userId: input.userId,
    status,
    leaderboard: input.leaderboard,
    userCount: input.userCount,
    remainingTime: remainingSeconds(run, at, timing),
    score: run.score,
    currentModel,
    options,
    canSubmitScore: status === 'finished' && run.userScore === null,
    userScore: run.userScore,
  };
}
