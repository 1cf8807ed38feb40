import type { z } from 'zod';
import type { ApiAtHand, CompleteGuessdleApi } from './client-types';
import type { CronoGuessResult, DailyMode, Difficulty } from './contract';
import type { endpoints } from './endpoints';
import { isApiError } from './errors';
import {
  CRONO_GUESS_ERRORS,
  dailyModeRoutes,
  type CronoGuessError,
  type EndpointName,
} from './routes';

/** The parts of one request, before (or after) validation against the endpoint's schemas. */
export interface EndpointRequest {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** What a transport got back: the HTTP status and the parsed JSON body (undefined when empty). */
export interface TransportAnswer {
  status: number;
  data: unknown;
}

/**
 * Checks a request before it is sent and an answer when it arrives; `contractValidator`
 * (validate.ts) checks both against the contract's schemas. Each returns the value to use or
 * throws `ApiError` ('invalid-request', 'invalid-response').
 */
export interface ApiValidator {
  request(name: EndpointName, request: EndpointRequest): EndpointRequest;
  response(name: EndpointName, answer: TransportAnswer): unknown;
}

/**
 * Carries one validated request to wherever the answers come from (the network, or memory) and
 * returns the raw answer. Failures are thrown as `ApiError`.
 */
export type Transport = (name: EndpointName, request: EndpointRequest) => Promise<TransportAnswer>;

/**
 * The answer a client already holds for a GET, or undefined (see `GuessdleApi.atHand`). It is used
 * as it is, unvalidated, like an answer from the transport without a validator.
 */
export type AtHandLookup = (name: EndpointName, request: EndpointRequest) => unknown;

type Endpoints = typeof endpoints;
/** The parsed 2xx answer of an endpoint; undefined for 204 endpoints. */
export type EndpointResponse<N extends EndpointName> = Endpoints[N] extends {
  response: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

const guessErrors: readonly string[] = CRONO_GUESS_ERRORS;

/** A thrown guess failure the widget reacts to (SPEC §8) becomes an `{ status: 'error' }` result. */
export function toGuessError(error: unknown): CronoGuessResult | undefined {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return undefined;
  if (!guessErrors.includes(error.code)) return undefined;
  return { status: 'error', error: error.code as CronoGuessError, message: error.message };
}

/**
 * Builds a `GuessdleApi` over a transport. The HTTP client and the mock share this; with a
 * validator (the mock always passes `contractValidator`) every request and answer is checked.
 */
export function createApi(
  transport: Transport,
  assetUrl: (path: string) => string,
  validator?: ApiValidator,
  atHand?: AtHandLookup,
): CompleteGuessdleApi {
  async function call<N extends EndpointName>(
    name: N,
    request: EndpointRequest = {},
  ): Promise<EndpointResponse<N>> {
    if (!validator) return (await transport(name, request)).data as EndpointResponse<N>;
    const answer = await transport(name, validator.request(name, request));
    return validator.response(name, answer) as EndpointResponse<N>;
  }

  // A dataset does not change while the server runs, and every widget of a page needs the same
  // one: the first request is shared, so several widgets on one client cost one download each.
  const shared = new Map<'performers' | 'channels', Promise<unknown>>();
  function once<N extends 'performers' | 'channels'>(name: N): Promise<EndpointResponse<N>> {
    let pending = shared.get(name) as Promise<EndpointResponse<N>> | undefined;
    if (!pending) {
      pending = call(name);
      shared.set(name, pending);
      pending.catch(() => {
        if (shared.get(name) === pending) shared.delete(name);
      });
    }
    return pending;
  }

  /** The request of a mode's daily answer or counter: Classic's difficulty goes in its query. */
  const dailyQuery = (mode: DailyMode, options: { difficulty?: Difficulty } | undefined) => ({
    query: mode === 'classic' && options?.difficulty ? { mode: options.difficulty } : {},
  });
  /** A daily answer's request: the pool's query, plus the archive's date when one is asked for. */
  const dailyGuessQuery = (
    mode: DailyMode,
    options: { difficulty?: Difficulty; date?: string } | undefined,
  ) => {
    const { query } = dailyQuery(mode, options);
    return { query: options?.date === undefined ? query : { ...query, date: options.date } };
  };

  return {
    getServerDate: () => call('serverDate'),
    getPerformers: () => once('performers'),
    getChannels: () => once('channels'),
    getDailyGuess: (mode, options) =>
      call(dailyModeRoutes[mode].daily, dailyGuessQuery(mode, options)),
    getArchive: () => call('archive'),
    getStats: (mode, options) => call(dailyModeRoutes[mode].stats, dailyQuery(mode, options)),
    postSuccess: (mode, body) => call(dailyModeRoutes[mode].success, { body }),
    createCronoGame: () => call('cronoNew'),
    getCronoGame: (id, userId) => call('cronoGet', { params: { id }, query: { userId } }),
    createCronoUserId: (id) => call('cronoCreateId', { params: { id } }),
    startCronoGame: (id, userId) => call('cronoStart', { params: { id }, body: { userId } }),
    guessCrono: async (id, body) => {
      try {
        return await call('cronoGuess', { params: { id }, body });
      } catch (error) {
        const result = toGuessError(error);
        if (result) return result;
        throw error;
      }
    },
    submitCronoScore: (id, body) => call('cronoSubmitScore', { params: { id }, body }),
    track: (event) => call('tracking', { body: event }),
    createTransfer: (progress) => call('transferCreate', { body: { progress } }),
    redeemTransfer: (code) => call('transferRedeem', { body: { code } }),
    getMessages: (language) => call('messages', { params: { language } }),
    assetUrl,
    ...(atHand
      ? {
          atHand: {
            serverDate: () =>
              atHand('serverDate', {}) as EndpointResponse<'serverDate'> | undefined,
            dailyGuess: (mode, options) =>
              atHand(dailyModeRoutes[mode].daily, dailyGuessQuery(mode, options)) as
                EndpointResponse<'classicDailyGuess'> | undefined,
            performers: () =>
              atHand('performers', {}) as EndpointResponse<'performers'> | undefined,
            channels: () => atHand('channels', {}) as EndpointResponse<'channels'> | undefined,
          } satisfies ApiAtHand,
        }
      : {}),
  };
}
