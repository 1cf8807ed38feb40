import pg from 'pg';

/**
 * How long a query waits for a connection (a free one of the pool, or a new one) before it fails
 * as "database unavailable": a database that does not answer at all (a dropped network) fails
 * requests in seconds instead of holding them.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A node-postgres pool whose connections can never crash the process.
 *
 * When PostgreSQL drops a connection (a restart: `57P01 terminating connection due to
 * administrator command`, or `Connection terminated unexpectedly`), the `pg.Client` emits
 * `'error'`. The pool listens on its idle clients only: a client checked out by a query (Kysely
 * holds one across a transaction's awaits) has no listener at that moment, and an `'error'`
 * event without a listener throws from the socket's callback and ends the process
 * (node-postgres issues 2439 and 3083). So every client gets a listener of its own as it connects,
 * for its whole life. The error still fails the queries on that client (they reject), and the
 * pool drops the client when it is released (`_queryable` is false), so a lost connection fails
 * only its own queries; the next ones open new connections.
 */
export function createPostgresPool(config: pg.PoolConfig): {
  pool: pg.Pool;
  watch: (listener: (err: Error) => void) => () => void;
} {
  const pool = new pg.Pool({
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // TCP keep-alive: a connection whose server vanished without a word is noticed.
    keepAlive: true,
    ...config,
  });
  const listeners = new Set<(err: Error) => void>();
  const tell = (err: Error) => {
    for (const listener of listeners) listener(err);
  };
  pool.on('connect', (client) => {
    client.on('error', tell);
  });
  // The pool's own event for an idle client's error (it has removed the client already).
  pool.on('error', tell);
  return {
    pool,
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
