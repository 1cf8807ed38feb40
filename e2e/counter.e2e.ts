import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { answerName, CLASSIC_PLACEHOLDER, guess } from './support/play';
import { productInChromium } from './support/suite';

const suite = productInChromium();

const counter = (page: Page) => page.getByText(/already found out!$/);

describe('given a player winning Classic', () => {
  it('changes the counter only once the winning row has finished turning (SPEC §4)', async () => {
    const answer = await answerName(suite.product.baseUrl, 'classic');
    const page = await suite.browser.newPage();
    await page.goto(`${suite.product.baseUrl}/classic`);
    await counter(page).waitFor();
    const before = await counter(page).textContent();

    // Every change of the counter's text is logged with whether a card of the grid was still
    // turning at that instant: the counter must not spoil the reveal.
    await page.evaluate(() => {
      const log: { text: string; turning: number }[] = [];
      (window as unknown as { counterLog: typeof log }).counterLog = log;
      const status = [...document.querySelectorAll('[role="status"]')].find((el) =>
        /already found out!$/.test(el.textContent ?? ''),
      );
      if (!status) throw new Error('no counter');
      new MutationObserver(() => {
        log.push({
          text: status.textContent ?? '',
          turning: document.querySelectorAll('[data-animating]').length,
        });
      }).observe(status, { childList: true, characterData: true, subtree: true });
    });

    await guess(page, answer, CLASSIC_PLACEHOLDER);
    // The reveal is under way, and the counter has not moved.
    await page.locator('[data-animating]').first().waitFor();
    expect(await counter(page).textContent()).toBe(before);

    await page.getByText('Congratulations!').waitFor();
    await expect.poll(() => counter(page).textContent()).not.toBe(before);
    const log = await page.evaluate(
      () => (window as unknown as { counterLog: { text: string; turning: number }[] }).counterLog,
    );
    expect(log.length).toBeGreaterThan(0);
    expect(log.every((entry) => entry.turning === 0)).toBe(true);
    await page.close();
  });
});

describe('given the stats call fails', () => {
  it('says the count is being retried, then shows it once the server answers', async () => {
    const page = await suite.browser.newPage();
    let failures = 2;
    await page.route('**/api/stats/classic/**', (route) => {
      if (failures <= 0) return route.continue();
      failures -= 1;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', error: 'unavailable', message: 'down' }),
      });
    });
    await page.goto(`${suite.product.baseUrl}/classic`);
    await page.getByText('Could not count the players yet. Trying again…').waitFor();
    // Backoff retries (1 s, then 2 s) reach the server once it is back.
    await counter(page).waitFor();
    expect(failures).toBe(0);
    await page.close();
  });

  it('says it is unavailable when the retries run out, and counts again on request', async () => {
    const page = await suite.browser.newPage();
    let down = true;
    await page.route('**/api/stats/classic/**', (route) =>
      down
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ status: 'error', error: 'unavailable', message: 'down' }),
          })
        : route.continue(),
    );
    // The page's clock runs the backoff waits (about 31 s in all) at once.
    await page.clock.install();
    await page.goto(`${suite.product.baseUrl}/classic`);
    await page.getByText('Could not count the players yet. Trying again…').waitFor();
    for (let i = 0; i < 6; i += 1) await page.clock.runFor(20_000);
    await page.getByText('The player count is unavailable right now.').waitFor();

    down = false;
    await page.getByRole('button', { name: 'Count again' }).click();
    await counter(page).waitFor();
    await page.close();
  });
});
