import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

// In a process of its own: the test runner's threads keep their priority.
const SCRIPT = `
const { readFileSync, readdirSync } = require('node:fs');
import(${JSON.stringify(pathToFileURL(path.join(here, 'threads.ts')).href)}).then(async (m) => {
  const { poolThreads, stop } = await m.lowerPhotoThreads();
  stop();
  const nice = {};
  for (const t of readdirSync('/proc/self/task')) {
    const stat = readFileSync('/proc/self/task/' + t + '/stat', 'utf8');
    nice[t] = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  }
  console.log(JSON.stringify({ poolThreads, pid: process.pid, nice }));
});
`;

describe.skipIf(!existsSync('/proc/self/task'))('photo threads at low priority (Linux)', () => {
  it('lowers exactly the thread pool, and neither the main thread nor the others', () => {
    const out = execFileSync(process.execPath, ['--import', TSX, '-e', SCRIPT], {
      encoding: 'utf8',
      env: { ...process.env, UV_THREADPOOL_SIZE: '3' },
    });
    const { poolThreads, pid, nice } = JSON.parse(out.trim().split('\n').pop() ?? '{}') as {
      poolThreads: number;
      pid: number;
      nice: Record<string, number>;
    };
    // 3 pool threads found and lowered, or none when they could not be told apart.
    expect([0, 3]).toContain(poolThreads);
    expect(nice[String(pid)]).toBe(0);
    const lowered = Object.values(nice).filter((n) => n === 19).length;
    expect(lowered).toBe(poolThreads);
  }, 60_000);
});
