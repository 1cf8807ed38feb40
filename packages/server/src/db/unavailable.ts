/**
 * Which errors mean "the database cannot be used right now" (a 503 the client may retry), as
 * opposed to a bug (a 500). PostgreSQL: the connection refused, dropped or timed out, the server
 * shutting down or starting up (SQLSTATE class 08 and 57P01–57P03, too many connections); SQLite:
 * the disk full, an I/O error, the file locked, read-only or gone.
 */

/** Error codes of Node's sockets that say the database's address cannot be reached. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs of a server that is going away, not there yet, or full. */
const POSTGRES_STATES = new Set([
  '57P01', // admin_shutdown: terminating connection due to administrator command
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the database system is starting up / shutting down
  '53300', // too_many_connections
]);

/** What node-postgres says when the socket under a client is gone. */
const POSTGRES_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Cannot use a pool after calling end',
];

/** SQLite's extended result codes (libsql names them as strings) of a storage that cannot write. */
const SQLITE_CODES = /^SQLITE_(FULL|IOERR|CANTOPEN|READONLY|BUSY|LOCKED|NOTADB|CORRUPT)/;

function oneUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || POSTGRES_STATES.has(code)) return true;
    if (code.length === 5 && code.startsWith('08')) return true;
    if (SQLITE_CODES.test(code)) return true;
  }
  return POSTGRES_MESSAGES.some((text) => err.message.includes(text));
}

/** The error and its causes (`cause`, and an AggregateError's parts), outermost first. */
function chain(err: unknown): unknown[] {
  const out: unknown[] = [];
  let at: unknown = err;
  while (at !== undefined && at !== null && out.length < 8) {
    out.push(at);
    if (at instanceof AggregateError) out.push(...at.errors);
    at = (at as { cause?: unknown }).cause;
  }
  return out;
}

/** True when `err` (or its cause) says the database is unreachable or cannot store anything. */
export function isDatabaseUnavailable(err: unknown): boolean {
  return chain(err).some(oneUnavailable);
}

/** A short line for the log: the innermost code and message, never a stack. */
export function describeCause(err: unknown): string {
  const found = chain(err).find(oneUnavailable) ?? err;
  if (!(found instanceof Error)) return String(found);
  const code = (found as { code?: unknown }).code;
  const message = found.message || (found instanceof AggregateError ? 'connection failed' : '');
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
}
