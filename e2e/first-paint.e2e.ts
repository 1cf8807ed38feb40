import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HYDRATING_EVENT } from '@guessdle/api';
import { performers } from '@guessdle/data';
import { gameModeKey, guessesKey } from '@guessdle/games/core';
import { requestsCodeOf } from './support/chunks';
import { productInChromium } from './support/suite';

/**
 * The first paint of the built product: the server renders the first screen of the home page and
 * the daily games' pages into the page (site/src/entry-server.tsx), the code is fetched only once
 * the page is there, and the site then hydrates it: same elements, no second render, what the
 * player typed meanwhile kept.
 */
const suite = productInChromium();

const PHONE = { viewport: { width: 375, height: 740 }, locale: 'en-US' } as const;

async function today(): Promise<{ date: string; answer: string }> {
  const response = await fetch(`${suite.product.baseUrl}/api/classic/daily-guess/`, {
    headers: { 'x-api-key': 'guessdle-dev-key' },
  });
  const body = (await response.json()) as { date: string; today: string };
  return { date: body.date, answer: body.today };
}

/** A performer of the shipped dataset who is not today's answer. */
async function wrongPerformer() {
  const { answer } = await today();
  return performers.find((p) => p.profileUrl !== answer && /^[A-Za-z]{4}/.test(p.name))!;
}

/**
 * Holds back the site's entry script (`index.html`'s in Vite's manifest) until `release()`, as a slow network
 * would; `asked()` tells whether the page has asked for it yet.
 */
async function holdEntryScript(page: Page): Promise<{ release(): void; asked(): boolean }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  const isEntry = requestsCodeOf('index.html');
  await page.route(isEntry, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release: () => release(), asked: () => asked };
}

/**
 * Opens `url`, keeping at DOMContentLoaded (before the page's code may run) the painted heading
 * and search field, and every console message of the page.
 */
async function open(url: string, init = ''): Promise<{ page: Page; console: string[] }> {
  const page = await suite.browser.newPage(PHONE);
  const console: string[] = [];
  page.on('console', (message) => console.push(`${message.type()}: ${message.text()}`));
  await page.addInitScript(`
    ${init}
    document.addEventListener('DOMContentLoaded', () => {
      window.__painted = {
        heading: document.querySelector('#root h2'),
        field: document.querySelector('#root [role="combobox"]'),
      };
    });
  `);
  await page.goto(`${suite.product.baseUrl}${url}`);
  return { page, console };
}

describe('given a visitor with scripts turned off', () => {
  it.each([
    ['/', 'Guess the model or pornstar'],
    ['/classic', 'Guess the model or pornstar'],
    ['/image-guess', 'Who is this?'],
    ['/channel-guess', 'What channel does this logo belong to?'],
  ])('%s still shows its first screen', async (url, heading) => {
    const context = await suite.browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${suite.product.baseUrl}${url}`);
    await expect(page.getByRole('heading', { name: heading }).isVisible()).resolves.toBe(true);
    if (url !== '/') {
      await expect(page.getByRole('combobox').isVisible()).resolves.toBe(true);
    }
    if (url === '/image-guess') {
      const picture = page.getByRole('img', { name: 'Picture of the mystery performer' });
      // Loaded from the HTML alone: the picture has its size, no script involved.
      await page.waitForFunction(
        () => (document.querySelector('#root img') as HTMLImageElement | null)?.naturalWidth,
      );
      expect(await picture.getAttribute('src')).toMatch(/^\/assets\//);
    }
    await context.close();
  });

  it("a Crono game's page shows the rules, with the server's run length", async () => {
    const context = await suite.browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${suite.product.baseUrl}/crono/${(await today()).date}`);
    // The run's length comes from the server's configuration (the product runs the default).
    const rules = page.getByText('as many as you can in 60 seconds', { exact: false });
    await expect(rules.isVisible()).resolves.toBe(true);
    // Only the rules: whether this visitor's run has started is for the game to say.
    await expect(page.getByRole('button', { name: 'Start game' }).count()).resolves.toBe(0);
    await context.close();
  });
});

