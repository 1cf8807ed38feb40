import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { channels, performers } from '@guessdle/data';
import { guess } from './support/play';
import { productInChromium } from './support/suite';

/**
 * What issue 34 found by playing the built product: the game pages' outline (one level-1
 * heading each, axe's page-has-heading-one), the picture of the day's address (it named the
 * answer), and the hint "type any name to begin" (typing on the page did nothing).
 */

const suite = productInChromium();
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${suite.product.baseUrl}${path}`, {
    headers: { 'x-api-key': 'guessdle-dev-key' },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** axe's verdict on one rule for the page as it stands: the ids of the rules it failed. */
async function axeViolations(page: Page, rules: string[]): Promise<string[]> {
  // Through the debugging protocol, which the page's CSP does not apply to.
  await page.evaluate(axeSource);
  return page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, { runOnly: { type: 'rule', values: only } })) as {
      violations: Array<{ id: string }>;
    };
    return result.violations.map((v) => v.id);
  }, rules);
}

describe('given every game page of the built product', () => {
  it('has exactly one level-1 heading, naming the game (axe: page-has-heading-one)', async () => {
    const { date } = await api<{ date: string }>('/api/server-date/');
    const pages = [
      ['/classic', 'Classic'],
      ['/classic/easy', 'Classic'],
      ['/image-guess', 'Image guess'],
      ['/channel-guess', 'Channel guess'],
      [`/crono/${date}`, 'Crono · Daily game'],
    ] as const;
    const page = await suite.browser.newPage();
    for (const [path, name] of pages) {
      await page.goto(`${suite.product.baseUrl}${path}`);
      // The game itself is on screen (Crono draws on the client: its start button).
      await page
        .locator('[data-guessdle-widget] h2, [data-guessdle-widget] button')
        .first()
        .waitFor();
      const headings = page.getByRole('heading', { level: 1 });
      expect(await headings.allTextContents(), path).toEqual([name]);
      expect(await axeViolations(page, ['page-has-heading-one']), path).toEqual([]);
    }
    await page.close();
  });

  it("titles today's Crono game as the daily game, not a new one", async () => {
    const { date } = await api<{ date: string }>('/api/server-date/');
    const page = await suite.browser.newPage();
    await page.goto(`${suite.product.baseUrl}/crono/${date}`);
    await page.getByRole('heading', { level: 1, name: 'Crono · Daily game' }).waitFor();
    await expect.poll(() => page.title()).toBe('Daily Crono · Guessdle');
    await page.close();
  });
});

describe('given the picture games before they are won', () => {
  it.each([
    {
      mode: 'image-guess' as const,
      secretsOf: (id: string) => {
        const performer = performers.find((p) => p.profileUrl === id)!;
        return [id, id.split('/').pop()!, performer.profilePictureUrl];
      },
      alt: 'Picture of the mystery performer',
    },
    {
      mode: 'channel-guess' as const,
      secretsOf: (id: string) => [id, channels.find((c) => c.id === id)!.photo],
      alt: 'Logo of the mystery channel, blurred',
    },
  ])(
    '$mode loads its picture from an address that does not name the answer',
    async ({ mode, secretsOf, alt }) => {
      const { today } = await api<{ today: string }>(`/api/${mode}/daily-guess/`);
      const secrets = secretsOf(today);
      const page = await suite.browser.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto(`${suite.product.baseUrl}/${mode}`);
      const picture = page.getByRole('img', { name: alt });
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      const src = (await picture.getAttribute('src')) ?? '';
      expect(src).toContain(`/assets/daily/${mode}/`);
      for (const secret of secrets) {
        expect(src).not.toContain(secret);
        // Nor anything else the page asked for: a preload, the network panel.
        expect(requested.filter((url) => url.includes(secret))).toEqual([]);
      }
      await page.close();
    },
  );
});

describe('given a game page the visitor has not clicked into', () => {
  it('takes a name typed on the page into the search box, as its hint says', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.product.baseUrl}/classic`);
    await page.getByText('Type any pornstar name to begin.').waitFor();
    const input = page.getByPlaceholder('Search for a pornstar');
    // Once the page is live (hydrated): its search answers a typed name.
    await input.fill('a');
    await page.getByRole('option').first().waitFor();
    await input.fill('');
    await input.blur();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.type('Ja');
    await expect.poll(() => input.inputValue()).toBe('Ja');
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.close();
  });
});

describe('given a game open in two tabs', () => {
  it("updates the second tab's counter once the first tab wins", async () => {
    const { today } = await api<{ today: string }>('/api/image-guess/daily-guess/');
    const answer = performers.find((p) => p.profileUrl === today)!.name;
    const context = await suite.browser.newContext();
    const [first, second] = [await context.newPage(), await context.newPage()];
    const counter = (page: Page) => page.getByText(/already found out!/);
    const countOn = async (page: Page) => Number(/\d+/.exec(await counter(page).innerText())?.[0]);
    for (const page of [first, second]) {
      await page.goto(`${suite.product.baseUrl}/image-guess`);
      await counter(page).waitFor();
    }
    const before = await countOn(second);
    await guess(first, answer);
    await first.getByText('Congratulations!').waitFor();
    await expect.poll(() => countOn(first)).toBe(before + 1);
    // The second tab shows the win (it shares the storage) and the new count.
    await second.getByText('Congratulations!').waitFor();
    await expect.poll(() => countOn(second), { timeout: 15_000 }).toBe(before + 1);
    await context.close();
  });
});
