import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HYDRATING_EVENT } from '@guessdle/api';
import { productInChromium } from './support/suite';

/**
 * What issue 34 found by playing the built product: states told apart by colour alone, a theme
 * the site could not choose, an overlapping embed form and a home page silent about today.
 */
const suite = productInChromium();

const PHONE = { viewport: { width: 375, height: 740 }, locale: 'en-US' } as const;
const DESKTOP = { viewport: { width: 1280, height: 800 }, locale: 'en-US' } as const;

/** Opens `path` and waits until the site has hydrated the page the server painted. */
async function openHydrated(page: Page, path: string): Promise<void> {
  await page.addInitScript(`
    window.__hydrating = new Promise((resolve) =>
      document.addEventListener(${JSON.stringify(HYDRATING_EVENT)}, resolve, { once: true }));
  `);
  await page.goto(`${suite.product.baseUrl}${path}`);
  await page.evaluate(() => (window as unknown as { __hydrating: Promise<void> }).__hydrating);
}

async function serverDate(): Promise<string> {
  const response = await fetch(`${suite.product.baseUrl}/api/classic/daily-guess/`, {
    headers: { 'x-api-key': 'guessdle-dev-key' },
  });
  return ((await response.json()) as { date: string }).date;
}

/** How each Legend sample is drawn: its symbol and its border, as the browser computed them. */
function legendSamples(page: Page) {
  return page
    .getByRole('list', { name: 'Legend' })
    .locator('li[data-state]')
    .evaluateAll((items) =>
      items.map((item) => {
        const swatch = item.querySelector('span') as HTMLElement;
        const style = getComputedStyle(swatch);
        return {
          state: item.getAttribute('data-state'),
          symbol: swatch.textContent,
          border: `${style.borderTopStyle} ${style.borderTopWidth}`,
          borderColor: style.borderTopColor,
          background: style.backgroundColor,
        };
      }),
    );
}

describe('given the feedback states in forced-colours mode (Windows high contrast)', () => {
  it('draws right, partial and wrong with their own symbol and border style', async () => {
    const page = await suite.browser.newPage(DESKTOP);
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(`${suite.product.baseUrl}/classic`);
    await page.locator('li[data-state="partial"]').waitFor();
    const samples = await legendSamples(page);
    const byState = Object.fromEntries(samples.map((sample) => [sample.state, sample]));
    const three = [byState.correct!, byState.partial!, byState.incorrect!];
    // The system painted every background alike: only symbol and border can tell them apart.
    expect(new Set(three.map((sample) => sample.symbol)).size).toBe(3);
    expect(new Set(three.map((sample) => sample.border.split(' ')[0])).size).toBe(3);
    expect(byState.correct!.border).toMatch(/^solid/);
    expect(byState.partial!.border).toMatch(/^dashed/);
    expect(byState.incorrect!.border).toMatch(/^dotted/);
    await page.close();
  });

  it('keeps the borders of the default look when forced colours are off', async () => {
    const page = await suite.browser.newPage(DESKTOP);
    await page.goto(`${suite.product.baseUrl}/classic`);
    await page.locator('li[data-state="partial"]').waitFor();
    const samples = await legendSamples(page);
    expect(new Set(samples.map((sample) => sample.border))).toEqual(new Set(['solid 2px']));
    // The symbols are there in the default theme too, not only in high contrast.
    expect(samples.map((sample) => sample.symbol)).toEqual(['✓', '◐', '✕', '⬆', '⬇']);
    await page.close();
  });
});

