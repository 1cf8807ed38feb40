import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { answerName, guess, IMAGE_GUESS_PLACEHOLDER } from './support/play';
import { productInChromium } from './support/suite';

// An archive that starts five days ago, so there are past days to play.
const LAUNCH = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
const suite = productInChromium({ LAUNCH_DATE: LAUNCH });

/** The figure under a label of the open statistics dialog. */
async function figure(page: Page, label: string): Promise<string> {
  const item = page
    .getByRole('dialog')
    .locator('div', { has: page.getByText(label, { exact: true }) });
  return (await item.last().locator('dd').textContent()) ?? '';
}

describe('given a player coming back', () => {
  it('sees 1 played and a streak of 1 after a win, and an archive day changes neither', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.product.baseUrl}/image-guess`);
    await guess(page, await answerName(suite.product.baseUrl, 'image-guess'));
    await page.getByText('Congratulations!').waitFor();
    await page.getByTestId('next-puzzle').waitFor();
    await page.getByTestId('win-extras').getByRole('button', { name: 'Statistics' }).click();
    await page.getByRole('table', { name: 'Guess distribution' }).waitFor();
    expect(await figure(page, 'Played')).toBe('1');
    expect(await figure(page, 'Current streak')).toBe('1');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(false);

    // A past day from the archive: playable, then marked solved, and the statistics stay the
    // same. (The first listed is the day before yesterday: a fresh server keeps no puzzle for
    // yesterday, and the archive does not offer it.)
    await page.getByRole('link', { name: 'Past puzzles' }).click();
    const day = page.getByRole('list').getByRole('link').first();
    await day.waitFor();
    const date = ((await day.getAttribute('href')) ?? '').split('/').pop()!;
    expect(await day.textContent()).toContain('Not played');
    await day.click();
    await page.getByPlaceholder(IMAGE_GUESS_PLACEHOLDER).waitFor();
    await guess(page, await answerName(suite.product.baseUrl, 'image-guess', date));
    await page.getByText('Congratulations!').waitFor();
    expect(await page.getByText(/people already found out/).count()).toBe(0);
    expect(await page.getByTestId('win-extras').count()).toBe(0);

    await page.getByRole('link', { name: 'Back to the past puzzles' }).click();
    await expect
      .poll(() => page.getByRole('list').getByRole('link').first().textContent())
      .toContain('Solved');
    await page.locator('header').getByRole('button', { name: 'Statistics' }).click();
    await page.getByRole('table', { name: 'Guess distribution' }).waitFor();
    expect(await figure(page, 'Played')).toBe('1');
    expect(await figure(page, 'Current streak')).toBe('1');
    await page.close();
  });
});
