import { isApiError, type GuessdleApi } from '@guessdle/api';

/**
 * Why a widget could not talk to its server, for the host to act on:
 * - `origin-refused`: the key does not list this page's origin (the server's `API_KEYS`);
 * - `key-refused`: the server does not know the key (`createHttpApi({ apiKey })`);
 * - `network`: no answer (server down, wrong `baseUrl`, offline, timeout);
 * - `server`: the server answered with an error (a 5xx, a missing puzzle, an invalid answer);
 * - `crash`: the widget threw while rendering (a prop it cannot use, or a bug). It shows its
 *   error view in its own box, and the host's page goes on.
 */
export type GameErrorReason = 'origin-refused' | 'key-refused' | 'network' | 'server' | 'crash';

/** What `onError` receives. */
export interface GameError {
  reason: GameErrorReason;
  /**
   * The `ApiError` code (`origin-not-allowed`, `network-error`, `internal-error` …), if any;
   * undefined for a crash.
   */
  code: string | undefined;
  /** The failed call and what went wrong, in English, for logs. */
  message: string;
  /** The error the API client threw, or the one thrown while rendering (a crash). */
  cause: unknown;
}

/** The host's handler of a widget's errors (the `onError` prop). */
export type GameErrorHandler = (error: GameError) => void;

const REASONS: Record<string, GameErrorReason> = {
  'origin-not-allowed': 'origin-refused',
  unauthorized: 'key-refused',
  'network-error': 'network',
  timeout: 'network',
};

/** The reason of an error an API call threw: anything not recognised is the server's. */
export function toGameError(error: unknown): GameError {
  const code = isApiError(error) ? error.code : undefined;
  return {
    reason: (code !== undefined ? REASONS[code] : undefined) ?? 'server',
    code,
    message: error instanceof Error ? error.message : String(error),
    cause: error,
  };
}

/** The cause, and the setting that fixes it, said in the console in development. */
export function errorHint(error: GameError, widget: string): string {
  const origin = typeof location === 'undefined' ? 'this page' : location.origin;
  const fix: Record<GameErrorReason, string> = {
    'origin-refused':
      `the Guessdle server refuses this page's origin (${origin}) for this API key. ` +
      `Add ${origin} to that key's origins in the server's API_KEYS setting ` +
      `(API_KEYS='your-key:${origin}'), or use a key issued for this origin.`,
    'key-refused':
      'the Guessdle server does not accept this API key. Pass createHttpApi({ apiKey }) a key ' +
      "listed in the server's API_KEYS setting.",
    network:
      'the Guessdle server could not be reached. Check createHttpApi({ baseUrl }), that the ' +
      "server is running, and that this page's Content-Security-Policy allows it (connect-src).",
    server: 'the Guessdle server answered with an error; its log says more.',
    crash:
      'the widget failed while rendering and shows its error view instead (React logs the ' +
      'error and where it happened). Check the props you pass it; if they are right, please ' +
      'report it.',
  };
  return `${widget}: ${fix[error.reason]} (${error.message}; onError reason: '${error.reason}')`;
}

/**
 * The widget's `api`, reporting each failure of its calls (tracking aside: its failures never
 * reach the player) once per incident: a reason is reported again only after a call has
 * succeeded or the reason has changed, so one outage that fails three calls is one report.
 */
export function reportingApi(api: GuessdleApi, report: (error: GameError) => void): GuessdleApi {
  let last: GameErrorReason | null = null;
  const watched = { ...api } as Record<string, unknown>;
  const source = api as unknown as Record<string, unknown>;
  for (const name of Object.keys(watched)) {
    const method = source[name];
    if (name === 'track' || typeof method !== 'function') continue;
    watched[name] = (...args: unknown[]): unknown => {
      const result: unknown = method.apply(api, args);
      if (!(result instanceof Promise)) return result;
      return result.then(
        (value: unknown) => {
          last = null;
          return value;
        },
        (cause: unknown) => {
          const error = toGameError(cause);
          if (error.reason !== last) {
            last = error.reason;
            report(error);
          }
          throw cause;
        },
      );
    };
  }
  return watched as unknown as GuessdleApi;
}
