/**
 * `pnpm bench:keys`: keystroke to paint and scrolling on a phone-class CPU, against the plain
 * browser doing the same in the same page. The built server is started with an operator-sized
 * dataset (10,000 performers, 2,000 channels: e2e/support/operator-dataset.ts) and Chromium runs
 * /classic as a phone: 375 px, touch, its CPU throttled 4x. Fields are tapped, not clicked, so no
 * mouse pointer rests on the page (with one, Chromium hit-tests the page for hover after every
 * frame that changes layout, which a phone never does).
 *
 *   pnpm build:app && pnpm bench:keys [names=10]
 *
 * 1. Typing: the same names are typed, letter by letter at 120 ms a key, into a plain `<input>`
 *    added to the page, into a bare React list mounted in the same page (an input and the
 *    matching names, same names, same count shown, no styling library: e2e/support/react-list-app.ts,
 *    built with this React and Vite), and into Classic's search box, where each name is then
 *    guessed with Enter. Name by name, in turns, so that a slow stretch of the machine falls on
 *    all three alike. The baselines are typed with the guess grid hidden, as on a page before any
 *    guess, and every guess waits for its row to finish turning over (Classic's reveal, about
 *    4 s), so that every key is typed on a still page.
 *    Per printable key (or letter typed without a key event, as Playwright types accented
 *    letters: from its beforeinput): "echo" is keydown → the next frame painted (the letter
 *    shows); "settled" is keydown → the frame painted after the last DOM change that key caused
 *    in its listbox (in the closest element holding the input and the listbox it controls: the
 *    results shown, their pictures' addresses set, the count announced; the pictures wait until
 *    the options have stood still for PHOTO_SETTLE_MS, so they count on a name's last key);
 *    "settledAnyChange" counts a change anywhere in the page instead. Clearing a field after a
 *    name is no key's change. Medians and p95 in ms, with the search box's ratios to the bare
 *    React list (issue 12's goal: settled median within 1.5x) and to the plain input.
 * 2. Scrolling: after those guesses Classic's ranking clue is open (10,000 performers by rank,
 *    windowed). The wheel scrolls it, then a plain box of 10,000 static rows added to the page;
 *    the frame intervals while scrolling are compared (p95, and the share of frames over 50 ms).
 * Long tasks (over 50 ms) seen during each part are counted.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { SEARCH_RESULT_LIMIT } from '../packages/games/src/daily-view/searchLimit';
import { launchBrowser } from './support/browser';
import { generateOperatorDataset, startPictureHost } from './support/operator-dataset';
import { buildReactList, mountReactList } from './support/react-list';
import { startProduct } from './support/server';

// Ten guesses open Classic's ranking clue (SPEC §4), which part 2 scrolls.
const NAMES = Math.max(10, Number(process.argv[2] ?? 10));
const KEY_DELAY_MS = 120;
const THROTTLING = 4;

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}
const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Installed before the page's own scripts. Kept as a string: the page runs it as written.
 * `afterPaint` is the usual "next frame painted" probe: a task queued from an animation frame
 * runs once that frame has been produced.
 */
