import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { answerName, CLASSIC_PLACEHOLDER, guess, IMAGE_GUESS_PLACEHOLDER } from './support/play';
import { productInChromium } from './support/suite';

// Several days in one run: the server's clock follows a file (TEST_CLOCK_FILE, tests only) and
// each page's clock is Playwright's (page.clock), both set to the same instants. Nothing waits on
// wall time: every step waits for what the page shows.
const clockDir = mkdtempSync(path.join(tmpdir(), 'guessdle-clock-'));
const clockFile = path.join(clockDir, 'now');
/** Day `n` of the run (day 1 is 2026-03-02), `YYYY-MM-DD`. */
const day = (n: number) =>
  new Date(Date.parse('2026-03-02T00:00:00Z') + (n - 1) * 86_400_000).toISOString().slice(0, 10);
writeFileSync(clockFile, `${day(1)}T12:00:00.000Z`);
const suite = productInChromium({ TEST_CLOCK_FILE: clockFile, LAUNCH_DATE: '2026-02-20' });
afterAll(() => rmSync(clockDir, { recursive: true, force: true }));

/** Moves the server's clock to `instant` (it runs on from there). */
function serverAt(instant: string) {
  writeFileSync(clockFile, instant);
}

/** A new tab of the same browser (same storage) whose clock reads `instant`, on the Image page. */
async function openOn(context: BrowserContext, instant: string): Promise<Page> {
  const page = await context.newPage();
  await page.clock.install({ time: new Date(instant) });
  await page.goto(`${suite.product.baseUrl}/image-guess`);
  return page;
}

/** Day `n` at noon on both clocks: the day's puzzle, won at the first guess. */
async function winDay(context: BrowserContext, n: number): Promise<Page> {
  const noon = `${day(n)}T12:00:00.000Z`;
  serverAt(noon);
  const page = await openOn(context, noon);
  await guess(page, await answerName(suite.product.baseUrl, 'image-guess'));
  await page.getByText('Congratulations!').waitFor();
  return page;
}

/** The figure under a label of the open statistics dialog. */
async function figure(page: Page, label: string): Promise<string> {
  const item = page
    .getByRole('dialog')
    .locator('div', { has: page.getByText(label, { exact: true }) });
  return (await item.last().locator('dd').textContent()) ?? '';
}

/** Opens the statistics from the page header and reads played and the current streak. */
async function headerStats(page: Page): Promise<{ played: string; streak: string }> {
  await page.locator('header').getByRole('button', { name: 'Statistics' }).click();
  await page.getByRole('dialog').getByText('Current streak', { exact: true }).waitFor();
  await expect.poll(() => figure(page, 'Played')).not.toBe('');
  const figures = {
    played: await figure(page, 'Played'),
    streak: await figure(page, 'Current streak'),
  };
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(false);
  return figures;
}

