import {
  CRONO_LEADERBOARD_SIZE,
  CRONO_POINTS_PER_CORRECT,
  CRONO_ROUND_SECONDS,
  CRONO_START_COUNTDOWN_SECONDS,
  CRONO_USERNAME_MAX,
  type CronoCreated,
  type CronoGame,
  type CronoGuessBody,
  type CronoGuessResult,
  type CronoOption,
  type CronoStatus,
  type CronoSubmitBody,
} from '../contract';
import { ApiError } from '../errors';
import { randomId, randomUuid, shuffle } from './random';

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

interface Round {
  token: string;
  answerId: string;
  photoUrl: string;
  options: CronoOption[];
}

interface Run {
  startedAt: number | null;
  score: number;
  round: Round | null;
  userScore: number | null;
}

interface Score {
  username: string | null;
  score: number;
  finishedAt: number;
  order: number;
}

interface Game {
  runs: Map<string, Run>;
  scores: Score[];
}

const OPTIONS_PER_ROUND = 4;

/**
 * The Crono rules as the mock server plays them: a run is `starting` for a short countdown after
 * start, `ongoing` for the round length, then `finished`; all driven by `now()`. Each round
 * shows one performer and four options; a correct pick scores, every pick moves to a new round.
 * Failures are thrown as `ApiError` with the statuses documented in the README.
 */
export function createCronoSimulation(options: CronoSimulationOptions) {
  const { performers, now, random, dailyId } = options;
  const countdownMs = options.countdownMs ?? CRONO_START_COUNTDOWN_SECONDS * 1000;
  const roundMs = (options.roundSeconds ?? CRONO_ROUND_SECONDS) * 1000;
  const games = new Map<string, Game>();
  let rounds = 0;
  let submissions = 0;

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

  function run(found: Game, userId: string): Run {
    return found.runs.get(userId) ?? fail(403, 'unknown-user', 'This user id was not issued here');
  }

  function statusOf(current: Run, at: number): CronoStatus {
    if (current.startedAt === null) return 'not-started';
    if (at < current.startedAt + countdownMs) return 'starting';
    if (at < current.startedAt + countdownMs + roundMs) return 'ongoing';
    return 'finished';
  }

  function newRound(previous: Round | null): Round {
    if (performers.length < OPTIONS_PER_ROUND) {
      throw new Error(`The Crono mock needs at least ${OPTIONS_PER_ROUND} performers`);
    }
    const pool = performers.filter((p) => p.id !== previous?.answerId);
    const picked = shuffle(pool, random).slice(0, OPTIONS_PER_ROUND);
    const answer = picked[0] as CronoPerformer;
    rounds += 1;
    return {
      token: `round-${rounds}-${randomId(random, 8)}`,
      answerId: answer.id,
      photoUrl: answer.photoUrl,
      options: shuffle(picked, random).map(({ id, name }) => ({ id, name })),
    };
  }

  function view(id: string, found: Game, userId: string): CronoGame {
    const current = run(found, userId);
    const at = now();
    const status = statusOf(current, at);
    if (status === 'ongoing' && !current.round) current.round = newRound(null);
    const startsAt = (current.startedAt ?? 0) + countdownMs;
    const remainingMs =
      status === 'not-started'
        ? roundMs
        : status === 'starting'
          ? startsAt - at
          : status === 'ongoing'
            ? startsAt + roundMs - at
            : 0;
    const leaderboard = [...found.scores]
      .sort((a, b) => b.score - a.score || a.finishedAt - b.finishedAt || a.order - b.order)
      .slice(0, CRONO_LEADERBOARD_SIZE)
      .map(({ username, score }) => ({ username, score }));
    const ongoing = status === 'ongoing' && current.round;
    return {
      id,
      userId,
      status,
      leaderboard,
      userCount: [...found.runs.values()].filter((r) => r.startedAt !== null).length,
      remainingTime: Math.max(0, Math.ceil(remainingMs / 1000)),
      score: current.score,
      currentModel: ongoing ? { id: ongoing.token, photoUrl: ongoing.photoUrl } : null,
      options: ongoing ? ongoing.options : [],
      canSubmitScore: status === 'finished' && current.userScore === null,
      userScore: current.userScore,
    };
  }

  function addUser(found: Game): string {
    const userId = randomUuid(random);
    found.runs.set(userId, { startedAt: null, score: 0, round: null, userScore: null });
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
      const status = statusOf(current, now());
      if (status === 'finished') fail(409, 'game-already-finished', 'The time is up');
      if (status !== 'ongoing') fail(409, 'game-not-started', 'The run has not started yet');
      const round = current.round ?? (current.round = newRound(null));
      if (body.roundId !== round.token) fail(409, 'stale-round', 'This round was already answered');
      const correct = body.modelId === round.answerId;
      if (correct) current.score += CRONO_POINTS_PER_CORRECT;
      current.round = newRound(round);
      return { status: 'success', correct, game: view(id, found, body.userId) };
    },

    submitScore(id: string, body: CronoSubmitBody): CronoGame {
      const found = game(id);
      const current = run(found, body.userId);
      if (statusOf(current, now()) !== 'finished') {
        fail(409, 'game-not-finished', 'Scores can be submitted once the time is up');
      }
      if (current.userScore !== null) {
        fail(409, 'score-already-submitted', 'This run is already on the leaderboard');
      }
      // As the server: white space runs made one space, invisible characters removed, trimmed,
      // cut to CRONO_USERNAME_MAX code points (never refused for its length).
      const cleaned = (body.username ?? '')
        .replace(/\s+/gu, ' ')
        .replace(/(?!\u200d)[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
        .replace(/ {2,}/g, ' ')
        .trim();
      const username = [...cleaned].slice(0, CRONO_USERNAME_MAX).join('').trim() || null;
      current.userScore = current.score;
      submissions += 1;
      found.scores.push({
        username,
        score: current.score,
        finishedAt: (current.startedAt ?? 0) + countdownMs + roundMs,
        order: submissions,
      });
      return view(id, found, body.userId);
    },
  };
}

export type CronoSimulation = ReturnType<typeof createCronoSimulation>;
