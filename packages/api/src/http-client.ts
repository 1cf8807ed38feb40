import { createApi, type ApiValidator, type EndpointRequest, type Transport } from './api-core';
import type { CompleteGuessdleApi } from './client-types';
import type { ErrorResponse } from './contract';
import { ApiError } from './errors';
import { API_KEY_HEADER, dailyPicturePath, ROUTES, type Route } from './routes';
import { fillPath, resolveUrl } from './url';

export interface HttpApiOptions {
  /** Prefixed to every path; '' means same origin. A trailing slash is ignored. */
  baseUrl: string;
  /** Sent as the `x-api-key` header on every call. */
  apiKey: string;
  /** The fetch to use; read at call time from `globalThis` when absent (so msw can patch it). */
  fetch?: typeof fetch;
  /**
   * Milliseconds before a call is aborted with `ApiError` 'timeout'; 0 disables the limit.
   * @default 10000
   */
  timeoutMs?: number;
  /**
   * Checks each request and answer, e.g. `contractValidator` to check them against the
   * contract's schemas (it brings zod into the bundle). Without one, requests go out as given
   * and answers are returned as parsed: the server checks every request with the contract.
   * @default undefined
   */
  validate?: ApiValidator;
  /**
   * Answers this client already holds, by the URL a GET would fetch (`baseUrl`, path and query):
   * e.g. the answers a page carries for its first screen. `api.atHand` reads them synchronously,
   * and a GET it holds is answered with it (as an answer of 200) without a request. Return
   * undefined for a URL it does not hold, and `fetch` is asked.
   * @default undefined
   */
  atHand?: (url: string) => unknown;
}

const table: Record<string, Route> = ROUTES;