const INSTRUMENT = `
(() => {
  const bench = (window.__bench = { keys: [], longTasks: [], frames: [] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push(entry.startTime);
  }).observe({ type: 'longtask', buffered: true });
  const afterPaint = (callback) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => callback(performance.now());
      channel.port2.postMessage(0);
    });
  let current = null;
  // What a key's listbox is in: the closest element holding the input and its listbox
  // (aria-controls); the input alone when it has none.
  const scopeOf = (input) => {
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
    let scope = input;
    while (list && scope.parentElement && !scope.contains(list)) scope = scope.parentElement;
    return scope;
  };
  let keyPending = false;
  const startKey = (target, start) => {
    const id = target.id;
    const kind = id === 'bench-plain' ? 'plain' : id === 'bench-react' ? 'react' : 'box';
    const key = { kind, start, echo: 0, settled: 0, settledPage: 0, scope: scopeOf(target) };
    bench.keys.push(key);
    current = key;
    afterPaint((now) => {
      key.echo = now - key.start;
      key.settled = Math.max(key.settled, key.echo);
      key.settledPage = Math.max(key.settledPage, key.echo);
    });
  };
  addEventListener('keydown', (event) => {
    keyPending = event.key.length === 1;
    if (keyPending) startKey(event.target, event.timeStamp);
    else current = null;
  }, true);
  // A letter typed without a key event of its own (Playwright types 'é' so, as an input method
  // would) starts at its beforeinput: else its changes would count as the previous key's.
  addEventListener('beforeinput', (event) => {
    if (keyPending) keyPending = false;
    else if (event.inputType === 'insertText' && event.data) startKey(event.target, event.timeStamp);
  }, true);
  new MutationObserver((records) => {
    const key = current;
    if (!key) return;
    const inScope = records.some((record) => key.scope.contains(record.target));
    afterPaint((now) => {
      if (inScope) key.settled = Math.max(key.settled, now - key.start);
      key.settledPage = Math.max(key.settledPage, now - key.start);
    });
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  // Typing is over: what comes next (clearing the field) is no key's doing.
  bench.endKeys = () => { current = null; keyPending = false; };
  bench.recordFrames = () => {
    bench.frames = [];
    bench.recording = true;
    let last = performance.now();
    const tick = (now) => {
      bench.frames.push(now - last);
      last = now;
      if (bench.recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };
})();
`;

interface Key {
  kind: 'plain' | 'react' | 'box';
  echo: number;
  settled: number;
  settledPage: number;
}

/** What INSTRUMENT keeps on `window.__bench`. */
interface BenchState {
  keys: Key[];
  longTasks: number[];
  frames: number[];
  recording: boolean;
  recordFrames(): void;
  endKeys(): void;
}
// Only a type: functions given to page.evaluate run in the page and cannot call into this file.
type BenchWindow = Window & typeof globalThis & { __bench: BenchState };

/** Types `name` into the field at `selector`, then clears it; its keys end where the name ends. */
async function typeName(page: Page, selector: string, name: string) {
  await page.tap(selector);
  await page.keyboard.type(name, { delay: KEY_DELAY_MS });
  await page.evaluate(() => (window as BenchWindow).__bench.endKeys());
  await page.fill(selector, '');
  await page.waitForTimeout(300);
}

/**
 * Types `name` into Classic's search box and guesses it with Enter, then waits for the new row
 * to finish turning over (Classic's reveal, about 4 s): the next keys, the baselines' and its own,
 * are typed while nothing moves.
 */
async function guessName(page: Page, selector: string, name: string) {
  await page.tap(selector);
  await page.keyboard.type(name, { delay: KEY_DELAY_MS });
  await page
    .getByRole('option', { name: new RegExp(`^${escape(name)}`) })
    .first()
    .waitFor();
  await page.keyboard.press('Enter');
  await page.getByRole('table').getByRole('row').filter({ hasText: name }).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-animating]'));
  await page.waitForTimeout(300);
}

/**
 * Shows the two baseline fields and hides Classic's guess grid (`true`), or the other way round.
 * Done between names, so it is no key's work.
 */
async function showBaselines(page: Page, shown: boolean) {
  await page.evaluate((baselines) => {
    const grid = document.querySelector<HTMLElement>('[role="table"]')?.parentElement;
    if (grid) grid.style.display = baselines ? 'none' : '';
    for (const id of ['bench-plain', 'bench-react-root']) {
      document.getElementById(id)!.style.display = baselines ? '' : 'none';
    }
  }, shown);
  // Two frames, so the change is painted before the next key.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function longTasksDuring(page: Page, part: () => Promise<void>): Promise<number> {
  const before = await page.evaluate(() => (window as BenchWindow).__bench.longTasks.length);
  await part();
  return (await page.evaluate(() => (window as BenchWindow).__bench.longTasks.length)) - before;
}

