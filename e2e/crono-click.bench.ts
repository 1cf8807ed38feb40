/**
 * `pnpm bench:crono`: Crono's click → visible answer → next photo on a phone-class CPU, against a
 * bare React round doing the same in the same page (e2e/support/react-round-app.ts: a photo, four
 * buttons, the verdict on the clicked one, then the next decoded photo and new buttons; no
 * styling library, no store, no network). The built server runs on loopback; Chromium shows
 * /crono/{id} as a phone: 375 px, touch, CPU throttled 4x. Options are tapped, not clicked, so no
 * mouse pointer rests on the page. Crono and the baseline take turns, pick by pick, so a slow
 * stretch of the machine falls on both alike; the baseline is hidden while Crono is tapped.
 *
 *   pnpm build:app && pnpm bench:crono [picks=30]
 *
 * The page has no Playwright route while it is tapped: with one, Playwright holds each request
 * until its driver lets it go, a wait no player has (it added 10–20 ms to every pick's request).
 *
 * Per tap, from the click event's time stamp, in the page ("painted" is the usual probe: a task
 * queued from the next animation frame runs once that frame has been produced):
 * - clickToPicked: until the frame showing the tapped option as picked (Crono: its pending
 *   look while the server judges; the baseline knows at once, so its first look is the verdict).
 * - clickToVerdict: until the frame showing the verdict on the picked option is painted. For
 *   Crono this includes the pick's request and the server's answer (loopback).
 * - clickToVerdictFrame: until that frame began (its animation frame callbacks), before its
 *   style, layout and paint. Tasks a page queues behind the frame can delay the "painted" probe
 *   (the probe waits its turn among them) but not this one, and hardly the pixels (a compositor
 *   thread shows the frame): a gain in clickToVerdict that this figure does not share is most
 *   likely the probe's place in that queue.
 * - afterHold: the verdict's moment (FEEDBACK_MS, a deliberate hold, the same in both) is not
 *   latency; measured from its end (the verdict's DOM change + FEEDBACK_MS) until the frame
 *   showing the next photo is painted. Both decode the next photo during the hold.
 * - clickToPhoto: the whole, for reference (includes the hold).
 * - cronoPhotoRequest: how long the server took to send each round's photo (Resource Timing).
 *   Crono asks for it once the pick's answer names the next round; when it takes longer than the
 *   hold, afterHold grows by the difference, however fast the page is.
 * - cronoGuessRequest: how long each pick's request took, from the request's start to the end of
 *   its answer (Resource Timing): the part of clickToVerdict that is the network and the server.
 * Medians and p95 in ms, and Crono's ratios to the bare React round. The goals (issue 57):
 * click→verdict under 100 ms at p95, and at most 1.5 times the bare round's at the median.
 */
import type { Page } from 'playwright-core';
import { performers } from '@guessdle/data';
import { FEEDBACK_MS } from '../packages/games/src/crono/cronoStore';
import { launchBrowser } from './support/browser';
import { buildReactRound, mountReactRound } from './support/react-round';
import { startProduct } from './support/server';
import { workerInControl } from './support/worker';

const PICKS = Math.max(5, Number(process.argv[2] ?? 30));
const THROTTLING = 4;
// A person looks before picking (the server scores no pick sooner than 250 ms into its round).
const LOOK_MS = 400;
/**
 * BENCH_CRONO_WORKER=1: the site's service worker installed (from the home page) and in control
 * of the Crono page, as on a player's second visit. Off by default, as in the other browser tests.
 */
const WORKER = process.env.BENCH_CRONO_WORKER === '1';
/** BENCH_CRONO_TRACE=<file>: a Chromium trace of the picks (each tap a `bench-tap-*` mark). */
const TRACE = process.env.BENCH_CRONO_TRACE;
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
  'latencyInfo',
];

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}
const round = (ms: number) => Math.round(ms * 10) / 10;

