import { createMemoryStorage, type KeyValueStorage } from '../src/storage/storage';

/**
 * A storage that writes `set <key>` into `log` at each write, so a test can tell where writes
 * fall among the other steps it logs; `memory` holds what was written.
 */
export function createLoggingStorage(log: string[]): {
  storage: KeyValueStorage;
  memory: KeyValueStorage;
} {
  const memory = createMemoryStorage();
  const storage: KeyValueStorage = {
    getItem: (key) => memory.getItem(key),
    setItem: (key, value) => {
      log.push(`set ${key}`);
      memory.setItem(key, value);
    },
    removeItem: (key) => memory.removeItem(key),
  };
  return { storage, memory };
}
