import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../testing/backends';
import type { DatabaseHandle } from './index';
import { createStorage } from './storage';
import { createTransferStorage, type TransferStorage } from './transfer-storage';

// The same suite on SQLite and PostgreSQL (skipped with a printed warning without a URL). On
// PostgreSQL the races run on two connection pools, as two instances would.
describe.each(backends())('transfer storage on $name', (backend) => {
  let handle: DatabaseHandle;
  let other: DatabaseHandle;
  let store: TransferStorage;
  let store2: TransferStorage;

  beforeAll(async () => {
    if (backend.skip) return;
    handle = await backend.open();
    other = backend.name === 'postgres' ? await backend.open() : handle;
    store = createTransferStorage(handle, () => Date.parse('2025-05-01T00:00:00Z'));
    store2 = createTransferStorage(other);
  });
  afterAll(async () => {
    if (backend.skip) return;
    await handle.close();
    if (other !== handle) await other.close();
    await backend.cleanup();
  });

  describe.skipIf(backend.skip)('', () => {
    it('keeps progress under a hash and gives it back once', async () => {
      expect(await store.insert('h-once', '{"a":"1"}', 5000)).toBe(true);
      expect(await store.take('h-once')).toEqual({ progress: '{"a":"1"}', expiresAt: 5000 });
      expect(await store.take('h-once')).toBeUndefined();
      expect(await store.take('h-never')).toBeUndefined();
    });

    it('refuses a hash it already keeps', async () => {
      expect(await store.insert('h-twice', '{}', 5000)).toBe(true);
      expect(await store2.insert('h-twice', '{"b":"2"}', 9000)).toBe(false);
      expect(await store.take('h-twice')).toEqual({ progress: '{}', expiresAt: 5000 });
    });

    it('gives a row to exactly one of many redemptions racing', async () => {
      await store.insert('h-race', '{"c":"3"}', 5000);
      const taken = await Promise.all(
        Array.from({ length: 12 }, (_, i) => (i % 2 ? store : store2).take('h-race')),
      );
      expect(taken.filter(Boolean)).toEqual([{ progress: '{"c":"3"}', expiresAt: 5000 }]);
    });

    it('sweeps the rows expired at or before a time, and only those', async () => {
      const at = 1_900_000_000_000;
      await store.insert('h-old', '{}', at - 1);
      await store.insert('h-edge', '{}', at);
      await store.insert('h-live', '{}', at + 1);
      expect(await store.sweep(at)).toBeGreaterThanOrEqual(2);
      expect(await store.take('h-old')).toBeUndefined();
      expect(await store.take('h-edge')).toBeUndefined();
      expect(await store.take('h-live')).toEqual({ progress: '{}', expiresAt: at + 1 });
    });

    it('finds the earliest stored daily answer of any pool', async () => {
      expect(await store.earliestPuzzleDate()).toBeUndefined();
      const storage = createStorage(handle);
      await storage.insertDailyAnswerIfAbsent('image-guess', '2025-02-03', '/model/a');
      await storage.insertDailyAnswerIfAbsent('classic:easy', '2025-01-20', '/model/b');
      await storage.insertDailyAnswerIfAbsent('channel-guess', '2025-03-01', 'c');
      expect(await store.earliestPuzzleDate()).toBe('2025-01-20');
    });
  });
});
