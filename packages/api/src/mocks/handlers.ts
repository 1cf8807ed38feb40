import { bypass, delay, http, HttpResponse, type HttpHandler } from 'msw';
import { validateRequest } from '../validate';
import {
  API_KEY_HEADER,
  DAILY_MODE_DEFS,
  DAILY_PICTURE_ROUTE,
  dailyModeRoutes,
  PICTURE_MODES,
  type DailyMode,
  type EndpointName,
  type ErrorResponse,
  type PictureMode,
} from '../contract';
import { endpoints, type EndpointDef } from '../endpoints';
import { isApiError } from '../errors';
import { normalizeBaseUrl, pathParamNames } from '../url';
import { createMockApi, type MockApiOptions, type MockGuessdleApi } from './mock-api';

export interface HandlerOptions extends MockApiOptions {
  /**
   * Origin (and path prefix) the handlers answer on; '' matches any origin.
   * @default ''
   */
  baseUrl?: string;
  /** The mock that answers; share one with a test to inspect or drive it. @default a new `createMockApi(options)` */
  api?: MockGuessdleApi;
  /** Delay before every answer, with msw's `delay()`. @default 0 */
  delayMs?: number;
}

const names = Object.keys(endpoints) as EndpointName[];
const table: Record<EndpointName, EndpointDef> = endpoints;

function pattern(baseUrl: string, name: EndpointName): string {
  const base = normalizeBaseUrl(baseUrl);
  return `${base === '' ? '*' : base}${table[name].path}`;
}

function route(baseUrl: string, name: EndpointName) {
  const method = table[name].method === 'GET' ? http.get : http.post;
  return (resolver: Parameters<typeof http.get>[1], handlerOptions?: { once?: boolean }) =>
    method(pattern(baseUrl, name), resolver, handlerOptions);
}

function errorJson(status: number, body: Omit<ErrorResponse, 'status'>) {
  return HttpResponse.json({ status: 'error', ...body } satisfies ErrorResponse, { status });
}

/** What `resetMocks` puts back: each handler set's mock state, each one-time handler. */
const resets = new Set<() => void>();

/**
 * Puts every handler set made here back as it was made: a fresh mock API behind each (unless the
 * caller gave its own `api`), every one-time handler unused. Storybook calls it before each story
 * (.storybook/preview.tsx), so a story starts from the same state on every run: its retry, or its
 * run in another language or theme, does not find the players counted by the run before.
 */
export function resetMocks(): void {
  for (const reset of resets) reset();
}

/**
 * msw 2 handlers for every endpoint, answered by a `createMockApi` instance so the HTTP client
 * and the in-memory mock behave the same. Requests are checked like the server does: the API
 * key header must be present (401) and params, query and body must match the contract (400).
 */
export function createHandlers(options: HandlerOptions = {}): HttpHandler[] {
  const baseUrl = options.baseUrl ?? '';
  let api = options.api ?? createMockApi(options);
  if (!options.api) resets.add(() => (api = createMockApi(options)));
  const current = () => api;
  return [dailyPicture(baseUrl, current), ...endpointHandlers(baseUrl, current, options)];
}

/**
 * The picture of the day (`DAILY_PICTURE_ROUTE`, the address that names no answer): the day's
 * answer's own picture from the dataset, as the server serves it; 404 for a day without a puzzle.
 */
function dailyPicture(baseUrl: string, mock: () => MockGuessdleApi): HttpHandler {
  const base = normalizeBaseUrl(baseUrl);
  return http.get(`${base === '' ? '*' : base}${DAILY_PICTURE_ROUTE}`, async ({ params }) => {
    const mode = String(params['mode']);
    if (!(PICTURE_MODES as readonly string[]).includes(mode))
      return new HttpResponse(null, { status: 404 });
    const api = mock();
    try {
      const { today } = await api.getDailyGuess(mode as PictureMode, {
        date: String(params['date']),
      });
      const path =
        DAILY_MODE_DEFS[mode as PictureMode].dataset === 'channels'
          ? (await api.getChannels()).items.find((item) => item.id === today)?.photo
          : (await api.getPerformers()).items.find((item) => item.profileUrl === today)
              ?.profilePictureUrl;
      if (!path) return new HttpResponse(null, { status: 404 });
      // The dataset's picture itself, from wherever the page serves its assets.
      return await fetch(bypass(new URL(`${base}${path}`, globalThis.location?.href)));
    } catch {
      return new HttpResponse(null, { status: 404 });
    }
  });
}

