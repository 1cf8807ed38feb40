import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { productInChromium } from './support/suite';
import { cronoFailures } from './support/crono';

// Issue 34: a Crono run must survive a pick whose answer was lost, a second tab and a network
// change, catching up with the server by itself: never frozen, no error view, nothing logged.

const suite = productInChromium({ CRONO_ROUND_SECONDS: '60', CRONO_COUNTDOWN_SECONDS: '1' });

const PHOTO = 'img[alt="Photo of the model to recognise"]';
const ERROR_VIEW = 'We are experimenting some problems';

/** What the page's own scripts log as errors (the browser's own network lines are not ours). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.text().startsWith('Failed to load resource')) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

async function newGame(context: BrowserContext): Promise<{ page: Page; url: string }> {
  const page = await context.newPage();
  await page.goto(`${suite.product.baseUrl}/crono/new`);
  await page.waitForURL(/\/crono\/[A-Za-z0-9_-]{16,64}$/);
  return { page, url: page.url() };
}

async function started(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.locator(PHOTO).waitFor();
}

const photoOf = (page: Page) => page.locator(PHOTO).getAttribute('src');

/** Picks the first option (after a person's look) and waits for a photo other than `shown`. */
async function pickAndWaitForNewPhoto(page: Page): Promise<{ before: string; after: string }> {
  // The server scores no pick sooner than 250 ms after its round was shown.
  await page.waitForTimeout(400);
  const before = (await photoOf(page)) ?? '';
  await page
    .getByRole('group', { name: 'Choose the correct model' })
    .getByRole('button')
    .first()
    .click();
  await page.waitForFunction(
    ([selector, previous]) => document.querySelector(selector!)?.getAttribute('src') !== previous,
    [PHOTO, before],
    { polling: 50 },
  );
  return { before, after: (await photoOf(page)) ?? '' };
}

async function expectPlaying(page: Page): Promise<void> {
  expect(await page.getByText(ERROR_VIEW).count()).toBe(0);
  expect(new URL(page.url()).pathname).toMatch(/^\/crono\//);
  await expect(
    page.getByRole('group', { name: 'Choose the correct model' }).getAttribute('aria-busy'),
  ).resolves.toBe('false');
}

describe('given a Crono run on the built product', () => {
  it('goes on after a pick whose answer was lost: the round the server moved to is shown', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 375, height: 740 } });
    const { page } = await newGame(context);
    const errors = pageErrors(page);
    await started(page);
    await pickAndWaitForNewPhoto(page);

    // The next pick reaches the server, which takes it; its answer never reaches the page.
    let dropped = 0;
    let taken = 0;
    await page.route('**/api/crono/*/guess', async (route) => {
      if (dropped > 0) return route.continue();
      dropped += 1;
      const response = await route.fetch();
      if (response.status() === 200) taken += 1;
      await route.abort('connectionreset');
    });
    const lost = await pickAndWaitForNewPhoto(page);
    expect(dropped).toBe(1);
    expect(taken).toBe(1);
    expect(lost.after).not.toBe(lost.before);
    await expectPlaying(page);

    // And the run goes on: the next pick is judged and its verdict shown, then a new photo.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { verdicts: string[] }).verdicts = seen;
      new MutationObserver(() => {
        const verdict = document.querySelector('[data-verdict]')?.getAttribute('data-verdict');
        if (verdict && seen.at(-1) !== verdict) seen.push(verdict);
      }).observe(document.body, { subtree: true, attributes: true, childList: true });
    });
    const after = await pickAndWaitForNewPhoto(page);
    expect(after.after).not.toBe(lost.after);
    const verdicts = await page.evaluate(
      () => (window as unknown as { verdicts: string[] }).verdicts,
    );
    expect(verdicts[0]).toBe('pending');
    expect(['correct', 'wrong']).toContain(verdicts[1]);
    await expectPlaying(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays one run from two tabs picking in turns: each tab catches up with the other', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 375, height: 740 } });
    const { page: first, url } = await newGame(context);
    const second = await context.newPage();
    const errors = [...pageErrors(first)];
    const secondErrors = pageErrors(second);
    await started(first);
    // Same browser, same stored user id: the second tab opens the same run.
    await second.goto(url);
    await second.locator(PHOTO).waitFor();
    expect(await photoOf(second)).toBe(await photoOf(first));

    for (let turn = 0; turn < 3; turn += 1) {
      // The first tab picks twice; the second tab's round is then over.
      await pickAndWaitForNewPhoto(first);
      await pickAndWaitForNewPhoto(first);
      // The second tab's pick is refused as stale: it shows the first tab's round instead.
      const caughtUp = await pickAndWaitForNewPhoto(second);
      expect(caughtUp.after).toBe(await photoOf(first));
      await expectPlaying(second);
      // Its next pick counts; now the first tab is behind, and catches up the same way.
      await pickAndWaitForNewPhoto(second);
      const back = await pickAndWaitForNewPhoto(first);
      expect(back.after).toBe(await photoOf(second));
      await expectPlaying(first);
    }
    expect(errors).toEqual([]);
    expect(secondErrors).toEqual([]);
    await context.close();
  });

  it('goes on after the network drops during a pick and comes back', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 375, height: 740 } });
    const { page } = await newGame(context);
    const errors = pageErrors(page);
    await started(page);
    await page.waitForTimeout(400);
    const before = await photoOf(page);
    // The network drops without the browser noticing (its `offline` event would hold picks back,
    // connection.e2e.ts): every request to Crono's API fails as it would on a dead network.
    const CRONO_API = '**/api/crono/**';
    await page.route(CRONO_API, (route) => route.abort('internetdisconnected'));
    const failed = cronoFailures(page);
    await page
      .getByRole('group', { name: 'Choose the correct model' })
      .getByRole('button')
      .first()
      .click();
    // The page keeps its round while it cannot reach the server. Once the pick is lost, the page reads the run again, and again once that read fails: a
    // second failed read means it took the first as a reason to retry, not to give up.
    await expect.poll(() => failed('POST')).toBe(1);
    await expect.poll(() => failed('GET')).toBeGreaterThanOrEqual(2);
    expect(await page.getByText(ERROR_VIEW).count()).toBe(0);
    expect(await photoOf(page)).toBe(before);
    await page.unroute(CRONO_API);
    // Back online: the round is playable again and the next pick gives a new photo.
    await page.waitForFunction(
      () => document.querySelector('[role="group"]')?.getAttribute('aria-busy') === 'false',
      undefined,
      { polling: 50 },
    );
    expect(await photoOf(page)).toBe(before);
    await pickAndWaitForNewPhoto(page);
    await expectPlaying(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