describe('given a player over several days (the server’s clock moved)', () => {
  it('builds a streak of 3, loses it to a skipped day, and an archive win changes nothing', async () => {
    const context = await suite.browser.newContext();
    for (const n of [1, 2]) await (await winDay(context, n)).close();

    const third = await winDay(context, 3);
    await third.getByTestId('win-extras').getByRole('button', { name: 'Statistics' }).click();
    await third.getByRole('table', { name: 'Guess distribution' }).waitFor();
    await expect.poll(() => figure(third, 'Current streak')).toBe('3');
    expect(await figure(third, 'Played')).toBe('3');
    expect(await figure(third, 'Best streak')).toBe('3');
    await third.close();

    // Days 4 and 5 go by unplayed: on day 6 the streak is 0.
    const noon6 = `${day(6)}T12:00:00.000Z`;
    serverAt(noon6);
    const sixth = await openOn(context, noon6);
    await sixth.getByPlaceholder(IMAGE_GUESS_PLACEHOLDER).waitFor();
    expect(await headerStats(sixth)).toEqual({ played: '3', streak: '0' });

    // Day 4 from the archive (the day before yesterday: a server keeps no puzzle for a day
    // nobody asked for until it is past yesterday): won, marked solved, and the statistics stay
    // as they were.
    await sixth.getByRole('link', { name: 'Past puzzles' }).click();
    const skipped = sixth.locator(`a[href$="/${day(4)}"]`);
    await skipped.waitFor();
    expect(await skipped.textContent()).toContain('Not played');
    await skipped.click();
    await sixth.getByPlaceholder(IMAGE_GUESS_PLACEHOLDER).waitFor();
    await guess(sixth, await answerName(suite.product.baseUrl, 'image-guess', day(4)));
    await sixth.getByText('Congratulations!').waitFor();
    await sixth.getByRole('link', { name: 'Back to the past puzzles' }).click();
    await expect
      .poll(() => sixth.locator(`a[href$="/${day(4)}"]`).textContent())
      .toContain('Solved');
    expect(await headerStats(sixth)).toEqual({ played: '3', streak: '0' });
    await sixth.close();
    await context.close();
  });

  it('turns the countdown into the next puzzle at the reset, without a reload', async () => {
    const context = await suite.browser.newContext();
    const page = await winDay(context, 7);
    await page.getByTestId('next-puzzle').waitFor();
    // Marks this document: a reload would lose the mark.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    // The server passes midnight; the page's clock stops 1.5 s before it, then runs 2 s: the
    // countdown reaches zero and offers the new puzzle, before the store's own rollover (1 s
    // after the reset) would move on by itself. The clock stays paused until the page answers.
    const reset = Date.parse(`${day(8)}T00:00:00.000Z`);
    serverAt(`${day(8)}T00:00:00.000Z`);
    await page.clock.pauseAt(reset - 1500);
    await page.clock.runFor(2000);
    await page.getByText('A new puzzle is ready!').waitFor();
    await page.getByRole('button', { name: 'Play the new puzzle' }).click();
    await page.getByPlaceholder(IMAGE_GUESS_PLACEHOLDER).waitFor();
    expect(await page.getByText('Congratulations!').count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    // And the new day is playable: its own answer wins.
    await page.clock.resume();
    await guess(page, await answerName(suite.product.baseUrl, 'image-guess'));
    await page.getByText('Congratulations!').waitFor();
    await context.close();
  });
});

/** The countdown on screen, in ms (`H:MM:SS`). */
async function countdownMs(page: Page): Promise<number> {
  const text = (await page.getByTestId('next-puzzle').locator('time').textContent()) ?? '';
  const [h, m, sec] = text.split(':').map(Number);
  return ((h! * 60 + m!) * 60 + sec!) * 1000;
}

describe('given a device clock off by a day (the server’s time rules)', () => {
  it('counts down to the server’s reset after a win, and the home’s mark goes at that reset', async () => {
    // Ten minutes before the server's reset.
    serverAt(`${day(10)}T23:50:00.000Z`);
    const context = await suite.browser.newContext();
    for (const off of [86_400_000, -86_400_000]) {
      const page = await context.newPage();
      await page.clock.install({ time: Date.parse(`${day(10)}T23:50:00.000Z`) + off });
      await page.goto(`${suite.product.baseUrl}/classic`);
      if (off > 0) {
        // The game's items arrive after its first screen: the search offers them once loaded.
        await page.waitForLoadState('networkidle');
        await guess(page, await answerName(suite.product.baseUrl, 'classic'), CLASSIC_PLACEHOLDER);
      }
      await page.getByText('Congratulations!').waitFor();
      await page.getByTestId('next-puzzle').waitFor();
      const left = await countdownMs(page);
      expect(left).toBeGreaterThan(5 * 60_000);
      expect(left).toBeLessThanOrEqual(10 * 60_000);
      expect(await page.getByText('A new puzzle is ready!').count()).toBe(0);
      await page.close();
    }

    // Home, its clock a day behind: Classic done today, until the server's reset.
    const home = await context.newPage();
    await home.clock.install({ time: Date.parse(`${day(9)}T23:51:00.000Z`) });
    await home.goto(suite.product.baseUrl);
    const marks = home.locator('[data-done-today]');
    await expect.poll(() => marks.count()).toBe(1);
    serverAt(`${day(11)}T00:00:30.000Z`);
    await home.clock.runFor(10 * 60_000);
    await expect.poll(() => marks.count()).toBe(0);
    await context.close();
  });
});
