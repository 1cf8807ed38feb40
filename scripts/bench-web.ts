/**
 * `pnpm bench:web`: Lighthouse on the built product against a page of the design card's run-time
 * stack alone (React, ReactDOM, styled-components, i18next, react-i18next, zustand), both served
 * by our server in the same run.
 *
 * It builds the product (skip with BENCH_NO_BUILD=1), copies the built site to a temporary
 * directory, adds the baseline page there (built now with the same Vite, precompressed the same
 * way, at /baseline.html), starts the production server on it and runs the Lighthouse CLI
 * (mobile, then desktop, BENCH_WEB_RUNS times each, default 3) on every page. It prints the
 * median performance, accessibility and best-practices scores and LCP, with the ratios to the
 * baseline. Beside them, from each run's trace, how long the page's main-thread tasks took
 * against the CPU time they used (scripts/main-thread.ts): above 1, the page was kept waiting,
 * and the mobile score counts that wait four times over. Chromium: CHROME_PATH (default
 * /usr/bin/chromium); its version heads the output, since the scores move with its build.
 * BENCH_WEB_PAGES (comma-separated paths) runs only those pages;
 * BENCH_WEB_REPORTS=<dir> keeps every Lighthouse report there as JSON, for the LCP element, its
 * phases and the request chains behind a figure.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { buildCardStack, CARD_STACK_PAGE } from './react-only';
import { chromiumArgs, chromiumEnv } from './chromium';
import { mainThreadTime, type TraceEvent } from './main-thread';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = process.env.BENCH_WEB_PAGES?.split(',') ?? [
  '/',
  '/classic',
  '/image-guess',
  '/channel-guess',
];
const REPORTS = process.env.BENCH_WEB_REPORTS;
const BASELINE = '/baseline.html';
const FORM_FACTORS = ['mobile', 'desktop'] as const;
const GOALS = { mobile: 95, desktop: 100, lcpRatio: 1.3, other: 100 };

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  /** The main thread's long tasks, wall time / CPU time (NaN when the trace had none). */
  stall: number;
}