async function scrollFrames(page: Page, selector: string): Promise<number[]> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.evaluate(() => (window as BenchWindow).__bench.recordFrames());
  for (let i = 0; i < 60; i += 1) {
    await page.mouse.wheel(0, i < 30 ? 240 : -240);
    await page.waitForTimeout(50);
  }
  return page.evaluate(() => {
    const state = (window as BenchWindow).__bench;
    state.recording = false;
    return state.frames.slice(1);
  });
}

const reactList = await buildReactList();
const dir = mkdtempSync(path.join(tmpdir(), 'guessdle-bench-keys-'));
const pictureHost = await startPictureHost();
const dataset = generateOperatorDataset(pictureHost.origin, pictureHost.origin);
writeFileSync(path.join(dir, 'performers.json'), JSON.stringify(dataset.performers));
writeFileSync(path.join(dir, 'channels.json'), JSON.stringify(dataset.channels));
const product = await startProduct({
  PERFORMERS_FILE: path.join(dir, 'performers.json'),
  CHANNELS_FILE: path.join(dir, 'channels.json'),
  RATE_LIMIT_MAX: '100000',
});
const browser = await launchBrowser();
try {
  const daily = await fetch(`${product.baseUrl}/api/classic/daily-guess/`, {
    headers: { 'x-api-key': 'guessdle-dev-key' },
  });
  const { today } = (await daily.json()) as { today: string };
  const answer = dataset.performers.find((p) => p.profileUrl === today)?.name ?? '';
  // Names a player would type: short enough to be typical, none today's answer or part of it,
  // distinct first three letters so no name is the best match for another.
  const names: string[] = [];
  for (const p of dataset.performers) {
    if (p.name.length > 24 || p.profileUrl === today || answer.includes(p.name)) continue;
    if (names.some((n) => n.slice(0, 3) === p.name.slice(0, 3))) continue;
    names.push(p.name);
    if (names.length === NAMES) break;
  }

  const page = await browser.newPage({
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  await page.addInitScript(INSTRUMENT);
  const cdp = await page.context().newCDPSession(page);
  await page.goto(`${product.baseUrl}/classic`);
  const search = 'input[placeholder="Search for a pornstar"]';
  await page.locator(search).waitFor();
  await page.evaluate(() => {
    const plain = document.createElement('input');
    plain.id = 'bench-plain';
    plain.setAttribute('aria-label', 'plain');
    plain.style.cssText = 'position:fixed;top:0;left:0;z-index:9999;width:200px';
    document.body.append(plain);
    const rows = document.createElement('ul');
    rows.id = 'bench-rows';
    rows.style.cssText =
      'position:fixed;top:40px;left:0;z-index:9999;height:200px;width:300px;overflow:auto;background:white;margin:0;visibility:hidden';
    rows.innerHTML = Array.from(
      { length: 10_000 },
      (_, i) => `<li>#${i + 1} Row ${i + 1}</li>`,
    ).join('');
    document.body.append(rows);
  });
  await mountReactList(
    page,
    reactList,
    dataset.performers.map((p) => p.name),
    SEARCH_RESULT_LIMIT,
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING });

  // Name by name, in turns: the plain input, the bare React list, then the search box. A slow
  // stretch of the machine then falls on all three alike, not on whichever was typed during it.
  // The baselines are typed as on a page before any guess: the guess grid is hidden meanwhile
  // (not the clues). The two baseline fields are hidden while the search box is typed.
  let plainLongTasks = 0;
  let reactLongTasks = 0;
  let searchLongTasks = 0;
  for (const name of names) {
    await showBaselines(page, true);
    plainLongTasks += await longTasksDuring(page, () => typeName(page, '#bench-plain', name));
    reactLongTasks += await longTasksDuring(page, () => typeName(page, '#bench-react', name));
    await showBaselines(page, false);
    searchLongTasks += await longTasksDuring(page, () => guessName(page, search, name));
  }
  // Without `scope` (an element: it does not cross into this process).
  const keys = await page.evaluate(() =>
    (window as BenchWindow).__bench.keys.map(({ kind, echo, settled, settledPage }) => ({
      kind,
      echo,
      settled,
      settledPage,
    })),
  );
  const plain = keys.filter((k) => k.kind === 'plain');
  const react = keys.filter((k) => k.kind === 'react');
  const box = keys.filter((k) => k.kind === 'box');
  // BENCH_KEYS_DEBUG=1: every key's figures, in typing order.
  if (process.env.BENCH_KEYS_DEBUG) {
    for (const [kind, list] of Object.entries({ plain, react, box })) {
      for (const field of ['echo', 'settled', 'settledPage'] as const) {
        console.log(kind, field, list.map((k) => Math.round(k[field])).join(' '));
      }
    }
  }

  await page.getByRole('button', { name: /Ranking/ }).click();
  const ranking = '[role="region"][aria-label="Performers by rank"]';
  await page.locator(ranking).waitFor();
  let rankingFrames: number[] = [];
  const rankingLongTasks = await longTasksDuring(page, async () => {
    rankingFrames = await scrollFrames(page, ranking);
  });
  await page.evaluate(() => {
    document.querySelector<HTMLElement>('#bench-rows')!.style.visibility = 'visible';
  });
  let plainFrames: number[] = [];
  const plainScrollLongTasks = await longTasksDuring(page, async () => {
    plainFrames = await scrollFrames(page, '#bench-rows');
  });

  const stat = (values: number[]) => ({
    medianMs: round(percentile(values, 50)),
    p95Ms: round(percentile(values, 95)),
  });
  const slow = (frames: number[]) =>
    round((100 * frames.filter((f) => f > 50).length) / frames.length);
  /** One measure of each key kind, and the search box's ratios to the baselines. */
  const measure = (of: (k: Key) => number) => {
    const [p, r, b] = [plain.map(of), react.map(of), box.map(of)];
    const ratio = (ours: number[], base: number[]) => ({
      median: round(percentile(ours, 50) / percentile(base, 50)),
      p95: round(percentile(ours, 95) / percentile(base, 95)),
    });
    return {
      plainInput: stat(p),
      bareReactList: stat(r),
      searchBox: stat(b),
      searchBoxToBareReactList: ratio(b, r),
      searchBoxToPlainInput: ratio(b, p),
    };
  };
  const settled = measure((k) => k.settled);
  const report = {
    throttling: `${THROTTLING}x`,
    dataset: { performers: dataset.performers.length, channels: dataset.channels.length },
    typing: {
      keys: {
        plainInput: plain.length,
        bareReactList: react.length,
        searchBox: box.length,
      },
      echo: measure((k) => k.echo),
      settled,
      settledAnyChange: measure((k) => k.settledPage),
      longTasks: {
        plainInput: plainLongTasks,
        bareReactList: reactLongTasks,
        searchBox: searchLongTasks,
      },
      goal: `settled median within 1.5x of the bare React list: ${
        settled.searchBoxToBareReactList.median <= 1.5 ? 'met' : 'not met'
      } (${settled.searchBoxToBareReactList.median}x)`,
    },
    scrolling: {
      frames: { rankingList: rankingFrames.length, plainList: plainFrames.length },
      frameInterval: { rankingList: stat(rankingFrames), plainList: stat(plainFrames) },
      ratioP95: round(percentile(rankingFrames, 95) / percentile(plainFrames, 95)),
      framesOver50MsPercent: { rankingList: slow(rankingFrames), plainList: slow(plainFrames) },
      longTasks: { rankingList: rankingLongTasks, plainList: plainScrollLongTasks },
    },
  };
  console.log(JSON.stringify(report, null, 2));
  await page.close();
} finally {
  await browser.close();
  await product.stop();
  await pictureHost.close();
  rmSync(dir, { recursive: true, force: true });
}