/** Installed before the page's own scripts. Kept as a string: the page runs it as written. */
const INSTRUMENT = `
(() => {
  const bench = (window.__bench = { taps: [] });
  // The callback gets the time the frame is painted, and the time its animation frame began.
  const afterPaint = (callback) =>
    requestAnimationFrame(() => {
      const frame = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => callback(performance.now(), frame);
      channel.port2.postMessage(0);
    });
  let current = null;
  const rootOf = (kind) =>
    kind === 'react'
      ? document.getElementById('bench-react-root')
      : document.querySelector('[data-guessdle-widget]');
  addEventListener('click', (event) => {
    const target = event.target;
    // Option taps only (not Start).
    if (!(target instanceof Element) || !target.closest('[role="group"] button')) return;
    const kind = target.closest('#bench-react-root') ? 'react' : 'crono';
    performance.mark('bench-tap-' + kind);
    const root = rootOf(kind);
    const img = root && root.querySelector('img');
    current = {
      kind, root, start: event.timeStamp, src: img && img.getAttribute('src'),
      pickedSeen: false, picked: 0, verdictSeen: 0, verdict: 0, verdictFrame: 0,
      photoSeen: false, photo: 0,
    };
    bench.taps.push(current);
  }, true);
  new MutationObserver(() => {
    const tap = current;
    if (!tap) return;
    if (!tap.pickedSeen && tap.root.querySelector('[data-verdict]')) {
      tap.pickedSeen = true;
      afterPaint((now) => { tap.picked = now - tap.start; });
    }
    if (!tap.verdictSeen && tap.root.querySelector('[data-verdict="correct"], [data-verdict="wrong"]')) {
      tap.verdictSeen = performance.now() - tap.start;
      afterPaint((now, frame) => {
        tap.verdict = now - tap.start;
        tap.verdictFrame = frame - tap.start;
      });
    }
    const img = tap.root.querySelector('img');
    if (!tap.photoSeen && img && img.getAttribute('src') !== tap.src) {
      tap.photoSeen = true;
      afterPaint((now) => { tap.photo = now - tap.start; });
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})();
`;

interface Tap {
  kind: 'crono' | 'react';
  picked: number;
  verdictSeen: number;
  verdict: number;
  verdictFrame: number;
  photo: number;
}
type BenchWindow = Window & typeof globalThis & { __bench: { taps: Tap[] } };

async function lastTapDone(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const tap = (window as BenchWindow).__bench.taps.at(-1);
      return Boolean(tap && tap.photo > 0 && tap.verdict > 0);
    },
    undefined,
    { polling: 20 },
  );
}

