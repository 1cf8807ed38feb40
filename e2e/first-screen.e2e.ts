import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { productInChromium } from './support/suite';

/**
 * The first screen of the built product: the server writes what a page needs first into the page
 * (packages/server/src/routes/first-screen.ts), so the site renders the page itself on its first
 * render, with no call to the API before it and no loading view in between. The game's dataset is
 * the one call: the page requests it by its version once the first screen is painted.
 */
const suite = productInChromium();

/**
 * Records what #root first shows (its text, and whether it holds a widget) and every same-origin
 * request. What the server wrote into #root counts once the HTML parser has moved past it: the
 * parser may insert it in pieces, and a busy machine made it yield after an empty first element.
 * An empty #root counts at the first render of the site's code instead.
 */
async function openRecorded(url: string, init = '') {
  const page = await suite.browser.newPage({ locale: 'en-US' });
  const requests: string[] = [];
  page.on('request', (request) => {
    const { origin, pathname, search } = new URL(request.url());
    if (origin === suite.product.baseUrl) requests.push(pathname + search);
  });
  await page.addInitScript(`
    ${init}
    const record = () => {
      const root = document.getElementById('root');
      if (window.__firstRender || !root || !root.firstChild) return false;
      if (document.readyState === 'loading' && !root.nextSibling) return false;
      window.__firstRender = {
        at: performance.now(),
        text: root.textContent,
        widget: root.querySelector('[data-guessdle-widget]') !== null,
      };
      return true;
    };
    new MutationObserver((_records, observer) => {
      if (record()) observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', record);
  `);
  await page.goto(`${suite.product.baseUrl}${url}`);
  return { page, requests };
}

const firstRender = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __firstRender?: { at: number; text: string; widget: boolean } })
        .__firstRender,
  );

/**
 * The resource timing of the first request whose URL holds `part`, once its response has ended.
 * The painted page shows its game before the dataset (or the picture) has arrived, and Chromium
 * adds a resource's entry only when its response ends, so this waits for it rather than reading
 * the entries once.
 */
async function finishedResource(page: Page, part: string) {
  const entry = await page.waitForFunction((name) => {
    const found = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
      (resource) => resource.name.includes(name),
    );
    return (
      found && {
        startTime: found.startTime,
        initiatorType: found.initiatorType,
        transferSize: found.transferSize,
      }
    );
  }, part);
  return (await entry.jsonValue()) as Pick<
    PerformanceResourceTiming,
    'startTime' | 'initiatorType' | 'transferSize'
  >;
}

const FIRST_SCREEN_CALLS =
  /^\/(?:api\/(?:server-date|[a-z-]+\/daily-guess|performers|channels)\/|messages\/)/;

describe('given a visitor opening a page of the built product', () => {
  it.each([
    ['/classic', 'Guess the model or pornstar', 'performers'],
    ['/image-guess', 'Who is this?', 'performers'],
    ['/channel-guess', 'What channel does this logo belong to?', 'channels'],
  ])('%s renders its game at once, without asking the API first', async (url, title, dataset) => {
    const { page, requests } = await openRecorded(url);
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByRole('combobox').waitFor();
    // The page's code was loaded before the first render: no loading view of the site's first.
    expect(await firstRender(page)).toMatchObject({ widget: true });
    // One call: the dataset, by its version (immutable), requested once the page was painted.
    const { startTime } = await finishedResource(page, `/api/${dataset}/?v=`);
    const calls = requests.filter((path) => FIRST_SCREEN_CALLS.test(path));
    expect(calls).toEqual([expect.stringMatching(new RegExp(`^/api/${dataset}/\\?v=[\\w-]+$`))]);
    expect(startTime).toBeGreaterThanOrEqual((await firstRender(page))?.at ?? Infinity);
    await page.close();
  });

  it('answers the dataset from the browser cache on the next visit', async () => {
    const context = await suite.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${suite.product.baseUrl}/classic`);
    await page.getByRole('combobox').waitFor();
    // The painted page shows its search box before the dataset has arrived: leaving before the
    // response ends would abort it, and there would be nothing in the cache to find.
    await finishedResource(page, '/api/performers/');
    await page.goto(`${suite.product.baseUrl}/image-guess`);
    await page.getByRole('combobox').waitFor();
    // The second page names the same version: Chromium has it, and does not ask the server.
    expect(await finishedResource(page, '/api/performers/')).toMatchObject({ transferSize: 0 });
    const requested = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/api/performers/')).length,
    );
    expect(requested).toBe(1);
    await context.close();
  });

  it("downloads a picture mode's picture from the page's hint, beside the script", async () => {
    const { page } = await openRecorded('/image-guess');
    const picture = page.getByRole('img', { name: 'Picture of the mystery performer' });
    await picture.waitFor();
    const src = await picture.getAttribute('src');
    expect(src).toMatch(/^\//);
    expect(await finishedResource(page, `${suite.product.baseUrl}${src}`)).toMatchObject({
      initiatorType: 'link',
    });
    await page.close();
  });

  it('asks the API for the texts of a language picked on the site that the browser does not prefer', async () => {
    const { page, requests } = await openRecorded(
      '/classic',
      `localStorage.setItem('language', 'pl');`,
    );
    await page.getByText('Zgadnij modelkę, modela lub gwiazdę porno').waitFor();
    expect(requests).toContain('/messages/pl.json');
    expect(
      requests.filter(
        (path) =>
          FIRST_SCREEN_CALLS.test(path) &&
          path !== '/messages/pl.json' &&
          !path.startsWith('/api/performers/?v='),
      ),
    ).toEqual([]);
    await page.close();
  });
});