describe('given the theme picker in the header', () => {
  it('follows the system, applies a choice at once and keeps it over a reload', async () => {
    const page = await suite.browser.newPage(PHONE);
    const said: string[] = [];
    page.on('console', (message) => said.push(`${message.type()}: ${message.text()}`));
    await page.emulateMedia({ colorScheme: 'light' });
    await openHydrated(page, '/');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    // No choice yet: the system's light scheme.
    expect(await background()).toBe('rgb(250, 250, 250)');
    const pick = async (choice: string) => {
      await page.getByRole('button', { name: /^Theme: / }).click();
      await page.getByRole('button', { name: choice, exact: true }).click();
    };
    await pick('High contrast');
    expect(await background()).toBe('rgb(0, 0, 0)');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('high-contrast');

    await openHydrated(page, '/');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('high-contrast');
    expect(await background()).toBe('rgb(0, 0, 0)');
    await page.getByRole('button', { name: 'Theme: High contrast' }).waitFor();
    await pick('Dark');
    expect(await background()).toBe('rgb(18, 18, 18)');
    expect(said.filter((line) => /hydrat|re-rendered|did not match/i.test(line))).toEqual([]);
    await page.close();
  });

  it('asks for high contrast when the system asks for more contrast', async () => {
    const page = await suite.browser.newPage(PHONE);
    await page.emulateMedia({ contrast: 'more' });
    await page.goto(`${suite.product.baseUrl}/`);
    await page.getByRole('button', { name: 'Theme: System' }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(0, 0, 0)',
    );
    await page.close();
  });
});

describe('given the embed configurator', () => {
  it.each([
    ['a desktop', DESKTOP],
    ['a phone', PHONE],
  ])('lays its controls out without overlap on %s', async (_, device) => {
    const page = await suite.browser.newPage(device);
    await page.goto(`${suite.product.baseUrl}/embed`);
    const form = page.locator('form');
    await form.getByLabel('Game', { exact: true }).waitFor();
    const check = async () => {
      const boxes = await form.locator('label, select, input, small, ul').evaluateAll((elements) =>
        elements.map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return { what: element.outerHTML.slice(0, 40), x, y, width, height };
        }),
      );
      const overlaps = boxes.flatMap((a, i) =>
        boxes
          .slice(i + 1)
          .filter(
            (b) =>
              a.x < b.x + b.width - 0.5 &&
              b.x < a.x + a.width - 0.5 &&
              a.y < b.y + b.height - 0.5 &&
              b.y < a.y + a.height - 0.5,
          )
          .map((b) => `${a.what} × ${b.what}`),
      );
      expect(overlaps).toEqual([]);
      const width = device.viewport.width;
      for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(width);
    };
    await check();
    // With the longest options chosen.
    await form.getByLabel('Rendering', { exact: true }).selectOption('inline');
    await form.getByLabel('Language', { exact: true }).selectOption('pt');
    await check();
    await page.close();
  });

  it('offers Hard once, as the game’s default, and links its documentation', async () => {
    const page = await suite.browser.newPage(DESKTOP);
    await page.goto(`${suite.product.baseUrl}/embed`);
    const difficulty = page.locator('form').getByLabel('Difficulty', { exact: true });
    await difficulty.waitFor();
    const options = await difficulty.locator('option').allTextContents();
    expect(options).toEqual([
      'Easy · Ranks 1 to 50',
      'Medium · Ranks 1 to 100',
      'Hard · All ranks',
    ]);
    expect(await difficulty.inputValue()).toBe('');
    const docs = page.getByRole('link', { name: /documentation/ });
    expect(await docs.getAttribute('href')).toMatch(/README|#embed-a-game/);
    await page.close();
  });
});

describe('given a player back on the home page', () => {
  it('marks the modes finished today, and one finished in another tab', async () => {
    const date = await serverDate();
    const context = await suite.browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${suite.product.baseUrl}/`);
    await page.evaluate(
      (key) => localStorage.setItem(key, JSON.stringify({ status: 'completed', tries: 1 })),
      `image-guess-${date}-status`,
    );
    await openHydrated(page, '/');
    const card = (name: string) =>
      page.locator('article', { has: page.getByRole('heading', { name }) });
    await card('Image guess').getByText('Done today').waitFor();
    expect(await card('Classic').getByText('Done today').count()).toBe(0);

    const other = await context.newPage();
    await other.goto(`${suite.product.baseUrl}/`);
    await other.evaluate(
      (key) => localStorage.setItem(key, JSON.stringify({ status: 'completed', tries: 3 })),
      `classic-${date}-status`,
    );
    await card('Classic').getByText('Done today').waitFor();
    await context.close();
  });
});