/** The baseline page: the card's stack rendering a heading and a line, same Vite, same compression. */
async function buildBaseline(siteDir: string): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'guessdle-baseline-'));
  try {
    writeFileSync(
      path.join(dir, 'baseline.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<meta name="description" content="The design card\'s stack alone, for comparison">' +
        '<title>Baseline</title></head><body><div id="root"></div>' +
        '<script type="module" src="./main.js"></script></body></html>',
    );
    writeFileSync(path.join(dir, 'main.js'), CARD_STACK_PAGE);
    const out = path.join(dir, 'dist');
    await buildCardStack(dir, {
      outDir: out,
      emptyOutDir: true,
      rollupOptions: { input: path.join(dir, 'baseline.html') },
    });
    for (const file of readdirSync(out, { recursive: true }) as string[]) {
      if (!/\.(?:js|html)$/.test(file)) continue;
      const body = readFileSync(path.join(out, file));
      writeFileSync(path.join(out, `${file}.br`), brotliCompressSync(body));
      writeFileSync(path.join(out, `${file}.gz`), gzipSync(body, { level: 9 }));
    }
    cpSync(out, siteDir, { recursive: true });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function startServer(siteDir: string, dataDir: string): Promise<[ChildProcess, string]> {
  const child = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      SITE_DIR: siteDir,
      GUESSDLE_DATA_DIR: dataDir,
      DAILY_SECRET: 'bench-web-secret-0123456789abcdef',
      RATE_LIMIT_MAX: '1000000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const until = Date.now() + 60_000;
  for (;;) {
    const m = /is running at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
    if (m?.[1]) return [child, m[1]];
    if (child.exitCode !== null || Date.now() > until) throw new Error(`server: ${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * One Lighthouse run. Lighthouse sometimes fails to record its trace (NO_NAVSTART, NO_FCP) on a
 * busy machine: such a run is tried again, up to three times, and the failure says so.
 */
function lighthouse(url: string, formFactor: 'mobile' | 'desktop', attempt = 1): Run {
  // The report and, with --save-assets, the run's trace (run-0.trace.json) beside it.
  const dir = mkdtempSync(path.join(tmpdir(), 'guessdle-lighthouse-'));
  try {
    return lighthouseIn(dir, url, formFactor, attempt);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function lighthouseIn(
  dir: string,
  url: string,
  formFactor: 'mobile' | 'desktop',
  attempt: number,
): Run {
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
      env: { ...chromiumEnv, CHROME_PATH },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  if (result.status !== 0) {
    if (attempt < 3 && /Runtime error encountered/.test(result.stderr)) {
      console.warn(`lighthouse ${url} (${formFactor}): ${result.stderr.trim()}; trying again`);
      return lighthouse(url, formFactor, attempt + 1);
    }
    throw new Error(`lighthouse ${url} (attempt ${attempt}): ${result.stderr}`);
  }
  const json = readFileSync(path.join(dir, 'run.json'), 'utf8');
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    const name = `${formFactor}${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
    writeFileSync(path.join(REPORTS, name), json);
  }
  const trace = JSON.parse(readFileSync(path.join(dir, 'run-0.trace.json'), 'utf8')) as {
    traceEvents: TraceEvent[];
  };
  const report = JSON.parse(json) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
  };
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    stall: mainThreadTime(trace.traceEvents)?.stall ?? NaN,
  };
}

/**
 * The Chromium build the runs use, as it names itself ('Chromium 156.0.8078.108 …'): the scores
 * move with it, so a figure is only compared with one taken on the same build.
 */
function chromiumVersion(): string {
  const result = spawnSync(CHROME_PATH, ['--version'], { encoding: 'utf8' });
  return result.stdout?.trim().split('\n')[0] || `${CHROME_PATH} (version unknown)`;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

async function main(): Promise<void> {
  if (process.env.BENCH_NO_BUILD !== '1') {
    const built = spawnSync('pnpm', ['build:app'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const work = mkdtempSync(path.join(tmpdir(), 'guessdle-bench-web-'));
  const siteDir = path.join(work, 'site');
  cpSync(path.join(root, 'site/dist'), siteDir, { recursive: true });
  await buildBaseline(siteDir);
  const [server, base] = await startServer(siteDir, path.join(work, 'data'));
  let failed = false;
  try {
    console.log(
      `Lighthouse 12.8.2 on ${chromiumVersion()}, ${RUNS} runs per page and form factor, medians; ${base}`,
    );
    for (const formFactor of FORM_FACTORS) {
      const medians = new Map<string, Run>();
      for (const page of [BASELINE, ...PAGES]) {
        const runs = Array.from({ length: RUNS }, () => lighthouse(`${base}${page}`, formFactor));
        medians.set(page, {
          performance: median(runs.map((r) => r.performance)),
          accessibility: median(runs.map((r) => r.accessibility)),
          bestPractices: median(runs.map((r) => r.bestPractices)),
          lcpMs: median(runs.map((r) => r.lcpMs)),
          stall: median(runs.map((r) => r.stall)),
        });
      }
      const baseline = medians.get(BASELINE) as Run;
      console.log(`\n${formFactor} (baseline: the card's stack alone at ${BASELINE})`);
      for (const [page, run] of medians) {
        const lcpRatio = run.lcpMs / baseline.lcpMs;
        const goal = GOALS[formFactor];
        const ok =
          page === BASELINE ||
          (run.performance >= goal &&
            lcpRatio <= GOALS.lcpRatio &&
            run.accessibility >= GOALS.other &&
            run.bestPractices >= GOALS.other);
        failed ||= !ok;
        console.log(
          `${ok ? '✔' : '✖'} ${page.padEnd(15)} performance ${String(run.performance).padStart(3)} (${(run.performance / baseline.performance).toFixed(2)}×)  LCP ${Math.round(run.lcpMs)} ms (${lcpRatio.toFixed(2)}×)  accessibility ${run.accessibility}  best practices ${run.bestPractices}  main thread wall/CPU ${run.stall.toFixed(2)}×`,
        );
      }
    }
    console.log(
      `\nGoals: performance ≥ ${GOALS.mobile} mobile and ${GOALS.desktop} desktop, LCP ≤ ${GOALS.lcpRatio}× the baseline, accessibility and best practices ${GOALS.other}.`,
    );
    console.log(
      "main thread wall/CPU: the wall time of the page's main-thread tasks of 10 ms or more over the CPU time they used. Above 1, the thread was off the CPU during its tasks (waiting for a core, or for another process), and the mobile simulation multiplies that time by four as if the page had worked.",
    );
  } finally {
    server.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

await main();