function buildUrl(baseUrl: string, def: Route, request: EndpointRequest): string {
  const url = resolveUrl(baseUrl, fillPath(def.path, request.params));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}?${query}` : url;
}

/** The contract's error body (`errorResponseSchema`), checked without zod. */
function isErrorBody(value: unknown): value is ErrorResponse {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  const issues = body.issues;
  return (
    body.status === 'error' &&
    typeof body.error === 'string' &&
    typeof body.message === 'string' &&
    (issues === undefined ||
      (Array.isArray(issues) &&
        issues.every(
          (issue: unknown) =>
            typeof issue === 'object' &&
            issue !== null &&
            typeof (issue as ApiIssueLike).path === 'string' &&
            typeof (issue as ApiIssueLike).message === 'string',
        )))
  );
}
type ApiIssueLike = { path?: unknown; message?: unknown };

function errorFromBody(status: number, statusText: string, text: string): ApiError {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (isErrorBody(json)) {
    const { error, message, issues } = json;
    return new ApiError({ status, code: error, message, ...(issues ? { issues } : {}) });
  }
  return new ApiError({
    status,
    code: 'http-error',
    message: `HTTP ${status}${statusText ? ` ${statusText}` : ''}`,
  });
}

/** The refusals the server's access check names, and the status the API answers each with. */
const REFUSALS: Record<string, number> = { 'origin-not-allowed': 403, unauthorized: 401 };

/**
 * Why a call failed at the network level, when the server knows: a browser hides the answer to a
 * cross-origin call the API refuses (the refusal carries no CORS headers, so it stays refused),
 * and the page sees a network failure. The server's access check (`/embed/access`, readable from
 * any origin, a simple GET without the key header, so no preflight) tells a refused origin or
 * key apart. Null when it cannot say (the server is unreachable too, or allows this page).
 */
async function refusal(
  fetchImpl: typeof fetch,
  baseUrl: string,
  apiKey: string,
  name: string,
  signal: AbortSignal,
): Promise<ApiError | null> {
  try {
    const url = `${resolveUrl(baseUrl, '/embed/access')}?key=${encodeURIComponent(apiKey)}`;
    const response = await fetchImpl(url, { signal });
    const access = (await response.json()) as {
      allowed?: unknown;
      code?: unknown;
      reason?: unknown;
    };
    const status = typeof access.code === 'string' ? REFUSALS[access.code] : undefined;
    if (access.allowed !== false || status === undefined) return null;
    const reason = typeof access.reason === 'string' ? access.reason : access.code;
    return new ApiError({ status, code: access.code as string, message: `${name}: ${reason}` });
  } catch {
    return null;
  }
}

/**
 * The `GuessdleApi` over HTTP (SPEC §7): prefixes the base URL, sends the API key and a JSON
 * content type on every call, and throws `ApiError` on a non-OK status, a network failure, a
 * timeout or an answer that is not JSON (or, with `validate`, that does not match its schema). `guessCrono` returns the known game errors instead of throwing them.
 * A network failure that is really the server refusing this page's origin or this key (a browser
 * hides such answers) throws the server's code instead: 'origin-not-allowed' (403) or
 * 'unauthorized' (401), asked of the server's access check.
 */
export function createHttpApi(options: HttpApiOptions): CompleteGuessdleApi {
  const { baseUrl, apiKey, timeoutMs = 10_000 } = options;
  if (typeof baseUrl !== 'string') {
    throw new TypeError("createHttpApi: pass { baseUrl } ('' for the page's own origin)");
  }
  if (typeof apiKey !== 'string') throw new TypeError('createHttpApi: pass { apiKey }');
  if (!options.fetch && typeof globalThis.fetch !== 'function') {
    throw new TypeError('createHttpApi: no global fetch here; pass { fetch }');
  }

  const { atHand } = options;
  const transport: Transport = async (name, request) => {
    const def = table[name] as Route;
    if (atHand && def.method === 'GET') {
      const held = atHand(buildUrl(baseUrl, def, request));
      if (held !== undefined) return { status: 200, data: held };
    }
    const fetchImpl = options.fetch ?? globalThis.fetch;
    const controller = new AbortController();
    let timedOut = false;
    const timer =
      timeoutMs > 0 && Number.isFinite(timeoutMs)
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : undefined;
    const failure = (cause: unknown) =>
      timedOut
        ? new ApiError({
            status: 0,
            code: 'timeout',
            message: `${name}: no answer within ${timeoutMs} ms`,
            cause,
          })
        : new ApiError({
            status: 0,
            code: 'network-error',
            message: `${name}: network failure`,
            cause,
          });

    try {
      let response: Response;
      let text: string;
      try {
        response = await fetchImpl(buildUrl(baseUrl, def, request), {
          method: def.method,
          headers: {
            [API_KEY_HEADER]: apiKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          // A JSON content type with an empty body is refused by servers such as Fastify, so
          // POSTs without a payload send an empty object.
          body: def.method === 'POST' ? JSON.stringify(request.body ?? {}) : undefined,
          signal: controller.signal,
        });
        text = await response.text();
      } catch (cause) {
        if (timedOut) throw failure(cause);
        throw (
          (await refusal(fetchImpl, baseUrl, apiKey, name, controller.signal)) ?? failure(cause)
        );
      }
      if (!response.ok) throw errorFromBody(response.status, response.statusText, text);
      if (response.status === 204 || text.trim() === '') {
        return { status: response.status, data: undefined };
      }
      try {
        return { status: response.status, data: JSON.parse(text) as unknown };
      } catch (cause) {
        throw new ApiError({
          status: response.status,
          code: 'invalid-response',
          message: `${name}: the answer is not JSON`,
          cause,
        });
      }
    } finally {
      if (timer !== undefined) clearTimeout(timer);
    }
  };

  return {
    ...createApi(
      transport,
      (path) => resolveUrl(baseUrl, path),
      options.validate,
      atHand &&
        ((name, request) => {
          const def = table[name] as Route;
          return def.method === 'GET' ? atHand(buildUrl(baseUrl, def, request)) : undefined;
        }),
    ),
    dailyPictureUrl: (mode, date) => resolveUrl(baseUrl, dailyPicturePath(mode, date)),
  };
}
