import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { performers } from '@guessdle/data';
import { answerName, CLASSIC_PLACEHOLDER, guess, IMAGE_GUESS_PLACEHOLDER } from './support/play';
import { builtFile } from './support/chunks';
import { productInChromium } from './support/suite';
import { workerInControl } from './support/worker';

/**
 * The service worker (site/src/sw.ts) on the built product in Chromium, as a phone that visits
 * once and then plays in airplane mode: the worker installs, the game reloads and is won with no
 * connection, the win reaches the server once it is back; past the reset the kept page is
 * refused; a new build takes over an open tab without a chunk error.
 *
 * One server for the file, on a copy of the built site (a test deploys a "new build" into it) and
 * with its clock in a file (TEST_CLOCK_FILE): the worker's own clock cannot be moved by the test
 * (Playwright's clock is the pages'), so "past the reset" is a server day that ended before now.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(path.join(tmpdir(), 'guessdle-offline-'));
const siteDir = path.join(work, 'site');
cpSync(path.join(repoRoot, 'site/dist'), siteDir, { recursive: true });
const clockFile = path.join(work, 'now');
writeFileSync(clockFile, new Date().toISOString());
const suite = productInChromium({ TEST_CLOCK_FILE: clockFile, SITE_DIR: siteDir });
afterAll(() => rmSync(work, { recursive: true, force: true }));

const ERROR_SCREEN = 'Unexpected Application Error!';

async function workerContext(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({
    serviceWorkers: 'allow',
    viewport: { width: 375, height: 740 },
    isMobile: true,
  });
  return { context, page: await context.newPage() };
}

/** Whether the worker keeps `url` in `cache` (read from the page, as the worker does). */
function kept(page: Page, cache: string, url: string): Promise<boolean> {
  return page.evaluate(
    async ([name, key]) =>
      Boolean(await (await caches.open(name)).match(key, { ignoreVary: true })),
    [cache, url] as const,
  );
}

/** How many players the server counted for today's Classic. */
async function classicCount(): Promise<number> {
  const counter = await fetch(`${suite.product.baseUrl}/api/stats/classic/`, {
    headers: { 'x-api-key': 'guessdle-dev-key' },
  }).then((r) => r.json() as Promise<{ numberOfSuccesses: number }>);
  return counter.numberOfSuccesses;
}

async function wrongName(): Promise<string> {
  const answer = await answerName(suite.product.baseUrl, 'classic');
  return performers.find((p) => p.name !== answer && !p.name.includes(answer))!.name;
}

