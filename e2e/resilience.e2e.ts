import { describe, expect, it } from 'vitest';
import { productInChromium } from './support/suite';

const suite = productInChromium();

describe('given a failing API or broken browser storage', () => {
  it('shows the generic error view when the daily call fails, and recovers on retry', async () => {
    const page = await suite.browser.newPage();
    // The server writes today's answers into the page (first-screen.ts); a page without them, as
    // when the server had none to write, asks the API, which fails here.
    await page.route(`${suite.product.baseUrl}/classic`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script type="application\/json" id="guessdle-first-screen">.*?<\/script>/,
        '',
      );
      expect(body).not.toContain('guessdle-first-screen');
      await route.fulfill({ response, body });
    });
    let fail = true;
    await page.route('**/api/classic/daily-guess/**', (route) =>
      fail
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ status: 'error', error: 'internal', message: 'boom' }),
          })
        : route.continue(),
    );
    await page.goto(`${suite.product.baseUrl}/classic`);
    await page.getByText('We are experimenting some problems').waitFor();
    expect(await page.getByText('Please try again later').count()).toBe(1);

    fail = false;
    await page.getByRole('button', { name: /try again|retry/i }).click();
    await page.getByPlaceholder('Search for a pornstar').waitFor();
    await page.close();
  });

  it.each([
    ['image-guess', 'Search for an option'],
    ['channel-guess', 'Search for a porn channel'],
  ])(
    'puts the placeholder on a %s picture that failed before the page hydrated, and loads it once online',
    async (mode, placeholder) => {
      const context = await suite.browser.newContext();
      const page = await context.newPage();
      // The painted page's picture fails at once, long before the page's code has loaded: its
      // error event fires before React listens.
      let fail = true;
      await page.route('**/assets/daily/**', (route) =>
        fail ? route.abort('connectionreset') : route.continue(),
      );
      await page.goto(`${suite.product.baseUrl}/${mode}`);
      const input = page.getByPlaceholder(placeholder);
      await input.fill('a');
      await page.getByRole('option').first().waitFor();
      const picture = page.locator('[data-scale] img, [data-blur] img');
      await expect.poll(() => picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
      fail = false;
      await context.setOffline(true);
      await context.setOffline(false);
      await expect.poll(() => picture.getAttribute('src')).toMatch(/^\/assets\/daily\//);
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await context.close();
    },
  );

  it('loads and plays with every storage key corrupted by hand', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.product.baseUrl}/`);
    const date = await fetch(`${suite.product.baseUrl}/api/server-date/`, {
      headers: { 'x-api-key': 'guessdle-dev-key' },
    }).then(async (r) => ((await r.json()) as { date: string }).date);
    await page.evaluate((day) => {
      const junk: Record<string, string> = {
        featureFlags: '{not json',
        language: '42',
        [`${day}-classic`]: '{"oops": true',
        [`classic-${day}-status`]: '[1,2,3]',
        [`${day}-image-guess`]: 'null',
        [`${day}-channel-guess`]: '"a string"',
        'coachMark.newClassicModes': '{}',
        deviceId: '',
        crono: 'nope',
      };
      for (const [key, value] of Object.entries(junk)) localStorage.setItem(key, value);
    }, date);
    for (const [path, placeholder] of [
      ['/classic', 'Search for a pornstar'],
      ['/image-guess', 'Search for an option'],
      ['/channel-guess', 'Search for a porn channel'],
    ] as const) {
      await page.goto(`${suite.product.baseUrl}${path}`);
      const input = page.getByPlaceholder(placeholder);
      await input.fill('a');
      await page.getByRole('option').first().waitFor();
      await input.press('ArrowDown');
      await input.press('Enter');
      // The pick was stored over the corrupt value as a proper list.
      await expect
        .poll(() =>
          page.evaluate(
            (key) => {
              try {
                return Array.isArray(JSON.parse(localStorage.getItem(key) ?? 'null'));
              } catch {
                return false;
              }
            },
            `${date}-${path.slice(1)}`,
          ),
        )
        .toBe(true);
    }
    await page.close();
  });
});
