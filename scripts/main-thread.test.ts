import { describe, expect, it } from 'vitest';
import { mainThreadTime, mainThreadWork, type TraceEvent } from './main-thread';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  args: { name },
});
const task = (pid: number, tid: number, durMs: number, cpuMs: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});

describe('mainThreadTime', () => {
  it("compares the wall and CPU time of the busiest renderer's long tasks", () => {
    const events = [
      thread(1, 1, 'CrBrowserMain'),
      thread(2, 2, 'CrRendererMain'),
      thread(3, 3, 'CrRendererMain'),
      // The browser's tasks and the blank page's renderer are not the page.
      task(1, 1, 500, 100),
      task(3, 3, 20, 20),
      // The page: two long tasks that waited for a core, and a short one left out.
      task(2, 2, 60, 20),
      task(2, 2, 40, 20),
      task(2, 2, 5, 1),
    ];
    expect(mainThreadTime(events)).toEqual({ tasks: 2, wallMs: 100, cpuMs: 40, stall: 2.5 });
  });

  it('gives 1 when the page ran without waiting', () => {
    const events = [thread(2, 2, 'CrRendererMain'), task(2, 2, 30, 30), task(2, 2, 12, 12)];
    expect(mainThreadTime(events)?.stall).toBe(1);
  });

  it('gives nothing when the trace has no renderer or no CPU times', () => {
    expect(mainThreadTime([task(2, 2, 30, 30)])).toBeUndefined();
    expect(
      mainThreadTime([thread(2, 2, 'CrRendererMain'), { ...task(2, 2, 30, 30), tdur: undefined }]),
    ).toBeUndefined();
  });
});

describe('mainThreadWork', () => {
  it("adds up the page's CPU time and what it would block on a phone four times slower", () => {
    const events = [
      thread(1, 1, 'CrBrowserMain'),
      thread(2, 2, 'CrRendererMain'),
      task(1, 1, 500, 400),
      // 30 ms of CPU: 120 ms on the phone, 70 of them blocking; 10 ms: 40, none.
      task(2, 2, 90, 30),
      task(2, 2, 10, 10),
    ];
    expect(mainThreadWork(events)).toEqual({ cpuMs: 40, blockingMs: 70, longestMs: 30 });
  });

  it('is unmoved by how long the tasks waited for a core', () => {
    const quiet = [thread(2, 2, 'CrRendererMain'), task(2, 2, 30, 30)];
    const busy = [thread(2, 2, 'CrRendererMain'), task(2, 2, 300, 30)];
    expect(mainThreadWork(busy)).toEqual(mainThreadWork(quiet));
  });
});