async function showBaseline(page: Page, shown: boolean) {
  await page.evaluate((visible) => {
    document.getElementById('bench-react-root')!.style.display = visible ? '' : 'none';
  }, shown);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

const reactRound = await buildReactRound();
const product = await startProduct({
  // BENCH_CRONO_SITE=<dir>: another build of the site (a copy of site/dist), for a with/without.
  ...(process.env.BENCH_CRONO_SITE ? { SITE_DIR: process.env.BENCH_CRONO_SITE } : {}),
  RATE_LIMIT_MAX: '100000',
  CRONO_COUNTDOWN_SECONDS: '1',
  CRONO_ROUND_SECONDS: '3600',
});
const browser = await launchBrowser();
try {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    isMobile: true,
    ...(WORKER ? { serviceWorkers: 'allow' as const } : {}),
  });
  const page = await context.newPage();
  await page.addInitScript(INSTRUMENT);
  const cdp = await context.newCDPSession(page);
  if (WORKER) {
    await page.goto(product.baseUrl);
    await workerInControl(page);
  }
  await page.goto(`${product.baseUrl}/crono/new`);
  await page.waitForURL(/\/crono\/[A-Za-z0-9_-]{16,64}$/);
  if (WORKER && !(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    throw new Error('BENCH_CRONO_WORKER: the worker does not control the Crono page');
  }
  await mountReactRound(
    page,
    reactRound,
    performers.slice(0, 20).map((p) => p.profilePictureUrl),
    FEEDBACK_MS,
  );
  await page.getByRole('button', { name: 'Start game' }).tap();
  const options = page.getByRole('group', { name: 'Choose the correct model' });
  await options.waitFor();
  await page.locator('[data-guessdle-widget] img').waitFor();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING });
  if (TRACE) await browser.startTracing(page, { path: TRACE, categories: TRACE_CATEGORIES });

  for (let i = 0; i < PICKS; i += 1) {
    await showBaseline(page, false);
    await page.waitForTimeout(LOOK_MS);
    await options
      .getByRole('button')
      .nth(i % 4)
      .tap();
    await lastTapDone(page);
    await showBaseline(page, true);
    await page.waitForTimeout(LOOK_MS);
    await page
      .getByRole('group', { name: 'bare round options' })
      .getByRole('button')
      .nth(i % 4)
      .tap();
    await lastTapDone(page);
  }
  if (TRACE) await browser.stopTracing();
  const taps = await page.evaluate(() =>
    (window as BenchWindow).__bench.taps.map(
      ({ kind, picked, verdictSeen, verdict, verdictFrame, photo }) => ({
        kind,
        picked,
        verdictSeen,
        verdict,
        verdictFrame,
        photo,
      }),
    ),
  );
  const of = (kind: Tap['kind']) => taps.filter((t) => t.kind === kind);
  const stat = (values: number[]) => ({
    medianMs: round(percentile(values, 50)),
    p95Ms: round(percentile(values, 95)),
    maxMs: round(Math.max(...values)),
  });
  const measure = (value: (t: Tap) => number) => {
    const crono = of('crono').map(value);
    const react = of('react').map(value);
    return {
      crono: stat(crono),
      bareReactRound: stat(react),
      ratio: {
        median: round(percentile(crono, 50) / percentile(react, 50)),
        p95: round(percentile(crono, 95) / percentile(react, 95)),
      },
    };
  };
  // The round photos' requests (a variant the server makes per round) and the picks': the
  // network's and the server's time, not the page's.
  const requests = (part: string) =>
    page.evaluate(
      (name) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes(name))
          .map((entry) => entry.duration),
      part,
    );
  const photoRequests = await requests('/rounds/');
  const guessRequests = await requests('/guess');
  if (process.env.BENCH_CRONO_DEBUG) {
    for (const t of taps) {
      console.log(t.kind, Math.round(t.picked), Math.round(t.verdict), Math.round(t.photo));
    }
  }
  const clickToVerdict = measure((t) => t.verdict);
  const afterHold = measure((t) => t.photo - t.verdictSeen - FEEDBACK_MS);
  console.log(
    JSON.stringify(
      {
        throttling: `${THROTTLING}x`,
        viewport: '375x740, touch',
        serviceWorker: WORKER ? 'in control' : 'none',
        feedbackMs: FEEDBACK_MS,
        taps: { crono: of('crono').length, bareReactRound: of('react').length },
        clickToPicked: measure((t) => t.picked),
        clickToVerdict,
        clickToVerdictFrame: measure((t) => t.verdictFrame),
        afterHold,
        clickToPhoto: measure((t) => t.photo),
        cronoPhotoRequest: stat(photoRequests),
        cronoGuessRequest: stat(guessRequests),
        goal: `click→verdict under 100 ms at p95: ${
          clickToVerdict.crono.p95Ms < 100 ? 'met' : 'not met'
        } (${clickToVerdict.crono.p95Ms} ms); at most 1.5× the bare round at the median: ${
          clickToVerdict.ratio.median <= 1.5 ? 'met' : 'not met'
        } (${clickToVerdict.ratio.median}×)`,
      },
      null,
      2,
    ),
  );
  await context.close();
} finally {
  await browser.close();
  await product.stop();
}
