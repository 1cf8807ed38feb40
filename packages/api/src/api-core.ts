import type { z } from 'zod';
import type { GuessdleApi } from './client-types';
import {
  CRONO_GUESS_ERRORS,
  dailyModeRoutes,
  endpoints,
  type CronoGuessError,
  type CronoGuessResult,
  type EndpointDef,
  type EndpointName,
} from './contract';
import { ApiError, isApiError, toIssues } from './errors';

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
 * Carries one validated request to wherever the answers come from (the network, or memory) and
 * returns the raw answer. Failures are thrown as `ApiError`.
 */
export type Transport = (name: EndpointName, request: EndpointRequest) => Promise<TransportAnswer>;

type Endpoints = typeof endpoints;
/** The parsed 2xx answer of an endpoint; undefined for 204 endpoints. */
export type EndpointResponse<N extends EndpointName> = Endpoints[N] extends {
  response: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

const endpointTable: Record<EndpointName, EndpointDef> = endpoints;

function check(schema: z.ZodType | undefined, value: unknown, what: string, name: EndpointName) {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ApiError({
    status: 0,
    code: 'invalid-request',
    message: `${name}: the ${what} does not match the contract`,
    issues: toIssues(result.error),
    cause: result.error,
  });
}

/**
 * Validates a request against the endpoint's params, query and body schemas. A mismatch is a
 * programming error on the calling side: it throws `ApiError` 'invalid-request' with status 0
 * and nothing is sent.
 */
export function validateRequest(name: EndpointName, request: EndpointRequest): EndpointRequest {
  const def = endpointTable[name];
  const parsed: EndpointRequest = {};
  if (def.params) parsed.params = check(def.params, request.params ?? {}, 'path', name) as never;
  if (def.query) parsed.query = check(def.query, request.query ?? {}, 'query', name) as never;
  if (def.body) parsed.body = check(def.body, request.body, 'body', name);
  return parsed;
}

/** Parses a 2xx answer with the endpoint's response schema; a mismatch is 'invalid-response'. */
export function validateResponse<N extends EndpointName>(
  name: N,
  answer: TransportAnswer,
): EndpointResponse<N> {
  const schema = endpointTable[name].response;
  if (!schema) return undefined as EndpointResponse<N>;
  const result = schema.safeParse(answer.data);
  if (result.success) return result.data as EndpointResponse<N>;
  throw new ApiError({
    status: answer.status,
    code: 'invalid-response',
    message: `${name}: the answer does not match the contract`,
    issues: toIssues(result.error),
    cause: result.error,
  });
}

const guessErrors: readonly string[] = CRONO_GUESS_ERRORS;

/** A thrown guess failure the widget reacts to (SPEC §8) becomes an `{ status: 'error' }` result. */
export function toGuessError(error: unknown): CronoGuessResult | undefined {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return undefined;
  if (!guessErrors.includes(error.code)) return undefined;
  return { status: 'error', error: error.code as CronoGuessError, message: error.message };
}

/**
 * Builds a `GuessdleApi` over a transport. The HTTP client and the mock share this, so both
 * validate requests and answers with the same schemas.
 */
export function createApi(transport: Transport, assetUrl: (path: string) => string): GuessdleApi {
  async function call<N extends EndpointName>(
    name: N,
    request: EndpointRequest = {},
  ): Promise<EndpointResponse<N>> {
    const answer = await transport(name, validateRequest(name, request));
    return validateResponse(name, answer);
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

  return {
    getServerDate: () => call('serverDate'),
    getPerformers: () => once('performers'),
    getChannels: () => once('channels'),
    getDailyGuess: (mode, options) =>
      call(dailyModeRoutes[mode].daily, {
        query: mode === 'classic' && options?.difficulty ? { mode: options.difficulty } : {},
      }),
    getStats: (mode, options) =>
      call(dailyModeRoutes[mode].stats, {
        query: mode === 'classic' && options?.difficulty ? { mode: options.difficulty } : {},
      }),
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
    getMessages: (language) => call('messages', { params: { language } }),
    assetUrl,
  };
}
