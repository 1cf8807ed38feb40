import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { answerName, guess, IMAGE_GUESS_PLACEHOLDER } from './support/play';
import { productInChromium } from './support/suite';

// The archive against the built product, over several days: the server's clock follows a file
// (TEST_CLOCK_FILE), each page's clock is Playwright's, both set to the same instants.
const clockDir = mkdtempSync(path.join(tmpdir(), 'guessdle-archive-clock-'));
const clockFile = path.join(clockDir, 'now');
writeFileSync(clockFile, '2026-03-02T12:00:00.000Z');
const suite = productInChromium({ TEST_CLOCK_FILE: clockFile, LAUNCH_DATE: '2026-02-27' });
afterAll(() => rmSync(clockDir, { recursive: true, force: true }));

describe('given a player back on the archive two days after a win', () => {
  it('opens the solved day solved, says the unserved day had no puzzle, and links a past win to the next unsolved day', async () => {
    const context = await suite.browser.newContext();
    const first = await context.newPage();
    await first.clock.install({ time: new Date('2026-03-02T12:00:00.000Z') });
    await first.goto(`${suite.product.baseUrl}/image-guess`);
    await guess(first, await answerName(suite.product.baseUrl, 'image-guess'));
    await first.getByText('Congratulations!').waitFor();
    await first.close();

    // Two days on: March 2 is past, March 3 (yesterday) was never served.
    writeFileSync(clockFile, '2026-03-04T12:00:00.000Z');
    const page = await context.newPage();
    await page.clock.install({ time: new Date('2026-03-04T12:00:00.000Z') });
    await page.goto(`${suite.product.baseUrl}/image-guess/archive`);
    const days = page.getByRole('list').getByRole('link');
    await days.first().waitFor();
    expect(await days.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/image-guess/archive/2026-03-02',
      '/image-guess/archive/2026-03-01',
      '/image-guess/archive/2026-02-28',
      '/image-guess/archive/2026-02-27',
    ]);
    expect(await days.first().textContent()).toContain('Solved');

    // The solved day opens solved: its result and share, no search box to play it again.
    await days.first().click();
    await page.getByText('Congratulations!').waitFor();
    expect(await page.getByPlaceholder(IMAGE_GUESS_PLACEHOLDER).count()).toBe(0);
    expect(await page.getByText(/#image-guess #2026-03-02/).count()).toBe(1);
    expect(await page.getByText('You solved the puzzle of March 2, 2026.').count()).toBe(1);

    // The way back is styled with the theme, not the browser's blue.
    const back = page.getByRole('link', { name: 'Back to the past puzzles' });
    expect(await back.evaluate((a) => getComputedStyle(a).color)).not.toBe('rgb(0, 0, 238)');
    await back.click();

    // An unsolved day won: which day, and the next unsolved one (down the list).
    await page.locator('a[href$="/2026-02-28"]').click();
    await page.getByRole('heading', { name: 'The puzzle of February 28, 2026' }).waitFor();
    await guess(page, await answerName(suite.product.baseUrl, 'image-guess', '2026-02-28'));
    await page.getByText('You solved the puzzle of February 28, 2026.').waitFor();
    expect(await page.getByText(/Come back tomorrow/).count()).toBe(0);
    await page.getByRole('link', { name: 'Play the puzzle of February 27, 2026' }).click();
    await page.getByRole('heading', { name: 'The puzzle of February 27, 2026' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/image-guess/archive/2026-02-27');
    await page.getByPlaceholder(IMAGE_GUESS_PLACEHOLDER).waitFor();

    // The unserved yesterday says it had no puzzle, and offers the days that have one.
    await page.goto(`${suite.product.baseUrl}/image-guess/archive/2026-03-03`);
    await page.getByRole('heading', { name: 'There was no puzzle on March 3, 2026' }).waitFor();
    // The list of playable days arrives after the heading (its own request).
    await expect.poll(() => page.getByRole('list').getByRole('link').count()).toBe(4);
    await context.close();
  });
});
