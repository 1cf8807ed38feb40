import { createApi, type EndpointRequest, type Transport, type TransportAnswer } from '../api-core';
import { contractValidator } from '../validate';
import type { CompleteGuessdleApi } from '../client-types';
import {
  dailyModeRoutes,
  formatTransferCode,
  normalizeTransferCode,
  TRANSFER_CODE_ALPHABET,
  TRANSFER_CODE_LENGTH,
  TRANSFER_CODE_TTL_SECONDS,
  TRANSFER_PROGRESS_MAX_BYTES,
  type CronoGuessBody,
  type CronoSubmitBody,
  type DailyMode,
  type Difficulty,
  type EndpointName,
  type Language,
  type Messages,
  type StatsCounter,
  type PictureMode,
  type StatsSuccessBody,
  type TransferProgress,
  type TriesBucket,
} from '../contract';
import type { Channel, Performer } from '@guessdle/data';
import { toChannelItem, toPerformerItem } from '../datasets';
import { ApiError } from '../errors';
import { resolveUrl } from '../url';
import { createCronoSimulation, type CronoPerformer } from './crono';
import {
  defaultAnswer,
  defaultArchiveAnswer,
  defaultChannels,
  defaultCronoPerformers,
  defaultPerformers,
  MOCK_ARCHIVE_DAYS,
  MOCK_DATE,
  type DailyAnswerFixture,
} from './fixtures';
import { seededRandom } from './random';

/** Classic answers: one for every pool, or one per difficulty (absent pools use the defaults). */
export type ClassicAnswers =
  DailyAnswerFixture | null | Partial<Record<Difficulty, DailyAnswerFixture | null>>;

export interface MockApiOptions {
  /**
   * The server date.
   * @default MOCK_DATE ('2025-06-01')
   */
  date?: string;
  /** The clock of the Crono simulation, in epoch milliseconds. @default Date.now */
  now?: () => number;
  /**
   * Daily answers per mode. `null` means no answer is scheduled (404 'no-daily-answer');
   * an absent mode uses a default drawn from @guessdle/data.
   */
  answers?: { classic?: ClassicAnswers } & {
    [M in PictureMode]?: DailyAnswerFixture | null;
  };
  /**
   * What the dataset calls answer (`getPerformers`, `getChannels`).
   * @default the shipped fictional datasets of @guessdle/data
   */
  datasets?: { performers?: readonly Performer[]; channels?: readonly Channel[] };
  /** Players who already found today's answer, per mode (classic: per difficulty too). @default 0 */
  stats?: { classic?: number | Partial<Record<Difficulty, number>> } & {
    [M in PictureMode]?: number;
  };
  /**
   * Everyone's tries already counted today, per mode (classic: the same for every difficulty):
   * what the stats calls answer as `distribution`, before this session's own successes.
   * @default none
   */
  distribution?: Partial<Record<DailyMode, readonly TriesBucket[]>>;
  /**
   * The archive of past puzzles (`getArchive`, `getDailyGuess(mode, { date })`). Today and
   * yesterday answer the `answers` above; earlier days a pick of the dataset by date, unless
   * `answers` names them (by mode, then date; classic's for every pool).
   * @default { launchDate: 30 days before `date` }
   */
  archive?: {
    launchDate?: string;
    answers?: Partial<Record<DailyMode, Record<string, string>>>;
  };
  /** Delay before every answer, in milliseconds. @default 0 */
  latencyMs?: number;
  /** Makes calls reject: every call with this error, or those for which the function returns one. */
  failWith?: ApiError | ((name: EndpointName) => ApiError | undefined);
  /** Translations per language; a language missing from a given map answers 404. @default {} for all */
  messages?: Partial<Record<Language, Messages>>;
  /** Base URL that `assetUrl` resolves `/assets/...` against. @default '' */
  baseUrl?: string;
  crono?: {
    /** Who the rounds show (at least four). @default every performer of @guessdle/data */
    performers?: readonly CronoPerformer[];
    /** Milliseconds a run stays `starting`. @default 3000 */
    countdownMs?: number;
    /** Run length in seconds. @default 60 */
    roundSeconds?: number;
    /** Source of randomness for rounds and ids. @default a seeded generator (same games every run) */
    random?: () => number;
  };
}

