import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { performers } from '@guessdle/data';
import { answerName, CLASSIC_PLACEHOLDER, guess } from './support/play';
import { requestsCodeOf } from './support/chunks';
import { productInChromium } from './support/suite';

/**
 * Code that does not arrive, on the built product in Chromium: the connection drops before a part
 * of the page loads, a deploy removes the chunks under an open tab, the entry itself fails.
 * Whatever happens, the page is never replaced by the route's error screen, nothing the player
 * did is lost, and the part arrives once it can (packages/games/src/later/).
 */
const suite = productInChromium();

const ERROR_SCREEN = 'Unexpected Application Error!';
/** The header's statistics dialog and the win's statistics: the code each loads at its opening. */
const isLauncherCode = requestsCodeOf('../packages/games/src/stats/StatsLauncherDialog.tsx');
const isModeStatsCode = requestsCodeOf('../packages/games/src/stats/ModeStatsDialog.tsx');
const STATS_DIALOG_CODE = (url: URL) => isLauncherCode(url) || isModeStatsCode(url);
/** The win box's code (fetched while the player searches). */
const isWinBoxCode = requestsCodeOf('../packages/games/src/daily-view/DailyWin.tsx');
/** The site's entry. */
const isEntry = requestsCodeOf('index.html');

async function freshPage(): Promise<{ context: BrowserContext; page: Page; loads: () => number }> {
  const context = await suite.browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  let loads = 0;
  page.on('load', () => void (loads += 1));
  return { context, page, loads: () => loads };
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

describe('given a player whose connection drops mid-game', () => {
  it('wins with the connection gone at the last guess: no error screen, the parts and the post come back with it', async () => {
    const answer = await answerName(suite.product.baseUrl, 'classic');
    const before = await classicCount();
    const { context, page } = await freshPage();
    // The win box's code comes while the player searches (fetched when the browser is idle);
    // the statistics' code does not.
    let winPartsHere = false;
    page.on('response', (response) => {
      if (isWinBoxCode(response.url()) && response.ok()) winPartsHere = true;
    });
    await page.goto(`${suite.product.baseUrl}/classic`);
    await guess(page, await wrongName(), CLASSIC_PLACEHOLDER);
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    await expect.poll(() => winPartsHere).toBe(true);

    await context.setOffline(true);
    await guess(page, answer, CLASSIC_PLACEHOLDER);
    await page.getByText('Congratulations!').waitFor();
    // The success could not be posted: it waits in the outbox.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('guessdle:outbox')))
      .toContain('"kind":"success"');
    expect(await classicCount()).toBe(before);
    // The statistics' code never came with the page: offline, its own retry shows in its place.
    await page.getByRole('button', { name: 'Statistics' }).last().click();
    await page.getByText('This part could not load.').waitFor();
    expect(await page.getByText(ERROR_SCREEN).count()).toBe(0);
    await expect.poll(() => page.getByText(`${answer} is the`, { exact: false }).count()).toBe(1);

    // Back online: the part loads by itself, in place, without a reload.
    await context.setOffline(false);
    await page.getByRole('dialog').waitFor();
    // The win reached the server once the connection was back, once.
    await expect.poll(classicCount).toBe(before + 1);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('guessdle:outbox')))
      .toBeNull();
    await expect.poll(() => page.getByText('This part could not load.').count()).toBe(0);
    expect(await page.getByText(ERROR_SCREEN).count()).toBe(0);
    await context.close();
  });
});

describe('given a new build deployed under an open tab', () => {
  it('reloads once when a chunk is gone, keeping the guesses, and then works', async () => {
    const wrong = await wrongName();
    const { context, page, loads } = await freshPage();
    await page.goto(`${suite.product.baseUrl}/classic`);
    await guess(page, wrong, CLASSIC_PLACEHOLDER);
    const rows = page.getByRole('table').getByRole('row');
    await expect.poll(() => rows.filter({ hasText: wrong }).count()).toBe(1);
    expect(loads()).toBe(1);

    // The old build's chunk is gone (404) while the server answers: only the first time, as
    // the reloaded page is the new build's.
    let gone = true;
    await page.route(STATS_DIALOG_CODE, (route) =>
      gone ? ((gone = false), route.fulfill({ status: 404, body: 'gone' })) : route.continue(),
    );
    await page.getByRole('button', { name: 'Statistics' }).first().click();
    await expect.poll(loads).toBe(2);
    // The reloaded page restored the guess and replays the press the reload cut short: the
    // dialog opens by itself, its code loaded from the new build.
    await expect.poll(() => rows.filter({ hasText: wrong }).count()).toBe(1);
    await page.getByRole('dialog').waitFor();
    expect(await page.getByText(ERROR_SCREEN).count()).toBe(0);
    await context.close();
  });

  it('shows the part’s retry, not a reload loop, when the chunk is still gone after the reload', async () => {
    const { context, page, loads } = await freshPage();
    await page.route(STATS_DIALOG_CODE, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(`${suite.product.baseUrl}/classic`);
    await page.getByPlaceholder(CLASSIC_PLACEHOLDER).waitFor();
    await page.getByRole('button', { name: 'Statistics' }).first().click();
    await expect.poll(loads).toBe(2);
    await page.getByPlaceholder(CLASSIC_PLACEHOLDER).waitFor();
    await page.getByRole('button', { name: 'Statistics' }).first().click();
    await page.getByText('This part could not load.').waitFor();
    expect(loads()).toBe(2);

    // The build is fixed: the part's own retry loads it.
    await page.unroute(STATS_DIALOG_CODE);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('dialog').waitFor();
    expect(loads()).toBe(2);
    await context.close();
  });
});

describe('given a painted page whose entry fails to load', () => {
  it('reloads once, then takes a press on a painted button as the cue to load the entry again', async () => {
    const { context, page, loads } = await freshPage();
    // The site's entry: the loader's `import()` of it fails.
    await page.route(isEntry, (route) => route.abort('connectionreset'));
    await page.goto(`${suite.product.baseUrl}/classic`);
    // The server answers, so a failed entry is taken for a deploy: one reload, then no more.
    await expect.poll(loads).toBe(2);
    const toggle = page.getByRole('button', { name: 'Theme: System' });
    await toggle.waitFor();

    await page.unroute(isEntry);
    await toggle.click();
    // The press made the loader import the entry again, and it was made again once hydrated.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(loads()).toBe(2);
    expect(await page.getByText(ERROR_SCREEN).count()).toBe(0);
    await context.close();
  });
});
