import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Libsql from 'libsql';

/** The file in the data folder whose lock says which process writes the folder. */
export const LOCK_FILE = 'guessdle.lock';

export class FolderLockedError extends Error {
  override name = 'FolderLockedError';
}

/**
 * Takes the data folder for this process, or throws a FolderLockedError that says why and what
 * to do: an SQLite folder has one writer. Two processes on one folder (an overlapping restart)
 * would each keep their own group commits, stats keys and per-address counts in memory, and
 * count the same success twice.
 *
 * The lock is SQLite's own: an exclusive transaction held open on a small database beside the
 * data (`guessdle.lock`), an OS file lock that the kernel releases when the process ends, however
 * it ends (a SIGKILL or a crash leaves no stale lock to clean up). Returns the function that
 * releases it (for tests; a process keeps it until it exits).
 */
export function lockDataFolder(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const lock = new Libsql(file);
  try {
    lock.exec('PRAGMA busy_timeout = 0');
    lock.exec('PRAGMA locking_mode = EXCLUSIVE');
    lock.exec('BEGIN EXCLUSIVE');
  } catch (err) {
    lock.close();
    const code = (err as { code?: string }).code ?? '';
    if (!code.startsWith('SQLITE_BUSY') && !code.startsWith('SQLITE_LOCKED')) throw err;
    throw new FolderLockedError(
      `Another Guessdle server is using the data folder ${dir} (it holds ${file}).\n` +
        'An SQLite data folder has one server process at a time: two would count the same ' +
        'players twice.\n' +
        'Stop the other process first (restart by stopping, then starting), give this one its ' +
        'own GUESSDLE_DATA_DIR, or run several instances on PostgreSQL (DATABASE_URL).',
    );
  }
  held.add(lock);
  return () => {
    if (!held.delete(lock)) return;
    try {
      lock.exec('ROLLBACK');
    } finally {
      lock.close();
    }
  };
}

/** The locks this process holds, referenced so that they live as long as it does. */
const held = new Set<InstanceType<typeof Libsql>>();
