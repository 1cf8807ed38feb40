import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { HYDRATING_EVENT } from '@guessdle/api';
import siteEnglish from '../site/src/i18n/locales/en';
import {
  RECORD_EVENTS,
  startEmbedHost,
  type EmbedHost,
  type HostWindow,
} from './support/embed-host';
import { CLASSIC_PLACEHOLDER } from './support/play';

/**
 * Every kind of load that happens later (docs/architecture.md, "Code that loads later"), made to
 * fail on the built product in Chromium, and then to come back: the site's texts before its first
 * render, the widgets' texts, the transfer texts, the QR encoder, an embed's inline module and its
 * game's code. Pages, dialogs and parts of a view: lost-code.e2e.ts. Each load is found by what
 * it carries (a text of its own, the encoder's own message), never by a file name: the bundler
 * names chunks as it likes.
 */

function json<T>(path: string): T {
  return JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as T;
}
const widgetEnglish = json<{ common: { congratulations: string } }>(
  '../packages/games/src/i18n/locales/en.json',
);
const transferEnglish = json<{ open: string }>('../packages/games/src/transfer/locales/en.json');

/** What each kind of load carries, and nothing else the page loads. */
const CARRIES = {
  siteTexts: siteEnglish.feedback,
  widgetTexts: widgetEnglish.common.congratulations,
  transferTexts: transferEnglish.open,
  qrEncoder: 'Data too long',
  classicCode: 'useClassicStore',
} as const;
type Kind = keyof typeof CARRIES;

const HOST_KEY = 'later-loads-host-key';
const FAILED = 'This part could not load.';

let host: EmbedHost;
beforeAll(async () => {
  host = await startEmbedHost(HOST_KEY, (request, productUrl) => ({
    headers: { 'content-type': 'text/html' },
    body: `<!doctype html><html lang="en"><head><script>${RECORD_EVENTS}</script></head><body>
      <div id="game" data-guessdle="classic" data-key="${HOST_KEY}" data-render="inline"></div>
      <script src="${productUrl}/embed.js" async></script></body></html>`,
  }));
});
afterAll(() => host?.close());

/**
 * A page whose loads of the `failing` kinds fail (the connection drops for them) until
 * `serverFixed()` or `comeBack()`: the recovery's check of the page's own server fails with them,
 * as offline, so the page shows its retry rather than reloading. `comeBack` also makes the
 * browser say it is online again, as a connection that comes back does.
 */
async function pageWhere(...failing: (Kind | 'inlineModule')[]) {
  const context = await host.browser.newContext();
  const page = await context.newPage();
  const failed = new Set<string>();
  let down = true;
  await page.route('**/*', async (route: Route) => {
    const request = route.request();
    const { pathname } = new URL(request.url());
    if (down && request.method() === 'HEAD') return route.abort('internetdisconnected');
    if (down && failing.includes('inlineModule') && pathname === '/embed-inline.js') {
      failed.add('inlineModule');
      return route.abort('connectionreset');
    }
    if (!pathname.endsWith('.js')) return route.continue();
    const response = await route.fetch();
    const body = await response.text();
    const kind = failing.find((name) => name !== 'inlineModule' && body.includes(CARRIES[name]));
    if (down && kind) {
      failed.add(kind);
      return route.abort('connectionreset');
    }
    return route.fulfill({ response, body });
  });
  return {
    page,
    failed: () => [...failed].sort(),
    /** Closes the page, its loads still on their way left alone. */
    async close() {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.close();
    },
    /** The loads work again, and nothing tells the page. */
    serverFixed() {
      down = false;
    },
    /** The loads work again, and the browser says it is online. */
    async comeBack() {
      down = false;
      await context.setOffline(true);
      await context.setOffline(false);
    },
  };
}

async function hydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { hydrated?: boolean }).hydrated === true);
}

