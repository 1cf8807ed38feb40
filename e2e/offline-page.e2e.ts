import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { productInChromium } from './support/suite';
import { workerInControl } from './support/worker';

/**
 * The service worker's offline page (site/src/sw/offlinePage.ts) in the language the player chose
 * on the site, not the browser's, in Portugal's Portuguese, with words that fit the page it stands
 * for (issue 56, item 4): on a phone that visited once and then lost its connection.
 */
const suite = productInChromium();

/** A phone whose browser speaks `locale`; `chosen`, the language picked on the site, if any. */
async function phone(locale: string, chosen?: string): Promise<BrowserContext> {
  const context = await suite.browser.newContext({
    serviceWorkers: 'allow',
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale,
  });
  if (chosen) {
    // As the language picker keeps it (SPEC §7 browser storage: `language`).
    await context.addInitScript({ content: `localStorage.setItem('language', '${chosen}');` });
  }
  return context;
}

/** One visit with the connection, until the worker controls the page and knows its language. */
async function visitOnce(page: Page, language: string): Promise<void> {
  await page.goto(`${suite.product.baseUrl}/`);
  await workerInControl(page);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const noted = await (await caches.open('guessdle-data')).match('/__guessdle/language');
        return noted ? noted.text() : null;
      }),
    )
    .toBe(language);
}

/** The offline page the worker answers for `path`: its language and its words. */
async function offlineAt(page: Page, path: string) {
  const response = await page.goto(`${suite.product.baseUrl}${path}`);
  expect(response?.fromServiceWorker()).toBe(true);
  expect(response?.status()).toBe(503);
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    title: document.querySelector('h1')?.textContent,
    body: document.querySelector('p')?.textContent,
  }));
}

describe('given a phone offline on a page it never kept', () => {
  it('says so in the language chosen on the site, with words for the page it stands for', async () => {
    // A Portuguese browser; the player picked French on the site.
    const context = await phone('pt-PT', 'fr');
    const page = await context.newPage();
    await visitOnce(page, 'fr');
    await context.setOffline(true);

    const archive = await offlineAt(page, '/classic/archive/2020-01-01');
    expect(archive).toEqual({
      lang: 'fr',
      title: 'Tu es hors ligne',
      body: expect.stringContaining('Une énigme passée a besoin d’une connexion'),
    });
    const crono = await offlineAt(page, '/crono/new');
    expect(crono.body).toContain('Crono se joue en direct');
    for (const seen of [archive, crono]) {
      expect(seen.body).not.toContain('L’énigme du jour');
      expect(seen.body).not.toMatch(/Você|ligação/);
    }
    await context.close();
  });

  it("speaks Portugal's Portuguese to a Portuguese browser that chose nothing", async () => {
    const context = await phone('pt-BR');
    const page = await context.newPage();
    await visitOnce(page, 'pt');
    await context.setOffline(true);
    const seen = await offlineAt(page, '/image-guess/archive/2020-01-01');
    expect(seen).toEqual({
      lang: 'pt-PT',
      title: 'Estás sem ligação',
      body: expect.stringContaining('Um desafio anterior precisa de ligação à internet'),
    });
    expect(seen.body).not.toMatch(/você|conexão/i);
    await context.close();
  });
});
