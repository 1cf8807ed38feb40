import { describe, expect, it } from 'vitest';
import { performers } from '@guessdle/data';
import { answerName, CLASSIC_PLACEHOLDER, guess } from './support/play';
import { productInChromium } from './support/suite';

const suite = productInChromium();

describe('given the product started the way README starts it', () => {
  it('serves the home page with a card per daily mode', async () => {
    const page = await suite.browser.newPage();
    await page.goto(suite.product.baseUrl);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Guess the model or pornstar');
    await page
      .getByRole('link', { name: /Classic/ })
      .first()
      .click();
    await page.waitForURL(/\/classic$/);
    await page.close();
  });

  it('plays Classic in Chromium: a wrong guess adds a row, the right one wins, a reload restores both', async () => {
    const answer = await answerName(suite.product.baseUrl, 'classic');
    const wrong = performers.find((p) => p.name !== answer && !p.name.includes(answer))!.name;
    const page = await suite.browser.newPage();
    await page.goto(`${suite.product.baseUrl}/classic`);

    await guess(page, wrong, CLASSIC_PLACEHOLDER);
    const rows = page.getByRole('table').getByRole('row');
    await expect.poll(() => rows.filter({ hasText: wrong }).count()).toBe(1);

    await guess(page, answer, CLASSIC_PLACEHOLDER);
    await page.getByText('Congratulations!').waitFor();
    expect(await page.getByText(`${answer} is the`, { exact: false }).count()).toBeGreaterThan(0);
    // Once won, the search box is hidden.
    await expect.poll(() => page.getByPlaceholder('Search for a pornstar').count()).toBe(0);

    await page.reload();
    await page.getByText('Congratulations!').waitFor();
    await expect.poll(() => rows.filter({ hasText: wrong }).count()).toBe(1);
    await expect.poll(() => rows.filter({ hasText: answer }).count()).toBe(1);
    // Rows restored from storage do not animate.
    expect(await page.locator('[data-animated]').count()).toBe(0);

    // The win was posted to the server's stats: one player found today's answer.
    const plain = await fetch(`${suite.product.baseUrl}/api/stats/classic/`, {
      headers: { 'x-api-key': 'guessdle-dev-key' },
    }).then((r) => r.json() as Promise<{ numberOfSuccesses: number }>);
    expect(plain.numberOfSuccesses).toBe(1);
    await page.close();
  });

  it('shows the fallback screen on an unknown route', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.product.baseUrl}/no-such-page`);
    await page.getByText('Unexpected Application Error!').waitFor();
    expect(await page.getByText('404').count()).toBeGreaterThan(0);
    // Inside the page shell: header with the language picker, and the footer.
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('contentinfo').getByText('Want to help?').count()).toBe(1);
    // The way home reads in the theme's link colour, at least 4.5:1 on its background.
    const contrast = await page
      .getByRole('link', { name: 'Back to the home page' })
      .evaluate((link) => {
        const rgb = (value: string) =>
          value
            .match(/\d+(\.\d+)?/g)!
            .slice(0, 3)
            .map(Number);
        const luminance = (value: string) => {
          const [r, g, b] = rgb(value).map((c) => {
            const s = c / 255;
            return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        };
        let box: Element | null = link;
        let background = 'rgba(0, 0, 0, 0)';
        while (box && /rgba\(.*, 0\)|transparent/.test(background)) {
          background = getComputedStyle(box).backgroundColor;
          box = box.parentElement;
        }
        const [a, b] = [luminance(getComputedStyle(link).color), luminance(background)];
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      });
    expect(contrast).toBeGreaterThanOrEqual(4.5);
    // A difficulty Classic refuses: the same screen, and the server says 404 (no page there).
    const refused = await page.goto(`${suite.product.baseUrl}/classic/extreme`);
    expect(refused?.status()).toBe(404);
    await page.getByText('Unexpected Application Error!').waitFor();
    expect(await page.getByText('404').count()).toBeGreaterThan(0);
    await page.close();
  });
});
