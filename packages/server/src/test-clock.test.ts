import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from './testing/fixtures';
import { fileClock } from './test-clock';

const dirs: Array<{ cleanup: () => void }> = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) dir.cleanup();
});

describe('given TEST_CLOCK_FILE (end-to-end tests only)', () => {
  it('starts at the instant the file holds and runs on in real time from each new instant', () => {
    const dir = tempDir();
    dirs.push(dir);
    const file = path.join(dir.dir, 'clock');
    let real = 1_000_000;
    const now = fileClock(file, () => real);
    // No file yet: the real time.
    expect(now()).toBe(1_000_000);
    writeFileSync(file, '2025-03-01T12:00:00.000Z');
    expect(now()).toBe(Date.parse('2025-03-01T12:00:00.000Z'));
    real += 5_000;
    expect(now()).toBe(Date.parse('2025-03-01T12:00:05.000Z'));
    writeFileSync(file, '2025-03-03T23:59:59.000Z\n');
    real += 1_000;
    expect(now()).toBe(Date.parse('2025-03-03T23:59:59.000Z'));
    // A bad instant or a missing file keeps the clock running from the last good one.
    writeFileSync(file, 'tomorrow');
    real += 2_000;
    expect(now()).toBe(Date.parse('2025-03-04T00:00:01.000Z'));
    rmSync(file);
    expect(now()).toBe(Date.parse('2025-03-04T00:00:01.000Z'));
  });
});