describe('given a visitor opening a painted page', () => {
  it.each(['/', '/classic', '/image-guess'])(
    '%s asks for no script until its HTML is all in',
    async (url) => {
      const page = await suite.browser.newPage(PHONE);
      const events: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('.js')) events.push('script');
      });
      page.on('domcontentloaded', () => events.push('page'));
      await page.goto(`${suite.product.baseUrl}${url}`);
      await page.waitForFunction(
        () => document.querySelectorAll('script[src], link[rel="modulepreload"]').length > 0,
      );
      await page.waitForLoadState('networkidle');
      expect(events[0]).toBe('page');
      expect(events).toContain('script');
      await page.close();
    },
  );

  it.each(['/classic', '/image-guess', '/channel-guess'])(
    '%s is hydrated: the painted elements stay, and nothing is rendered twice',
    async (url) => {
      const { page, console } = await open(url);
      const field = page.getByRole('combobox');
      await field.fill('a');
      await page.getByRole('option').first().waitFor();
      const kept = await page.evaluate(() => {
        const painted = (window as unknown as { __painted: Record<string, Element | null> })
          .__painted;
        return {
          heading: painted.heading?.isConnected === true,
          field: painted.field === document.querySelector('[role="combobox"]'),
        };
      });
      expect(kept).toEqual({ heading: true, field: true });
      expect(console.filter((line) => /re-rendered|hydrat/i.test(line))).toEqual([]);
      await page.close();
    },
  );

  it("shows a returning player's stored guesses over the painted page", async () => {
    const { date } = await today();
    const wrong = await wrongPerformer();
    const key = guessesKey(date, gameModeKey('classic'));
    const { page, console } = await open(
      '/classic',
      `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(JSON.stringify([wrong.profileUrl]))});`,
    );
    await page.getByRole('row').filter({ hasText: wrong.name }).waitFor();
    const headingKept = await page.evaluate(
      () =>
        (window as unknown as { __painted: { heading: Element | null } }).__painted.heading
          ?.isConnected === true,
    );
    expect(headingKept).toBe(true);
    expect(console.filter((line) => /re-rendered/i.test(line))).toEqual([]);
    await page.close();
  });

  it('acts on a button pressed before the code arrived, once the page is hydrated', async () => {
    const page = await suite.browser.newPage(PHONE);
    // The site's entry is held until the visitor has pressed the painted button.
    const entry = await holdEntryScript(page);
    await page.goto(suite.product.baseUrl, { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('button', { name: 'Show crono games' });
    await toggle.click();
    // The press asked for the code at once, and nothing happened yet.
    await expect.poll(entry.asked).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    entry.release();
    await page.getByRole('link', { name: /Daily game/ }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.close();
  });

  it('keeps what a player on a slow phone typed before the code arrived, and searches it', async () => {
    const wrong = await wrongPerformer();
    const page = await suite.browser.newPage(PHONE);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The site's entry is held until the player has typed into the painted field.
    const entry = await holdEntryScript(page);
    await page.goto(`${suite.product.baseUrl}/classic`, { waitUntil: 'domcontentloaded' });
    const field = page.getByRole('combobox');
    await field.click();
    const typed = wrong.name.slice(0, 4);
    await field.pressSequentially(typed);
    await page.waitForFunction(() => document.querySelector('[role="combobox"]') !== null);
    entry.release();
    await page
      .getByRole('option', { name: new RegExp(`^${wrong.name}`) })
      .first()
      .waitFor();
    expect(entry.asked()).toBe(true);
    expect(await field.inputValue()).toBe(typed);
    // Typing goes on in the same field, and the guess is made.
    await field.pressSequentially(wrong.name.slice(4));
    await page
      .getByRole('option', { name: new RegExp(`^${wrong.name}$`) })
      .first()
      .waitFor();
    await field.press('Enter');
    await page.getByRole('row').filter({ hasText: wrong.name }).waitFor();
    await page.close();
  });
});

/** What the browser says when hydration or the styles go wrong (React, styled-components). */
const STYLE_OR_HYDRATION =
  /hydrat|re-rendered|did not match|class ?names?|styled-components|Warning:|Minified React error/i;

describe('given the built pages taken over by the site', () => {
  it.each([
    ['/', 'role=link[name=/Image guess/]'],
    ['/classic', 'role=combobox'],
    ['/image-guess', 'role=combobox'],
    ['/crono/new', 'role=button >> nth=0'],
    ['/crono/{today}', 'role=button[name="Start game"]'],
  ])(
    '%s says nothing about hydration or styles, and keeps the painted class names',
    async (path, ready) => {
      const url = path.replace('{today}', (await today()).date);
      const page = await suite.browser.newPage(PHONE);
      const said: string[] = [];
      page.on('console', (message) => said.push(`${message.type()}: ${message.text()}`));
      page.on('pageerror', (error) => said.push(`pageerror: ${error.message}`));
      await page.addInitScript(`
        window.__hydrating = new Promise((resolve) =>
          document.addEventListener(${JSON.stringify(HYDRATING_EVENT)}, resolve, { once: true }));
        document.addEventListener('DOMContentLoaded', () => {
          window.__painted = [...document.querySelectorAll('style[data-styled]')]
            .map((style) => style.textContent).join('');
        });
      `);
      await page.goto(`${suite.product.baseUrl}${url}`);
      await page.locator(ready).first().waitFor();
      const painted = await page.evaluate(
        () => (window as unknown as { __painted: string }).__painted,
      );
      if (url !== '/crono/new') {
        // Painted by the server: its styles came with the page, and the site hydrated it.
        expect(painted).toContain('data-styled.g');
        await page.evaluate(
          () => (window as unknown as { __hydrating: Promise<void> }).__hydrating,
        );
      }
      await page.waitForLoadState('networkidle');
      // A class the browser wrote rules for but no element carries: the site named a component
      // differently from the server, and the element kept the server's name. (A page the browser
      // renders alone may show and drop its loading view: only painted pages are checked.)
      const orphans = await page.evaluate((serverCss) => {
        const classes = new Set<string>();
        const visit = (rules: CSSRuleList) => {
          for (const rule of rules) {
            if (rule instanceof CSSStyleRule) {
              for (const [, name] of rule.selectorText.matchAll(/\.([\w-]+)/g)) classes.add(name!);
            } else if (rule instanceof CSSGroupingRule) visit(rule.cssRules);
          }
        };
        for (const sheet of document.styleSheets) visit(sheet.cssRules);
        return [...classes].filter(
          (name) =>
            !serverCss.includes(`.${name}`) && document.getElementsByClassName(name).length === 0,
        );
      }, painted);
      if (url !== '/crono/new') expect(orphans).toEqual([]);
      expect(said.filter((line) => STYLE_OR_HYDRATION.test(line))).toEqual([]);
      await page.close();
    },
  );
});