function endpointHandlers(
  baseUrl: string,
  mock: () => MockGuessdleApi,
  options: HandlerOptions,
): HttpHandler[] {
  return names.map((name) =>
    route(
      baseUrl,
      name,
    )(async ({ request, params }) => {
      if (options.delayMs) await delay(options.delayMs);
      if (!request.headers.has(API_KEY_HEADER)) {
        return errorJson(401, {
          error: 'unauthorized',
          message: `Missing API key: send it in the ${API_KEY_HEADER} header`,
        });
      }
      const pathParams: Record<string, string> = {};
      for (const key of pathParamNames(table[name].path)) {
        const value = params[key];
        if (typeof value === 'string') pathParams[key] = value;
      }
      let body: unknown;
      if (request.method === 'POST') {
        const text = await request.text();
        try {
          body = text === '' ? undefined : (JSON.parse(text) as unknown);
        } catch {
          return errorJson(400, { error: 'invalid-json', message: 'The body is not JSON' });
        }
      }
      try {
        const valid = validateRequest(name, {
          params: pathParams,
          query: Object.fromEntries(new URL(request.url).searchParams),
          body,
        });
        const answer = await mock().dispatch(name, valid);
        if (answer.data === undefined) return new HttpResponse(null, { status: 204 });
        return HttpResponse.json(answer.data as never, { status: answer.status });
      } catch (error) {
        if (!isApiError(error)) {
          return errorJson(500, { error: 'internal-error', message: String(error) });
        }
        if (error.code === 'invalid-request') {
          return errorJson(400, {
            error: 'invalid-request',
            message: error.message,
            ...(error.issues ? { issues: error.issues } : {}),
          });
        }
        if (error.status === 0) return HttpResponse.error();
        return errorJson(error.status, { error: error.code, message: error.message });
      }
    }),
  );
}

/** Handler lists for Storybook and tests: each is the full set, with one behaviour changed. */
export const scenarios = {
  /** Every answer arrives after `ms` milliseconds. */
  slow(ms: number, options: HandlerOptions = {}): HttpHandler[] {
    return createHandlers({ ...options, delayMs: ms });
  },
  /** `name` answers 500 with an error body; the rest behave normally. */
  serverError(name: EndpointName, options: HandlerOptions = {}): HttpHandler[] {
    return [
      route(
        options.baseUrl ?? '',
        name,
      )(() => errorJson(500, { error: 'internal-error', message: 'Something went wrong' })),
      ...createHandlers(options),
    ];
  },
  /** `name` answers 500 the first time only, then behaves normally (a retry succeeds). */
  serverErrorOnce(name: EndpointName, options: HandlerOptions = {}): HttpHandler[] {
    const once = route(options.baseUrl ?? '', name)(
      () => errorJson(500, { error: 'internal-error', message: 'Something went wrong' }),
      { once: true },
    );
    resets.add(() => (once.isUsed = false));
    return [once, ...createHandlers(options)];
  },
  /** `name` never answers (a request stuck on a slow network); the rest behave normally. */
  pending(name: EndpointName, options: HandlerOptions = {}): HttpHandler[] {
    return [
      route(
        options.baseUrl ?? '',
        name,
      )(async () => {
        await delay('infinite');
        return HttpResponse.error();
      }),
      ...createHandlers(options),
    ];
  },
  /** The daily answer of `mode` is missing: 404 'no-daily-answer'. */
  missingDaily(mode: DailyMode, options: HandlerOptions = {}): HttpHandler[] {
    return [
      route(
        options.baseUrl ?? '',
        dailyModeRoutes[mode].daily,
      )(() =>
        errorJson(404, {
          error: 'no-daily-answer',
          message: `No ${mode} answer is scheduled today`,
        }),
      ),
      ...createHandlers(options),
    ];
  },
  /** `name` fails at the network level (the client sees `ApiError` 'network-error'). */
  networkError(name: EndpointName, options: HandlerOptions = {}): HttpHandler[] {
    return [
      route(options.baseUrl ?? '', name)(() => HttpResponse.error()),
      ...createHandlers(options),
      // The client then asks the access check whether it was a refusal: here it was not.
      embedAccessHandler(),
    ];
  },
};

/**
 * The server's embed access check (`GET /embed/access?key=…`, a page route outside the API
 * contract): `allowed` for every key, or a refusal with its reason. The embed loader asks it
 * before showing a game; the configurator's stories answer with this.
 */
export function embedAccessHandler(
  access: { allowed: boolean; code?: string; reason?: string } = { allowed: true },
): HttpHandler {
  return http.get('*/embed/access', () => HttpResponse.json(access));
}
