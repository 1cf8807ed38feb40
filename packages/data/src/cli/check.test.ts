import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { performers } from '../index';
import type { CheckIo } from './check';
import { runCheck } from './check';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
const shippedPerformers = 'packages/data/src/generated/performers.json';
const shippedChannels = 'packages/data/src/generated/channels.json';

/** An io that reads from an in-memory file table and records what is printed. */
function fakeIo(files: Record<string, string>): CheckIo & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    stdout: (line) => out.push(line),
    stderr: (line) => err.push(line),
    readFile: async (file) => {
      const text = files[file];
      if (text === undefined) throw new Error(`ENOENT: no such file, open '${file}'`);
      return text;
    },
  };
}

/** Three problems in one file: a wrong enum value, a missing field, a duplicate rank. */
function brokenDataset(): string {
  const [first, second, third] = performers.slice(0, 3).map((p) => ({ ...p }));
  const { birthPlace: _omitted, ...missingBirthPlace } = second!;
  return JSON.stringify([
    { ...first, gender: 'Woman' },
    missingBirthPlace,
    { ...third, rank: first!.rank },
  ]);
}

describe('data:check', () => {
  it('prints a one-line OK summary per valid file and exits 0', async () => {
    const io = fakeIo({
      'performers.json': JSON.stringify(performers),
      'channels.json': JSON.stringify([
        { id: '5fb9220d-9b0f-4d32-a248-6492457c3890', name: 'A', photo: '/a.svg' },
      ]),
    });
    expect(await runCheck(['performers.json', 'channels.json'], io)).toBe(0);
    expect(io.out).toEqual([
      'performers.json: OK, 150 performers valid',
      'channels.json: OK, 1 channel valid',
    ]);
    expect(io.err).toEqual([]);
  });

  it('reports every problem with file, index and field, and exits 1', async () => {
    const io = fakeIo({ 'mine.json': brokenDataset() });
    expect(await runCheck(['mine.json'], io)).toBe(1);
    expect(io.out).toEqual([
      expect.stringMatching(/^mine\.json: \[0\] gender: .*"Woman"/),
      expect.stringMatching(/^mine\.json: \[1\] birthPlace: missing/),
      'mine.json: [2] rank: duplicate rank: same as record [0]',
    ]);
    expect(io.err).toEqual(['mine.json: 3 problems in 3 records (performers)']);
  });

  it('rejects a birthCountry that is not an ISO 3166-1 alpha-2 code in capitals', async () => {
    const [first, second] = performers.slice(0, 2);
    const io = fakeIo({
      'mine.json': JSON.stringify([
        { ...first, birthCountry: 'cz' },
        { ...second, birthCountry: 'Czech Republic' },
      ]),
    });
    expect(await runCheck(['mine.json'], io)).toBe(1);
    expect(io.out).toEqual([
      expect.stringMatching(/^mine\.json: \[0\] birthCountry: .*ISO 3166-1 alpha-2/),
      expect.stringMatching(/^mine\.json: \[1\] birthCountry: .*ISO 3166-1 alpha-2/),
    ]);
  });

  it('checks every file even after one with problems', async () => {
    const io = fakeIo({ 'bad.json': brokenDataset(), 'good.json': JSON.stringify(performers) });
    expect(await runCheck(['bad.json', 'good.json'], io)).toBe(1);
    expect(io.out.at(-1)).toBe('good.json: OK, 150 performers valid');
  });

  it('exits 2 with a clear message on an unreadable file or invalid JSON', async () => {
    const io = fakeIo({ 'broken.json': '[{"name": ', 'good.json': JSON.stringify(performers) });
    expect(await runCheck(['missing.json', 'broken.json', 'good.json'], io)).toBe(2);
    expect(io.err).toEqual([
      expect.stringMatching(/^missing\.json: cannot read the file \(ENOENT/),
      expect.stringMatching(/^broken\.json: not valid JSON \(/),
    ]);
    expect(io.out).toEqual(['good.json: OK, 150 performers valid']);
  });

  it('exits 2 with the usage line when no file is given', async () => {
    const io = fakeIo({});
    expect(await runCheck([], io)).toBe(2);
    expect(io.err).toEqual(['usage: pnpm data:check <file.json> [more.json ...]']);
  });

  it('runs as a command: the shipped datasets pass', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'packages/data/src/cli/check.ts', shippedPerformers, shippedChannels],
      { cwd: repoRoot, env: { ...process.env, INIT_CWD: repoRoot } },
    );
    expect(stdout.trim().split('\n')).toEqual([
      `${shippedPerformers}: OK, 150 performers valid`,
      `${shippedChannels}: OK, 150 channels valid`,
    ]);
  }, 30_000);
});
