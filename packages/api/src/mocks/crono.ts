import {
  CRONO_ROUND_SECONDS,
  CRONO_START_COUNTDOWN_SECONDS,
  type CronoCreated,
  type CronoGame,
  type CronoGuessBody,
  type CronoGuessResult,
  type CronoSubmitBody,
} from '../contract';
import {
  OPTIONS_PER_ROUND,
  checkSubmit,
  endsAt,
  gameView,
  judgeGuess,
  normaliseUsername,
  rankLeaderboard,
  roundAt,
  statusAt,
  type CronoTiming,
  type RunState,
  type ScoreRow,
} from '../crono/rules';
import { ApiError } from '../errors';
import { randomId, randomUuid } from './random';

/** A performer a Crono round can show: `id` is the item id the player must pick. */
export interface CronoPerformer {
  id: string;
  name: string;
  photoUrl: string;
}

export interface CronoSimulationOptions {
  performers: readonly CronoPerformer[];
  now: () => number;
  random: () => number;
  /** The id of today's daily game (the server date); it exists without being created. */
  dailyId: string;
  /** @default CRONO_START_COUNTDOWN_SECONDS * 1000 */
  countdownMs?: number;
  /** @default CRONO_ROUND_SECONDS */
  roundSeconds?: number;
}

interface Game {
  runs: Map<string, RunState>;
  scores: ScoreRow[];
}

/**
 * The Crono rules as the mock server plays them: the same pure rules as the server
 * (`@guessdle/api/crono`), over in-memory runs, with the clock and randomness injected. A run
 * is `starting` for a short countdown after start, `ongoing` for the round length, then
 * `finished`. Failures are thrown as `ApiError` with the statuses documented in the README.
 */
export function createCronoSimulation(options: CronoSimulationOptions) {
  const { performers, now, random, dailyId } = options;
  if (performers.length < OPTIONS_PER_ROUND) {
    throw new Error(`The Crono mock needs at least ${OPTIONS_PER_ROUND} performers`);
  }
  const timing: CronoTiming = {
    countdownMs: options.countdownMs ?? CRONO_START_COUNTDOWN_SECONDS * 1000,
    roundMs: (options.roundSeconds ?? CRONO_ROUND_SECONDS) * 1000,
  };
  const pool = performers.map(({ id, name }) => ({ id, name }));
  const poolIds = pool.map((p) => p.id);
  const games = new Map<string, Game>();

  function fail(status: number, code: string, message: string): never {
    throw new ApiError({ status, code, message });
  }

  function game(id: string): Game {
    let found = games.get(id);
    if (!found && id === dailyId) {
      found = { runs: new Map(), scores: [] };
      games.set(id, found);
    }
    return found ?? fail(404, 'game-not-found', `No Crono game ${id}`);
  }

  function run(found: Game, userId: string): RunState {
    return found.runs.get(userId) ?? fail(403, 'unknown-user', 'This user id was not issued here');
  }

  function view(id: string, found: Game, userId: string): CronoGame {
    const current = run(found, userId);
    const at = now();
    // The first round gets its token when the countdown is over (the server does it at start).
    if (statusAt(current, at, timing) === 'ongoing') current.roundToken ??= randomId(random, 22);
    return gameView({
      gameId: id,
      userId,
      run: current,
      at,
      timing,
      pool,
      leaderboard: rankLeaderboard(found.scores),
      userCount: [...found.runs.values()].filter((r) => r.startedAt !== null).length,
      photoUrl: () => {
        const { answer } = roundAt(current.seed, current.round, pool.length);
        return (performers[answer] as CronoPerformer).photoUrl;
      },
    });
  }

  function addUser(found: Game): string {
    const userId = randomUuid(random);
    found.runs.set(userId, {
      seed: randomId(random, 32),
      startedAt: null,
      round: 0,
      roundToken: null,
      score: 0,
      userScore: null,
    });
    return userId;
  }

  return {
    create(): CronoCreated {
      const id = randomId(random, 20);
      const found: Game = { runs: new Map(), scores: [] };
      games.set(id, found);
      return { id, assignedUserId: addUser(found) };
    },

    createUserId(id: string): { userId: string } {
      return { userId: addUser(game(id)) };
    },

    get(id: string, userId: string): CronoGame {
      return view(id, game(id), userId);
    },

    start(id: string, userId: string): CronoGame {
      const found = game(id);
      const current = run(found, userId);
      // Starting twice (a double click, a retry) keeps the first start.
      current.startedAt ??= now();
      return view(id, found, userId);
    },

    guess(id: string, body: CronoGuessBody): CronoGuessResult {
      const found = game(id);
      const current = run(found, body.userId);
      const at = now();
      if (statusAt(current, at, timing) === 'ongoing') current.roundToken ??= randomId(random, 22);
      const outcome = judgeGuess(current, body, at, timing, poolIds);
      if (!outcome.ok) {
        const messages = {
          'game-already-finished': 'The time is up',
          'game-not-started': 'The run has not started yet',
          'stale-round': 'This round was already answered',
        } as const;
        fail(409, outcome.error, messages[outcome.error]);
      }
      current.score = outcome.score;
      current.round = outcome.round;
      current.roundToken = randomId(random, 22);
      return { status: 'success', correct: outcome.correct, game: view(id, found, body.userId) };
    },

    submitScore(id: string, body: CronoSubmitBody): CronoGame {
      const found = game(id);
      const current = run(found, body.userId);
      const at = now();
      const check = checkSubmit(current, at, timing);
      if (!check.ok) {
        fail(
          409,
          check.error,
          check.error === 'game-not-finished'
            ? 'Scores can be submitted once the time is up'
            : 'This run is already on the leaderboard',
        );
      }
      current.userScore = current.score;
      found.scores.push({
        username: normaliseUsername(body.username),
        score: current.score,
        endsAt: endsAt(current.startedAt ?? at, timing),
        submittedAt: at,
        userId: body.userId,
      });
      return view(id, found, body.userId);
    },
  };
}

export type CronoSimulation = ReturnType<typeof createCronoSimulation>;
