/**
 * What the consumer test does in Chromium (the e2e tests' browser: pinned fonts, waits sized for a
 * busy machine): a guess played against the built server, a widget forced to throw, and what the
 * page downloads at load and in the 5 s after.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { gzipKb } from './files';

/**
 * A page whose uncaught errors and console errors are collected (to fail a check on); with
 * `warnings`, its console warnings too (React's development build warns of misuse there).
 */
export async function watchedPage(
  browser: Browser,
  { warnings = false } = {},
): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  const watched = warnings ? ['error', 'warning'] : ['error'];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (watched.includes(message.type())) {
      problems.push(`console ${message.type()}: ${message.text().split('\n')[0]}`);
    }
  });
  return { page, problems };
}

/** Picks `name` in the widget's search box and waits for its row in the guesses table. */
export async function playGuess(page: Page, name: string): Promise<void> {
  const input = page.locator('[data-guessdle-widget]').getByRole('combobox');
  await input.fill(name);
  await page
    .getByRole('option', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first()
    .waitFor();
  await input.press('ArrowDown');
  await input.press('Enter');
  await page.getByRole('table').getByRole('row').filter({ hasText: name }).first().waitFor();
}

/** Throws with every problem found, one per line. */
export function assertNone(problems: string[]): void {
  if (problems.length) throw new Error(problems.join('\n'));
}

/**
 * The host page of the Vite app that makes its widget throw (src/crash.tsx): the error view must
 * show in the widget's box, `onError` must hear `crash`, and the host must stay mounted and
 * working. React logs the caught error to the console (that is expected); nothing may go uncaught.
 */
export async function checkCrash(browser: Browser, url: string): Promise<void> {
  const { page, problems } = await watchedPage(browser);
  try {
    await page.goto(url);
    // The error view (WidgetBoundary's), inside the widget's own box.
    await page.locator('[data-guessdle-widget] [data-state="crashed"] [role="alert"]').waitFor();
    const reported = await page.locator('#host-errors').textContent();
    if (!reported?.includes('crash')) throw new Error(`onError heard "${reported}", not a crash`);
    await page.locator('#host-visit').click();
    await page.getByText('Besuche: 2').waitFor();
    assertNone(problems.filter((problem) => problem.startsWith('page error')));
  } finally {
    await page.context().close();
  }
}

export interface Downloads {
  /** gzip -9 kB of the app's files the browser had fetched when the page's load event fired. */
  atLoadKb: number;
  /** … and once it had been left alone for 5 s after that, and the network was quiet. */
  idleKb: number;
  /** The files fetched after the load event. */
  later: string[];
  /** Bytes the Guessdle server sent (its answers, compressed as sent), kB. */
  apiKb: number;
}

/**
 * What a visit costs with no interaction: the app's files fetched by the load event, then within
 * 5 s of idle (the widget fetches its win box ahead, so a win with the connection lost still
 * shows), sized gzip -9 from the build (`distDir`), as a compressing server would send them.
 */
export async function measureDownloads(
  browser: Browser,
  url: string,
  distDir: string,
): Promise<Downloads> {
  const { page } = await watchedPage(browser);
  const appOrigin = new URL(url).origin;
  const app: string[] = [];
  let apiBytes = 0;
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const settle = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfailed', settle);
  page.on('requestfinished', (request) => {
    settle();
    const address = new URL(request.url());
    if (address.origin === appOrigin) app.push(address.pathname);
    else void request.sizes().then((sizes) => (apiBytes += sizes.responseBodySize));
  });
  const kbOf = (paths: string[]) =>
    [...new Set(paths)]
      .map((pathname) => path.join(distDir, pathname))
      .filter((file) => existsSync(file) && statSync(file).isFile() && !file.endsWith('.html'))
      .reduce((sum, file) => sum + gzipKb(file), 0);
  try {
    await page.goto(url, { waitUntil: 'load' });
    const atLoad = [...app];
    // The window the README states; then whatever started in it is let finish.
    await page.waitForTimeout(5000);
    while (inFlight > 0 || Date.now() - lastActivity < 500) await page.waitForTimeout(100);
    return {
      atLoadKb: kbOf(atLoad),
      idleKb: kbOf(app),
      later: [...new Set(app.filter((file) => !atLoad.includes(file)))],
      apiKb: apiBytes / 1000,
    };
  } finally {
    await page.context().close();
  }
}
