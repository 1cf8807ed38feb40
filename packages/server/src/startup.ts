import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { errorBody } from './errors';
import { describeCause, isDatabaseUnavailable } from './db/unavailable';

/** The first and the longest wait between two attempts to reach the database at start-up. */
const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 10_000;

/** pino's levels, so that the lines written before the app exists read like the app's own. */
const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

/** One JSON line on stdout in pino's shape (the app's logger does not exist yet). */
export function startupLogger(level: keyof typeof LEVELS) {
  const write =
    (at: keyof typeof LEVELS) =>
    (message: string, details: object = {}) => {
      if (LEVELS[at] < LEVELS[level]) return;
      process.stdout.write(
        `${JSON.stringify({ level: LEVELS[at], time: Date.now(), pid: process.pid, ...details, msg: message })}\n`,
      );
    };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}
export type StartupLog = ReturnType<typeof startupLogger>;

/** What the server answers while it waits: why, and when to come back. */
interface Waiting {
  forDatabase: boolean;
  retryAfterSeconds: number;
}

const STARTING_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Guessdle is starting</title></head>
<body><h1>Guessdle is starting</h1><p>Try again in a few seconds.</p></body></html>`;

function answerWhileStarting(waiting: Waiting) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const code =
      path === '/api/ready' || !waiting.forDatabase ? 'not-ready' : 'database-unavailable';
    const page = !path.startsWith('/api/') && /text\/html/.test(request.headers.accept ?? '');
    const body = page
      ? STARTING_PAGE
      : JSON.stringify(
          errorBody(
            code,
            waiting.forDatabase
              ? 'The server is starting and waits for its database'
              : 'The server is starting',
          ),
        );
    response.writeHead(503, {
      'content-type': page ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(waiting.retryAfterSeconds),
      'x-content-type-options': 'nosniff',
      'content-length': Buffer.byteLength(body),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}

/**
 * The listening socket, opened before anything else so that an orchestrator or a proxy finds the
 * instance at once: until the app takes the server over (app.ts `server`), every request is
 * answered 503 with `Retry-After` (`/api/ready` not-ready; the rest database-unavailable while
 * the database does not answer), a page as a short HTML page.
 */
export function listenWhileStarting(
  host: string,
  port: number,
): Promise<{ server: Server; waiting: Waiting }> {
  const waiting: Waiting = { forDatabase: false, retryAfterSeconds: 1 };
  const server = createServer(answerWhileStarting(waiting));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({ server, waiting });
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` (open the database, build the app) until it works: while it fails because the
 * database is unavailable (db/unavailable.ts), it waits 250 ms, then twice as long each time up
 * to 10 s (with a little jitter, so that instances started together do not knock together), and
 * says so once in the log, and once more when the database answers. Any other failure (a bad
 * migration, a bug) is thrown, as before. `stopped()` ends the wait (a signal during start-up).
 */
export async function untilTheDatabaseAnswers<T>(
  attempt: () => Promise<T>,
  options: { log: StartupLog; waiting: Waiting; stopped: () => boolean },
): Promise<T | undefined> {
  const { log, waiting, stopped } = options;
  let delay = FIRST_RETRY_MS;
  let since: number | undefined;
  for (;;) {
    try {
      const result = await attempt();
      if (since !== undefined) {
        log.info('database reachable: starting', { waitedMs: Date.now() - since });
      }
      return result;
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      if (since === undefined) {
        since = Date.now();
        log.error(
          'database unreachable at start-up: answering 503 and trying again with backoff (up to every 10 s)',
          { cause: describeCause(err) },
        );
      }
      waiting.forDatabase = true;
      waiting.retryAfterSeconds = Math.max(1, Math.ceil(delay / 1000));
      const until = Date.now() + delay * (0.8 + Math.random() * 0.4);
      while (Date.now() < until) {
        if (stopped()) return undefined;
        await sleep(Math.min(100, until - Date.now()));
      }
      delay = Math.min(delay * 2, LONGEST_RETRY_MS);
    }
  }
}
