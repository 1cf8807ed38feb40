import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { performers } from '@guessdle/data';
import { answerName, CLASSIC_PLACEHOLDER, guess } from './support/play';
import { requestsCodeOf } from './support/chunks';
import { productInChromium } from './support/suite';
import { cronoFailures, cronoPicksSent, pickFirstOption } from './support/crono';

/**
 * The connection dropped at each step of a game, on the built product in Chromium (issue "Out in
 * the world"): a daily game played from its first guess to its win without a connection, and a
 * Crono run offline at a pick and at its submit (a start without a connection leaves for home, as
 * SPEC §8 says of a failed start). The page never shows the route's
 * error screen, nothing the player did is lost, and what must reach the server (the success, the
 * score) does once the connection is back, once.
 */
const ROUND_SECONDS = 6;
const suite = productInChromium({
  CRONO_ROUND_SECONDS: String(ROUND_SECONDS),
  CRONO_COUNTDOWN_SECONDS: '1',
});
/** The win box's code (fetched while the player searches). */
const isWinBoxCode = requestsCodeOf('../packages/games/src/daily-view/DailyWin.tsx');

const ERROR_SCREEN = 'Unexpected Application Error!';
const KEY = { 'x-api-key': 'guessdle-dev-key' };

async function classicSuccesses(): Promise<number> {
  const response = await fetch(`${suite.product.baseUrl}/api/stats/classic/`, { headers: KEY });
  return ((await response.json()) as { numberOfSuccesses: number }).numberOfSuccesses;
}

function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('given a daily game whose connection drops at each step', () => {
  it('plays from the first guess to the win offline, keeps it over a reload, and posts it once back online', async () => {
    const answer = await answerName(suite.product.baseUrl, 'classic');
    const wrong = performers
      .filter((p) => p.name !== answer && !p.name.includes(answer) && !answer.includes(p.name))
      .slice(0, 2)
      .map((p) => p.name);
    const before = await classicSuccesses();
    const context = await suite.browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const errors = pageErrors(page);
    // The page's code is all here once the win box's code came (fetched when the browser is
    // idle); a part that could not come offline shows its own retry (lost-code.e2e.ts).
    let winPartsHere = false;
    page.on('response', (response) => {
      if (isWinBoxCode(response.url()) && response.ok()) winPartsHere = true;
    });
    await page.goto(`${suite.product.baseUrl}/classic`);
    await expect.poll(() => winPartsHere).toBe(true);
    const rows = page.getByRole('table').getByRole('row');

    // Offline before the first guess: the day's data came with the page, so guesses still work.
    await context.setOffline(true);
    await guess(page, wrong[0]!, CLASSIC_PLACEHOLDER);
    await expect.poll(() => rows.count()).toBe(2);
    // Back for a moment, and gone again for the next guess and the win.
    await context.setOffline(false);
    await guess(page, wrong[1]!, CLASSIC_PLACEHOLDER);
    await expect.poll(() => rows.count()).toBe(3);
    await context.setOffline(true);
    await guess(page, answer, CLASSIC_PLACEHOLDER);
    await page.getByText('Congratulations!').waitFor();
    expect(await classicSuccesses()).toBe(before);
    expect(await page.getByText(ERROR_SCREEN).count()).toBe(0);

    // Online again: the success is posted once, and the win is kept over a reload.
    await context.setOffline(false);
    await expect.poll(classicSuccesses).toBe(before + 1);
    await page.reload();
    await page.getByText('Congratulations!').waitFor();
    await expect.poll(() => rows.count()).toBe(4);
    // A later focus or load does not post it a second time.
    await page.reload();
    await page.getByText('Congratulations!').waitFor();
    expect(await classicSuccesses()).toBe(before + 1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Picks until the run is over (a person's pace: the server ignores picks under 250 ms). */
async function playToTheEnd(page: Page): Promise<void> {
  const finished = page.getByText(/Game finished with \d+ points?/);
  while (!(await finished.isVisible())) {
    await page.waitForTimeout(400);
    if ((await pickFirstOption(page)) === 'finished') return;
  }
}

async function leaderboardRows(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Top users' });
  await table.waitFor();
  return table.locator('tbody tr').allInnerTexts();
}

describe('given a Crono run whose connection drops at each step', () => {
  it('keeps playing through a dropped pick, and submits the score once back online', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const errors = pageErrors(page);
    await page.goto(`${suite.product.baseUrl}/crono/new`);
    await page.waitForURL(/\/crono\/[A-Za-z0-9_-]{16,64}$/);
    await page.getByRole('heading', { name: 'New crono game' }).waitFor();

    await page.getByRole('button', { name: 'Start game' }).click();
    await page.getByText('Choose the correct model').waitFor();

    // Offline, as the browser knows it: the round says Crono needs a connection and holds the
    // picks back (a tap sends nothing) while the server's clock runs on.
    await context.setOffline(true);
    const failed = cronoFailures(page);
    const picks = cronoPicksSent(page);
    await page.getByText("Crono needs a connection. Answers can't be sent").waitFor();
    const options = page
      .getByRole('group', { name: 'Choose the correct model' })
      .getByRole('button');
    expect(await options.first().getAttribute('aria-disabled')).toBe('true');
    await options.first().click({ force: true });
    await page.keyboard.press('1');
    expect(picks()).toBe(0);
    await context.setOffline(false);
    await page
      .getByText("Crono needs a connection. Answers can't be sent")
      .waitFor({ state: 'detached' });

    // A connection that drops under a pick without the browser noticing: the pick cannot reach
    // the server, the page reads the run again to see where it is (and cannot either), and the
    // round stays; when the connection is back the run goes on.
    await page.route('**/api/crono/**', (route) => route.abort('internetdisconnected'));
    await options.first().click();
    // Once the pick is lost, the page reads the run again, and again once that read fails: a
    // second failed read means it took the first as a reason to retry, not to give up.
    await expect.poll(() => failed('POST')).toBe(1);
    await expect.poll(() => failed('GET')).toBeGreaterThanOrEqual(2);
    expect(await page.getByText(ERROR_SCREEN).count()).toBe(0);
    expect(await page.getByText('Choose the correct model').count()).toBe(1);
    await page.unroute('**/api/crono/**');
    await playToTheEnd(page);

    // Offline at the submit: the score waits in the outbox and reaches the leaderboard later.
    await context.setOffline(true);
    await page.getByRole('textbox', { name: 'Username' }).fill('Offline Owl');
    await page.getByRole('button', { name: 'Submit score' }).click();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('guessdle:outbox')))
      .toContain('Offline Owl');
    // The end of the run stays, and says the score waits for the connection.
    await page.getByText('Your score could not be sent yet').waitFor();
    expect(await page.getByText(ERROR_SCREEN).count()).toBe(0);
    await context.setOffline(false);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('guessdle:outbox')))
      .toBeNull();
    await page.reload();
    const rows = await leaderboardRows(page);
    expect(rows.filter((row) => row.includes('Offline Owl'))).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
