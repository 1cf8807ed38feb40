import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../testing/fixtures';
import { openDatabase } from './index';

describe('WAL checkpoints in a worker thread', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('copies committed pages into the database file without the main connection checkpointing', async () => {
    const file = path.join(tmp.dir, 'guessdle.sqlite');
    const handle = await openDatabase({ sqliteFile: file });
    const raw = handle.sqlite;
    if (!raw) throw new Error('no SQLite connection');
    // The main connection's own threshold is raised far above what this test writes.
    expect(raw.prepare('PRAGMA wal_autocheckpoint').get()).toMatchObject({
      wal_autocheckpoint: 10000,
    });
    const before = statSync(file).size;
    const insert = raw.prepare(
      'insert into settings (key, value) values (?, ?) on conflict (key) do nothing',
    );
    const fill = 'x'.repeat(500);
    for (let i = 0; i < 2000; i += 1) insert.run(`key-${i}`, fill);
    // The rows are committed to the WAL; only a checkpoint moves them into the file.
    // A safety net: the checkpoint worker runs on its own pace, slower on a busy machine.
    const deadline = Date.now() + 60_000;
    while (statSync(file).size <= before + 500_000 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(statSync(file).size).toBeGreaterThan(before + 500_000);
    await handle.close();
  });
});