describe('given a phone that visited once and then lost its connection', () => {
  it('installs the worker, reloads /classic offline, wins it, and posts the win once back online', async () => {
    const base = suite.product.baseUrl;
    const answer = await answerName(base, 'classic');
    const before = await classicCount();
    const { context, page } = await workerContext();
    // The visit lands on home: the games are fetched ahead by the worker.
    await page.goto(`${base}/`);
    await workerInControl(page);
    expect(await kept(page, 'guessdle-pages', `${base}/classic`)).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${base}/sw.js`,
    );

    await context.setOffline(true);
    // Home opens, and a game opened from it (the site's own navigation, which asks the API) plays.
    expect((await page.reload())?.fromServiceWorker()).toBe(true);
    await page.locator('a[href="/image-guess"]').first().click();
    await page.getByPlaceholder(IMAGE_GUESS_PLACEHOLDER).waitFor();
    expect(await page.getByText(ERROR_SCREEN).count()).toBe(0);

    // A difficulty of Classic is a game of its own, fetched ahead too.
    const easy = await page.goto(`${base}/classic/easy`);
    expect(easy?.fromServiceWorker()).toBe(true);
    await page.getByPlaceholder(CLASSIC_PLACEHOLDER).waitFor();
    expect(await page.getByText(ERROR_SCREEN).count()).toBe(0);

    const response = await page.goto(`${base}/classic`);
    expect(response?.fromServiceWorker()).toBe(true);
    await guess(page, await wrongName(), CLASSIC_PLACEHOLDER);
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    // The counter says why it has no count.
    await page.getByText('Offline: count paused').waitFor();

    await page.reload();
    await guess(page, answer, CLASSIC_PLACEHOLDER);
    await page.getByText('Congratulations!').waitFor();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('guessdle:outbox')))
      .toContain('"kind":"success"');
    expect(await classicCount()).toBe(before);
    expect(await page.getByText(ERROR_SCREEN).count()).toBe(0);

    await context.setOffline(false);
    // The outbox posts it when the connection is back, once.
    await expect.poll(classicCount).toBe(before + 1);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('guessdle:outbox')))
      .toBeNull();
    expect(await classicCount()).toBe(before + 1);
    await context.close();
  });
});

describe('given a visitor who lands on a page the server does not paint', () => {
  it('installs the worker from an archive address too, and it keeps the games for offline play', async () => {
    const base = suite.product.baseUrl;
    const { context, page } = await workerContext();
    await page.goto(`${base}/image-guess/archive`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await workerInControl(page);
    expect(await kept(page, 'guessdle-pages', `${base}/classic`)).toBe(true);
    await context.close();
  });

  it('installs it from a shared Crono link once the player has left Crono, not beside the run', async () => {
    const base = suite.product.baseUrl;
    const { context, page } = await workerContext();
    await page.goto(`${base}/crono/new`);
    await page.getByRole('button', { name: 'Start game' }).waitFor();
    // Quiet and idle for longer than the page waits before registering (QUIET_MS, 2 s).
    await page.waitForTimeout(5000);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration())).toBeUndefined();
    // The site's own navigation to home: the same window, no new page.
    await page.locator('a[href="/"]').first().click();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await workerInControl(page);
    expect(await kept(page, 'guessdle-pages', `${base}/classic`)).toBe(true);
    await context.close();
  });
});

describe('given a new build deployed under an open tab that has the worker', () => {
  it('keeps the open page on its own chunks, and the next navigation is the new build', async () => {
    const base = suite.product.baseUrl;
    const { context, page } = await workerContext();
    let loads = 0;
    page.on('load', () => void (loads += 1));
    await page.goto(`${base}/classic`);
    await workerInControl(page);
    await page.getByPlaceholder(CLASSIC_PLACEHOLDER).waitFor();
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(firstWorker).toBe(`${base}/sw.js`);

    // The deploy: the statistics' chunks of the old build are gone from the server (a new build
    // names its own), its page and its worker are new.
    const gone = ['StatsLauncherDialog', 'ModeStatsDialog'].map((name) =>
      builtFile(`../packages/games/src/stats/${name}.tsx`, siteDir),
    );
    for (const file of gone) {
      for (const copy of ['', '.br', '.gz'])
        rmSync(path.join(siteDir, file + copy), { force: true });
    }
    for (const file of ['sw.js.br', 'sw.js.gz']) rmSync(path.join(siteDir, file), { force: true });
    writeFileSync(
      path.join(siteDir, 'sw.js'),
      `${readFileSync(path.join(siteDir, 'sw.js'), 'utf8')}\n// the next build\n`,
    );
    const index = path.join(siteDir, 'index.html');
    writeFileSync(
      index,
      readFileSync(index, 'utf8').replace(
        '</head>',
        '<meta name="guessdle-build" content="next"></head>',
      ),
    );
    const missing = await fetch(`${base}/assets/${gone[0]}`);
    expect(missing.status).toBe(404);

    // The browser finds the new worker; it takes over at once.
    await page.evaluate(async () => {
      const changed = new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
      await (await navigator.serviceWorker.getRegistration())?.update();
      await changed;
    });

    // The open page is the old build: its statistics come from the worker's copy of its chunks.
    await page.getByRole('button', { name: 'Statistics' }).first().click();
    await page.getByRole('dialog').waitFor();
    expect(loads).toBe(1);
    expect(await page.getByText('This part could not load.').count()).toBe(0);
    expect(await page.getByText(ERROR_SCREEN).count()).toBe(0);
    await page.keyboard.press('Escape');

    // The next navigation is the new build's page, and plays.
    await page.goto(`${base}/classic`);
    expect(await page.locator('meta[name="guessdle-build"]').count()).toBe(1);
    const wrong = await wrongName();
    await guess(page, wrong, CLASSIC_PLACEHOLDER);
    await expect
      .poll(() => page.getByRole('table').getByRole('row').filter({ hasText: wrong }).count())
      .toBe(1);
    expect(await page.getByText(ERROR_SCREEN).count()).toBe(0);
    await context.close();
  });
});

describe('given a phone that visited on a day that has ended since, and is offline', () => {
  it('refuses the kept page and the day’s answer, and says it needs a connection', async () => {
    const base = suite.product.baseUrl;
    // The server's day ended before now: its clock 36 hours back (a day lasts at most 25 hours).
    const then = new Date(Date.now() - 36 * 3600 * 1000);
    writeFileSync(clockFile, then.toISOString());
    const { context, page } = await workerContext();
    // The page plays that day as today (the worker's clock is the real one).
    await page.clock.setFixedTime(then);
    await page.goto(`${base}/classic`);
    await workerInControl(page);
    await page.getByPlaceholder(CLASSIC_PLACEHOLDER).waitFor();
    // The day's answer, asked as a page asks for it once its own copy is spent.
    expect(
      await page.evaluate(() =>
        fetch('/api/server-date/', { headers: { 'x-api-key': 'guessdle-dev-key' } }).then(
          (r) => r.status,
        ),
      ),
    ).toBe(200);
    // That day's page and server date were kept…
    expect(await kept(page, 'guessdle-pages', `${base}/classic`)).toBe(true);
    expect(await kept(page, 'guessdle-data', `${base}/api/server-date/`)).toBe(true);

    // …and are refused now that the day is over.
    await context.setOffline(true);
    const later = await context.newPage();
    const response = await later.goto(`${base}/classic`);
    expect(response?.fromServiceWorker()).toBe(true);
    expect(response?.status()).toBe(503);
    await later.getByText('You are offline').waitFor();
    await later.getByText("Today's puzzle needs a connection.", { exact: false }).waitFor();
    expect(await later.getByPlaceholder(CLASSIC_PLACEHOLDER).count()).toBe(0);
    const dayAnswer = await later.evaluate(() =>
      fetch('/api/server-date/', { headers: { 'x-api-key': 'guessdle-dev-key' } }).then(
        () => 'answered',
        () => 'refused',
      ),
    );
    expect(dayAnswer).toBe('refused');
    await context.close();
    writeFileSync(clockFile, new Date().toISOString());
  });
});
