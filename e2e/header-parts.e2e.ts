import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { productInChromium } from './support/suite';

/**
 * The header's menus on the built product: the language picker (with its flags) and the theme
 * picker are painted by the server and hydrated with the page. Whatever the way in (a pointer, a
 * tap, the keyboard), they work at the first try, over the very elements the server painted.
 */
const suite = productInChromium();

const DESKTOP = { viewport: { width: 1280, height: 800 }, locale: 'en-US' } as const;
const PHONE = {
  viewport: { width: 375, height: 740 },
  locale: 'en-US',
  hasTouch: true,
  isMobile: true,
} as const;

interface Visit {
  page: Page;
  /** The page's console messages and errors. */
  said: string[];
}

/**
 * Opens `url`, keeping the painted triggers (at DOMContentLoaded, before any code ran) to compare
 * with the hydrated ones.
 */
async function visit(url: string, options: BrowserContextOptions, init = ''): Promise<Visit> {
  const context = await suite.browser.newContext(options);
  const page = await context.newPage();
  const said: string[] = [];
  page.on('console', (message) => said.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => said.push(`pageerror: ${error.message}`));
  await page.addInitScript(`
    ${init}
    document.addEventListener('DOMContentLoaded', () => {
      window.__painted = {
        language: [...document.querySelectorAll('header button')].find((b) => /^Language/.test(b.getAttribute('aria-label') ?? b.textContent ?? '')) ?? null,
        theme: [...document.querySelectorAll('header button')].find((b) => /^Theme/.test(b.textContent ?? '')) ?? null,
      };
    });
  `);
  await page.goto(`${suite.product.baseUrl}${url}`);
  return { page, said };
}

/** Waits until the home page is hydrated: a card's toggle answers a press. */
async function hydratedHome(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Show crono games' });
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
  await page.waitForLoadState('networkidle');
}

/** Whether the trigger named `which` is still the element the server painted. */
function stillPainted(page: Page, which: 'language' | 'theme'): Promise<boolean> {
  return page.evaluate((key) => {
    const painted = (window as unknown as { __painted: Record<string, Element | null> }).__painted[
      key
    ];
    return painted?.isConnected === true;
  }, which);
}

const languageList = (page: Page) => page.getByRole('list', { name: 'Language' });

describe('given the home page on a desktop', () => {
  it('opens the language menu at the first press, over the painted button', async () => {
    const { page, said } = await visit('/', DESKTOP);
    await hydratedHome(page);

    const trigger = page.getByRole('button', { name: 'Language: English' });
    await trigger.click();
    // Opened at the first press, focus on the current language, over the painted button.
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-current')))
      .toBeTruthy();
    expect(await stillPainted(page, 'language')).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    expect(said.filter((line) => /error|warn|re-rendered|hydrat/i.test(line))).toEqual([]);
    await page.context().close();
  });

  it('opens the theme menu from the keyboard at the first Enter', async () => {
    const { page } = await visit('/', DESKTOP);
    await hydratedHome(page);
    const toggle = page.getByRole('button', { name: 'Theme: System' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await stillPainted(page, 'theme')).toBe(true);
    await page.getByRole('button', { name: 'Dark' }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.getAttribute('data-theme')))
      .toBe('dark');
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: /^Theme:/ })
          .first()
          .textContent(),
      )
      .toBe('Theme: Dark');
    await page.context().close();
  });

  it('shows a stored theme choice once hydrated', async () => {
    const { page } = await visit('/', DESKTOP, `localStorage.setItem('theme', 'light');`);
    await page.getByRole('button', { name: 'Theme: Light' }).waitFor();
    await page.context().close();
  });

  it('keeps both menus, painted and working, after moving to a game’s page', async () => {
    const { page, said } = await visit('/', DESKTOP);
    await hydratedHome(page);
    await page.locator('a[href="/image-guess"]').first().click();
    await page.waitForURL(/\/image-guess$/);
    await page.getByRole('heading', { name: 'Who is this?' }).waitFor();
    expect(await stillPainted(page, 'language')).toBe(true);
    expect(await stillPainted(page, 'theme')).toBe(true);

    const trigger = page.getByRole('button', { name: 'Language: English' });
    await trigger.click();
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    expect(said.filter((line) => /error|warn|re-rendered|hydrat/i.test(line))).toEqual([]);
    await page.context().close();
  });
});

describe('given a page the server does not paint', () => {
  it('shows the header’s menus with the page’s first render, not after it', async () => {
    const { page, said } = await visit(
      '/embed',
      DESKTOP,
      `new MutationObserver((_, observer) => {
        const main = document.querySelector('#root main');
        if (!main) return;
        const names = [...document.querySelectorAll('header button')].map((b) => b.getAttribute('aria-label') ?? b.textContent ?? '');
        window.__menusWithPage = names.some((n) => /^Language/.test(n)) && names.some((n) => /^Theme/.test(n));
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });`,
    );
    await page.getByRole('button', { name: 'Language: English' }).waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { __painted: unknown }).__painted),
    ).toEqual({
      language: null,
      theme: null,
    });
    expect(
      await page.evaluate(
        () => (window as unknown as { __menusWithPage: boolean }).__menusWithPage,
      ),
    ).toBe(true);
    expect(said.filter((line) => /error|warn/i.test(line))).toEqual([]);
    await page.context().close();
  });
});

describe('given the home page on a phone', () => {
  it('opens the language menu at the first tap, on a CPU four times slower', async () => {
    const { page } = await visit('/', PHONE);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await hydratedHome(page);
    const trigger = page.getByRole('button', { name: 'Language: English' });
    await trigger.tap();
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await expect(languageList(page).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: /Français/ }).tap();
    await page.getByRole('button', { name: 'Langue: Français' }).waitFor();
    await page.context().close();
  });
});
