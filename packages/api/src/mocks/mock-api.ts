import { createApi, type EndpointRequest, type Transport, type TransportAnswer } from '../api-core';
import { contractValidator } from '../validate';
import type { CompleteGuessdleApi } from '../client-types';
import {
  dailyModeRoutes,
  type CronoGuessBody,
  type CronoSubmitBody,
  type DailyMode,
  type Difficulty,
  type EndpointName,
  type Language,
  type StatsSuccessBody,
  type TransferProgress,
} from '../contract';
import { toChannelItem, toPerformerItem } from '../datasets';
import { resolveUrl } from '../url';
import { fail, nextReset, versioned } from './common';
import { createCronoSimulation } from './crono';
import { createMockDaily } from './daily';
import { defaultChannels, defaultCronoPerformers, defaultPerformers, MOCK_DATE } from './fixtures';
import type { ClassicAnswers, MockApiOptions } from './options';
import { seededRandom } from './random';
import { createMockTransfers } from './transfers';

export type { ClassicAnswers, MockApiOptions };

/** The in-memory API: a `GuessdleApi`, plus the raw dispatcher the msw handlers answer from. */
export type MockGuessdleApi = CompleteGuessdleApi & {
  /**
   * Answers one already validated request as the server would, raw (before response
   * validation); failures are thrown as `ApiError` with their HTTP status.
   */
  dispatch: Transport;
};

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
  const { daily, counter, postSuccess, launchDate } = createMockDaily(options, date);
  const transfers = createMockTransfers(() => now());
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
        return transfers.create((request.body as { progress: TransferProgress }).progress);
      case 'transferRedeem':
        return transfers.redeem((request.body as { code: string }).code);
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
