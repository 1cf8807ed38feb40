import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { productInChromium } from './support/suite';
import { pickFirstOption } from './support/crono';

// Runs are shortened by the server's documented setting (packages/server/README.md). The players
// pick at a person's pace, within the default write budgets.
const ROUND_SECONDS = 8;

const suite = productInChromium({
  CRONO_ROUND_SECONDS: String(ROUND_SECONDS),
  CRONO_COUNTDOWN_SECONDS: '1',
});

/** Starts the run, picks until the time is up (alternating mouse and keys), and waits for the end. */
async function playToTheEnd(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByText('Choose the correct model').waitFor();
  await page.getByRole('img', { name: 'Photo of the model to recognise' }).waitFor();
  const finished = page.getByText(/Game finished with \d+ points?/);
  const photo = page.getByRole('img', { name: 'Photo of the model to recognise' });
  for (let pick = 0; !(await finished.isVisible()); pick += 1) {
    // A person looks before picking: the server never scores a pick sooner than 250 ms after its
    // round was shown, and keeps a run of such picks off the leaderboard (server README).
    await page.waitForTimeout(400);
    const shown = await photo.getAttribute('src').catch(() => null);
    if (pick % 2 === 0) {
      // The run may end between the check above and this pick: then nothing is pressed.
      if ((await pickFirstOption(page)) === 'finished') break;
    } else {
      await page.keyboard.press(String((pick % 4) + 1));
    }
    // The next round (a new photo) or the end of the run.
    await page
      .waitForFunction(
        (previous) => {
          const img = document.querySelector('img[alt="Photo of the model to recognise"]');
          return !img || img.getAttribute('src') !== previous;
        },
        shown,
        { polling: 50 },
      )
      .catch(() => undefined);
  }
}

async function leaderboard(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Top users' });
  await table.waitFor();
  return table.locator('tbody tr').allInnerTexts();
}

describe('given Crono on the built product', () => {
  it('lets a player create a game, a friend join by its link, both play and share one leaderboard', async () => {
    const host = await suite.browser.newContext();
    const friend = await suite.browser.newContext();
    const first = await host.newPage();
    await first.goto(`${suite.product.baseUrl}/crono/new`);
    await first.waitForURL(/\/crono\/[A-Za-z0-9_-]{16,64}$/);
    await first.getByRole('heading', { name: 'New crono game' }).waitFor();
    const shared = await first
      .getByLabel('Share the link with your friends to challenge them')
      .inputValue();
    expect(shared).toBe(first.url());

    const second = await friend.newPage();
    await second.goto(shared);
    await second.getByRole('heading', { name: 'New crono game' }).waitFor();
    // Each browser got its own user id for the game, kept under the crono key.
    const ids = await Promise.all(
      [first, second].map((page) =>
        page.evaluate(
          () => JSON.parse(localStorage.getItem('crono') ?? '{}') as Record<string, string>,
        ),
      ),
    );
    const gameId = new URL(shared).pathname.split('/').pop()!;
    expect(ids[0]![gameId]).toBeTruthy();
    expect(ids[1]![gameId]).toBeTruthy();
    expect(ids[0]![gameId]).not.toBe(ids[1]![gameId]);

    await Promise.all([playToTheEnd(first), playToTheEnd(second)]);

    await first.getByRole('textbox', { name: 'Username' }).fill('Quick Fox');
    await first.getByRole('button', { name: 'Submit score' }).click();
    await first.getByText(/Your score of \d+ points? has been submitted/).waitFor();
    // The friend submits without a name: anonymous.
    await second.getByRole('button', { name: 'Submit score' }).click();
    await second.getByText(/Your score of \d+ points? has been submitted/).waitFor();
    await expect(second.getByRole('button', { name: 'Submit score' }).count()).resolves.toBe(0);

    await first.reload();
    const rowsFirst = await leaderboard(first);
    const rowsSecond = await leaderboard(second);
    expect(rowsFirst).toHaveLength(2);
    expect(rowsFirst).toEqual(rowsSecond);
    expect(rowsFirst.join('\n')).toContain('Quick Fox');
    expect(rowsFirst.join('\n')).toContain('Anonymous user');
    await first.getByText('Players in this game: 2').waitFor();
    await host.close();
    await friend.close();
  });

  it('plays the daily game at /crono/{today} from the home card, and sends an unknown id to /', async () => {
    const response = await fetch(`${suite.product.baseUrl}/api/server-date/`, {
      headers: { 'x-api-key': 'guessdle-dev-key' },
    });
    const { date } = (await response.json()) as { date: string };
    const context = await suite.browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(suite.product.baseUrl);
    await page.getByRole('button', { name: 'Show crono games' }).click();
    await page.getByRole('link', { name: /Daily game/ }).click();
    await page.waitForURL(`${suite.product.baseUrl}/crono/${date}`);
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.getByText('Choose the correct model').waitFor();
    // Nothing overflows a 375 px phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);

    await page.goto(`${suite.product.baseUrl}/crono/NoSuchGameAtAll1234`);
    await page.waitForURL(`${suite.product.baseUrl}/`);
    await page.goto(`${suite.product.baseUrl}/crono/not a game`);
    await page.waitForURL(`${suite.product.baseUrl}/`);
    await context.close();
  });
});
