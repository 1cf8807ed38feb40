/**
 * One Lighthouse run of `pnpm bench:web` (scripts/bench-web.ts), and what the bench reads of it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromiumArgs, chromiumEnv } from './chromium';
import { mainThreadTime, mainThreadWork, type TraceEvent } from './main-thread';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type FormFactor = 'mobile' | 'desktop';

export interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  /** Total blocking time, as Lighthouse simulates it (mobile: the main thread's tasks × 4). */
  tbtMs: number;
  /** Time to interactive, as Lighthouse simulates it (mobile: a 4× slower CPU on a slow network). */
  ttiMs: number;
  /** The main thread's long tasks, wall time / CPU time (NaN when the trace had none). */
  stall: number;
  /**
   * The main thread's blocking time on a 4x slower phone from its tasks' CPU time
   * (scripts/main-thread.ts): what the page does, without what a busy machine made it wait.
   */
  cpuBlockingMs: number;
  /** The main thread's CPU time over the whole run. */
  cpuMs: number;
  /** What the page downloaded before its largest paint (`bytesBeforeLcp`), in kB. */
  kBBeforeLcp: number;
}

export interface LighthouseOptions {
  chromePath: string;
  /** Where to keep the report (JSON) and the trace (gzipped), named by `label`; none when unset. */
  keepIn: string | undefined;
  label: string;
}

/**
 * One Lighthouse run. Lighthouse sometimes fails to record its trace (NO_NAVSTART, NO_FCP) on a
 * busy machine: such a run is tried again, up to three times, and the failure says so.
 */
export function lighthouse(
  url: string,
  formFactor: FormFactor,
  options: LighthouseOptions,
  attempt = 1,
): Run {
  // The report and, with --save-assets, the run's trace (run-0.trace.json) beside it.
  const dir = mkdtempSync(path.join(tmpdir(), 'guessdle-lighthouse-'));
  try {
    const result = spawnSync(
      path.join(root, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--output=json',
        `--output-path=${path.join(dir, 'run.json')}`,
        '--save-assets',
        '--quiet',
        '--only-categories=performance,accessibility,best-practices',
        `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
        ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
      ],
      {
        // Lighthouse's Chrome inherits this environment: the repo's pinned fonts, as in the tests.
        env: { ...chromiumEnv, CHROME_PATH: options.chromePath },
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      },
    );
    if (result.status !== 0) {
      if (attempt < 3 && /Runtime error encountered/.test(result.stderr)) {
        console.warn(`lighthouse ${url} (${formFactor}): ${result.stderr.trim()}; trying again`);
        return lighthouse(url, formFactor, options, attempt + 1);
      }
      throw new Error(`lighthouse ${url} (attempt ${attempt}): ${result.stderr}`);
    }
    const json = readFileSync(path.join(dir, 'run.json'), 'utf8');
    const traceText = readFileSync(path.join(dir, 'run-0.trace.json'), 'utf8');
    if (options.keepIn) {
      mkdirSync(options.keepIn, { recursive: true });
      const name = `${formFactor}-${options.label.replace(/[^\w.-]+/g, '_')}-${Date.now()}`;
      writeFileSync(path.join(options.keepIn, `${name}.json`), json);
      writeFileSync(path.join(options.keepIn, `${name}.trace.json.gz`), gzipSync(traceText));
    }
    const trace = JSON.parse(traceText) as { traceEvents: TraceEvent[] };
    return readRun(JSON.parse(json) as Report, trace.traceEvents);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The parts of a Lighthouse report (JSON) the bench reads. */
export interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }
  >;
}

/**
 * The bytes of the requests that started before the largest contentful paint was seen (the
 * run's own, unthrottled, timeline), in kB. On the simulated phone every one of them shares the
 * slow network with the page's LCP, so its LCP grows with them: a page whose largest element
 * its code draws waits for all of that code (and whatever else it asked for meanwhile); one the
 * server painted does not.
 */
export function bytesBeforeLcp(report: Report): number {
  const metrics = report.audits['metrics']?.details?.items?.[0];
  const lcp = metrics?.['observedLargestContentfulPaint'];
  const requests = report.audits['network-requests']?.details?.items;
  if (typeof lcp !== 'number' || !requests) return NaN;
  const bytes = requests
    .filter((request) => (request['networkRequestTime'] as number) <= lcp)
    .reduce((sum, request) => sum + ((request['transferSize'] as number | undefined) ?? 0), 0);
  return bytes / 1000;
}

function readRun(report: Report, events: TraceEvent[]): Run {
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const work = mainThreadWork(events);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    ttiMs: audit('interactive'),
    stall: mainThreadTime(events)?.stall ?? NaN,
    cpuBlockingMs: work?.blockingMs ?? NaN,
    cpuMs: work?.cpuMs ?? NaN,
    kBBeforeLcp: bytesBeforeLcp(report),
  };
}

/**
 * The Chromium build the runs use, as it names itself ('Chromium 156.0.8078.108 …'): the scores
 * move with it, so a figure is only compared with one taken on the same build.
 */
export function chromiumVersion(chromePath: string): string {
  const result = spawnSync(chromePath, ['--version'], { encoding: 'utf8' });
  return result.stdout?.trim().split('\n')[0] || `${chromePath} (version unknown)`;
}

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

/** The median of each figure over `runs`. */
export function medianRun(runs: readonly Run[]): Run {
  const of = (key: keyof Run) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    ttiMs: of('ttiMs'),
    stall: of('stall'),
    cpuBlockingMs: of('cpuBlockingMs'),
    cpuMs: of('cpuMs'),
    kBBeforeLcp: of('kBBeforeLcp'),
  };
}
