import type { DatabaseHandle } from './index';

/**
 * What the storages report to the metrics (metrics.ts): each call's time, each group commit's
 * size. Kept beside the handle rather than passed down, so every storage built over a database
 * (the app's, Crono's) reports without its callers knowing about metrics.
 */
export interface DbObserver {
  dbCall(op: string, seconds: number): void;
  groupCommit(size: number): void;
}

const observers = new WeakMap<DatabaseHandle, DbObserver>();

export function observeDatabase(handle: DatabaseHandle, observer: DbObserver): void {
  observers.set(handle, observer);
}

export function observerOf(handle: DatabaseHandle): DbObserver | undefined {
  return observers.get(handle);
}

/**
 * The storage with every method timed (sync or async) when the database is observed, else the
 * storage itself: nothing is added to the calls when metrics are off.
 */
export function timed<T extends object>(handle: DatabaseHandle, storage: T): T {
  const observer = observers.get(handle);
  if (!observer) return storage;
  const out = { ...storage } as Record<string, unknown>;
  for (const [op, value] of Object.entries(storage)) {
    if (typeof value !== 'function') continue;
    const fn = value as (...args: unknown[]) => unknown;
    out[op] = function (this: unknown, ...args: unknown[]) {
      const started = performance.now();
      const result = fn.apply(storage, args);
      if (result instanceof Promise) {
        return result.finally(() => observer.dbCall(op, (performance.now() - started) / 1000));
      }
      observer.dbCall(op, (performance.now() - started) / 1000);
      return result;
    };
  }
  return out as T;
}
