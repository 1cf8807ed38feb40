import type { SqliteConnection } from './index';

/**
 * `fn` in one transaction on the synchronous connection, as libsql's `transaction()` does, except
 * for the failure: SQLite rolls a transaction back by itself on some errors (a full disk:
 * SQLITE_FULL), and libsql's wrapper then runs ROLLBACK anyway and throws "cannot rollback - no
 * transaction is active", hiding the cause. Here ROLLBACK runs only while a transaction is still
 * open, and the error thrown is always the one that ended it.
 */
export function sqliteTransaction<A extends unknown[], R>(
  raw: SqliteConnection,
  fn: (...args: A) => R,
): (...args: A) => R {
  return (...args) => {
    raw.exec('BEGIN');
    try {
      const result = fn(...args);
      raw.exec('COMMIT');
      return result;
    } catch (err) {
      if (raw.inTransaction) {
        try {
          raw.exec('ROLLBACK');
        } catch {
          // The cause below is what matters; a failed rollback leaves SQLite to roll back.
        }
      }
      throw err;
    }
  };
}