/** The in-memory API: a `GuessdleApi`, plus the raw dispatcher the msw handlers answer from. */
export type MockGuessdleApi = CompleteGuessdleApi & {
  /**
   * Answers one already validated request as the server would, raw (before response
   * validation); failures are thrown as `ApiError` with their HTTP status.
   */
  dispatch: Transport;
};

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

function previousDate(date: string): string {
  return addDays(date, -1);
}

function nextReset(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return `${day.toISOString().slice(0, 10)}T00:00:00Z`;
}

const modeOfRoute = new Map<EndpointName, { mode: DailyMode; kind: 'daily' | 'stats' | 'success' }>(
  Object.entries(dailyModeRoutes).flatMap(([mode, routes]) =>
    (['daily', 'stats', 'success'] as const).map(
      (kind) => [routes[kind], { mode: mode as DailyMode, kind }] as const,
    ),
  ),
);

/**
 * An in-memory `GuessdleApi` (the spec's mock switch) for stories, widget tests and local
 * development. It validates requests and parses its answers with the same schemas as the HTTP
 * client, and plays a real (small) Crono game driven by `now()`.
 */
export function createMockApi(options: MockApiOptions = {}): MockGuessdleApi {
  const date = options.date ?? MOCK_DATE;
  const yesterdayDate = previousDate(date);
  const now = options.now ?? (() => Date.now());
  const random = options.crono?.random ?? seededRandom(20250601);
  const baseUrl = options.baseUrl ?? '';
  let crono: ReturnType<typeof createCronoSimulation> | undefined;
  const cronoGame = () =>
    (crono ??= createCronoSimulation({
      performers: options.crono?.performers ?? defaultCronoPerformers(),
      now,
      random,
      dailyId: date,
      ...(options.crono?.countdownMs !== undefined
        ? { countdownMs: options.crono.countdownMs }
        : {}),
      ...(options.crono?.roundSeconds !== undefined
        ? { roundSeconds: options.crono.roundSeconds }
        : {}),
    }));

  function answerOf(
    mode: DailyMode,
    difficulty: Difficulty | undefined,
  ): DailyAnswerFixture | null {
    const pool = difficulty ?? 'hard';
    const given = options.answers?.[mode];
    if (given === undefined) return defaultAnswer(mode, pool);
    if (given === null || 'today' in given) return given as DailyAnswerFixture | null;
    const perPool = (given as Partial<Record<Difficulty, DailyAnswerFixture | null>>)[pool];
    return perPool === undefined ? defaultAnswer(mode, pool) : perPool;
  }

  const initialCount = (mode: DailyMode, pool: Difficulty): number => {
    const given = options.stats?.[mode];
    if (typeof given === 'number') return given;
    return (given as Partial<Record<Difficulty, number>> | undefined)?.[pool] ?? 0;
  };
  /** Each counted client of a (mode, pool, day) and the tries it posted, if any. */
  const successes = new Map<string, Map<string, number | undefined>>();
  function counter(mode: DailyMode, difficulty: Difficulty | undefined, day: string) {
    const pool = difficulty ?? 'hard';
    const key = `${mode}|${mode === 'classic' ? pool : ''}|${day}`;
    let clients = successes.get(key);
    if (!clients) successes.set(key, (clients = new Map()));
    const base = day === date ? initialCount(mode, pool) : 0;
    const value = (): StatsCounter => {
      const byTries = new Map<number, number>();
      const given = day === date ? (options.distribution?.[mode] ?? []) : [];
      for (const { tries, players } of given) {
        byTries.set(tries, (byTries.get(tries) ?? 0) + players);
      }
      for (const tries of clients.values()) {
        if (tries !== undefined) byTries.set(tries, (byTries.get(tries) ?? 0) + 1);
      }
      const distribution = [...byTries]
        .filter(([, players]) => players > 0)
        .sort(([a], [b]) => a - b)
        .map(([tries, players]) => ({ tries, players }));
      const counted = { date: day, numberOfSuccesses: base + clients.size };
      // Left out while empty, as the server does.
      return distribution.length > 0 ? { ...counted, distribution } : counted;
    };
    return { clients, value };
  }

  const launchDate = options.archive?.launchDate ?? addDays(date, -MOCK_ARCHIVE_DAYS);

  /** The answer of a day before yesterday, within the archive (the server's rule). */
  function pastAnswer(mode: DailyMode, difficulty: Difficulty | undefined, day: string) {
    if (day < launchDate) return null;
    return (
      options.archive?.answers?.[mode]?.[day] ??
      defaultArchiveAnswer(mode, difficulty ?? 'hard', day)
    );
  }

  function daily(mode: DailyMode, difficulty: Difficulty | undefined, day: string = date) {
    const answer = answerOf(mode, difficulty);
    if (day > date || day < launchDate) {
      fail(
        404,
        'date-not-in-archive',
        `Puzzles can be asked for from ${launchDate} to ${date}, not ${day}`,
      );
    }
    if (!answer) fail(404, 'no-daily-answer', `No ${mode} answer is scheduled for ${day}`);
    if (day === date) return { ...answer, date };
    const today = day === yesterdayDate ? answer.yesterday : pastAnswer(mode, difficulty, day);
    if (!today) fail(404, 'no-daily-answer', `There was no ${mode} puzzle on ${day}`);
    const before = previousDate(day);
    const yesterday =
      before === yesterdayDate ? answer.yesterday : pastAnswer(mode, difficulty, before);
    return { today, yesterday, date: day };
  }

  // Transfer codes, in memory: the server's rules (packages/server/src/transfer.ts) without its
  // rate limits. Codes come from their own seeded generator, so Crono's games do not change.
  const codeRandom = seededRandom(36);
  const transfers = new Map<string, { progress: TransferProgress; expiresAt: number }>();
  function createTransfer(progress: TransferProgress) {
    const size = new TextEncoder().encode(JSON.stringify(progress)).length;
    if (size > TRANSFER_PROGRESS_MAX_BYTES) {
      fail(413, 'payload-too-large', `The progress is over ${TRANSFER_PROGRESS_MAX_BYTES} bytes`);
    }
    let code = '';
    do {
      code = Array.from({ length: TRANSFER_CODE_LENGTH }, () =>
        TRANSFER_CODE_ALPHABET.charAt(Math.floor(codeRandom() * TRANSFER_CODE_ALPHABET.length)),
      ).join('');
    } while (transfers.has(code));
    const expiresAt = now() + TRANSFER_CODE_TTL_SECONDS * 1000;
    transfers.set(code, { progress, expiresAt });
    return { code: formatTransferCode(code), expiresAt: new Date(expiresAt).toISOString() };
  }
  function redeemTransfer(typed: string) {
    const code = normalizeTransferCode(typed);
    const kept = code === null ? undefined : transfers.get(code);
    if (code !== null) transfers.delete(code);
    if (!kept || kept.expiresAt <= now()) {
      fail(404, 'transfer-code-not-found', 'This code is wrong, used or expired');
    }
    return { progress: kept.progress };
  }

  // Same rules and error codes as the server (packages/server/src/routes/stats.ts).
  function postSuccess(mode: DailyMode, body: StatsSuccessBody) {
    if (mode !== 'classic' && body.mode !== undefined) {
      fail(400, 'invalid-request', 'Only classic successes carry a mode');
    }
    if (body.date !== date && body.date !== yesterdayDate) {
      fail(422, 'date-not-playable', `Successes are accepted for ${date} or ${yesterdayDate} only`);
    }
    const pool = mode === 'classic' ? body.mode : undefined;
    const answer = answerOf(mode, pool);
    const expected = body.date === date ? answer?.today : answer?.yesterday;
    if (!expected) fail(404, 'no-daily-answer', `There was no ${mode} puzzle on ${body.date}`);
    if (body.answer !== expected)
      fail(422, 'wrong-answer', `That is not the answer of ${body.date}`);
    const { clients, value } = counter(mode, pool, body.date);
    // Counted once per browser and day: a replay changes neither the count nor the tries.
    if (!clients.has(body.clientId)) clients.set(body.clientId, body.tries);
    const answered = value();
    // Everyone's distribution comes back to a client that sent its tries, as from the server.
    return body.tries === undefined
      ? { date: answered.date, numberOfSuccesses: answered.numberOfSuccesses }
      : answered;
  }

  let performersAnswer: unknown;
  let channelsAnswer: unknown;

  function answer(name: EndpointName, request: EndpointRequest): unknown {
    const route = modeOfRoute.get(name);
    if (route) {
      const difficulty = request.query?.mode as Difficulty | undefined;
      if (route.kind === 'daily') {
        return daily(route.mode, difficulty, request.query?.date as string | undefined);
      }
      if (route.kind === 'stats') return counter(route.mode, difficulty, date).value();
      return postSuccess(route.mode, request.body as StatsSuccessBody);
    }
    const id = request.params?.id ?? '';
    switch (name) {
      case 'serverDate':
        return { date, nextResetAt: nextReset(date), timeZone: 'UTC' };
      case 'archive':
        return { launchDate, date };
      case 'transferCreate':
        return createTransfer((request.body as { progress: TransferProgress }).progress);
      case 'transferRedeem':
        return redeemTransfer((request.body as { code: string }).code);
      case 'performers':
        return (performersAnswer ??= versioned(
          (options.datasets?.performers ?? defaultPerformers()).map(toPerformerItem),
        ));
      case 'channels':
        return (channelsAnswer ??= versioned(
          (options.datasets?.channels ?? defaultChannels()).map(toChannelItem),
        ));
      case 'cronoNew':
        return cronoGame().create();
      case 'cronoGet':
        return cronoGame().get(id, String(request.query?.userId));
      case 'cronoCreateId':
        return cronoGame().createUserId(id);
      case 'cronoStart':
        return cronoGame().start(id, (request.body as { userId: string }).userId);
      case 'cronoGuess':
        return cronoGame().guess(id, request.body as CronoGuessBody);
      case 'cronoSubmitScore':
        return cronoGame().submitScore(id, request.body as CronoSubmitBody);
      case 'tracking':
        return undefined;
      case 'messages': {
        const language = request.params?.language as Language;
        if (!options.messages) return {};
        return (
          options.messages[language] ??
          fail(404, 'not-found', `No messages for language ${language}`)
        );
      }
      default:
        throw new Error(`The mock API does not answer ${name}`);
    }
  }

  const dispatch: Transport = async (name, request): Promise<TransportAnswer> => {
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    const failure =
      typeof options.failWith === 'function' ? options.failWith(name) : options.failWith;
    if (failure) throw failure;
    const data = answer(name, request);
    return { status: data === undefined ? 204 : 200, data };
  };

  return {
    ...createApi(dispatch, (path) => resolveUrl(baseUrl, path), contractValidator),
    dispatch,
  };
}

/** The items with a version: a cheap FNV-1a hash of their JSON (the server uses SHA-256). */
function versioned<T>(items: T[]): { version: string; items: T[] } {
  const text = JSON.stringify(items);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return { version: `mock-${(hash >>> 0).toString(16)}`, items };
}

function fail(status: number, code: string, message: string): never {
  throw new ApiError({ status, code, message });
}