describe('given the site’s own texts fail to load before its first render', () => {
  it('keeps the painted page and starts once the connection is back', async () => {
    const { close, page, failed, comeBack } = await pageWhere('siteTexts');
    await page.addInitScript(
      `document.addEventListener(${JSON.stringify(HYDRATING_EVENT)}, () => { window.hydrated = true; });`,
    );
    await page.goto(`${host.product.baseUrl}/classic`);
    await page.getByPlaceholder(CLASSIC_PLACEHOLDER).waitFor();
    await expect.poll(failed).toEqual(['siteTexts']);
    expect(await hydrated(page)).toBe(false);

    await comeBack();
    await expect.poll(() => hydrated(page)).toBe(true);
    // The page plays: a search lists its options.
    await page.getByPlaceholder(CLASSIC_PLACEHOLDER).fill('a');
    await page.getByRole('option').first().waitFor();
    await close();
  });
});

describe('given the transfer texts or the QR encoder fail to load', () => {
  it('shows the retry in the button’s place, and the button once its texts load', async () => {
    const { close, page, failed, comeBack } = await pageWhere('transferTexts');
    await page.goto(`${host.product.baseUrl}/classic`);
    await page.locator('header').getByRole('button', { name: 'Statistics' }).click();
    const stats = page.getByRole('dialog', { name: /^Statistics/ });
    await stats.getByText(FAILED).waitFor();
    expect(failed()).toEqual(['transferTexts']);
    expect(await stats.getByRole('button', { name: transferEnglish.open }).count()).toBe(0);

    // The connection comes back: the texts load in place, and the button with them.
    await comeBack();
    await stats.getByRole('button', { name: transferEnglish.open }).waitFor();
    await close();
  });

  it('draws the QR code once its encoder loads', async () => {
    const { close, page, failed, comeBack } = await pageWhere('qrEncoder');
    await page.goto(`${host.product.baseUrl}/classic`);
    await page.locator('header').getByRole('button', { name: 'Statistics' }).click();
    await page.getByRole('button', { name: transferEnglish.open }).click();
    const transfer = page.getByRole('dialog', { name: transferEnglish.open });
    await transfer.getByRole('button', { name: 'Create a code' }).click();
    await transfer.getByText(FAILED).waitFor();
    expect(failed()).toEqual(['qrEncoder']);
    // The code itself is there to type meanwhile.
    await transfer.getByText('Your one-time code').waitFor();

    await comeBack();
    await transfer.getByTestId('transfer-qr').waitFor();
    expect(await transfer.getByText(FAILED).count()).toBe(0);
    await close();
  });
});

describe('given a game inline in another site’s page', () => {
  it('mounts once the inline module loads, after telling the host it did not', async () => {
    const { close, page, failed, comeBack } = await pageWhere('inlineModule');
    await page.goto(host.hostUrl);
    await expect
      .poll(() => page.evaluate(() => (window as HostWindow).events.map((event) => event.type)))
      .toContain('guessdle:error');
    expect(failed()).toEqual(['inlineModule']);

    await comeBack();
    await page.getByPlaceholder(CLASSIC_PLACEHOLDER).waitFor();
    await expect
      .poll(() => page.evaluate(() => (window as HostWindow).events.map((event) => event.type)))
      .toContain('guessdle:ready');
    await close();
  });

  it('shows the retry in the game’s place when its code fails, and the game after', async () => {
    const { close, page, failed, comeBack } = await pageWhere('classicCode');
    await page.goto(host.hostUrl);
    await page.getByText(FAILED).waitFor();
    expect(failed()).toEqual(['classicCode']);

    await comeBack();
    await page.getByPlaceholder(CLASSIC_PLACEHOLDER).waitFor();
    expect(await page.getByText(FAILED).count()).toBe(0);
    await close();
  });

  it('shows the retry in the game’s place when its texts fail, and the game once the player presses it', async () => {
    const { close, page, failed, serverFixed } = await pageWhere('widgetTexts');
    await page.goto(host.hostUrl);
    const retry = page.getByRole('button', { name: 'Try again' });
    await retry.waitFor();
    expect(failed()).toEqual(['widgetTexts']);
    expect(await page.getByPlaceholder(CLASSIC_PLACEHOLDER).count()).toBe(0);

    serverFixed();
    await retry.click();
    await page.getByPlaceholder(CLASSIC_PLACEHOLDER).waitFor();
    expect(await page.getByText(FAILED).count()).toBe(0);
    await close();
  });
});
