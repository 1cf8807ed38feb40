import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumEnv, chromiumPath } from '../../scripts/chromium';

/**
 * How long a locator or navigation waits for its condition before the test fails. Only a safety
 * net: tests wait on what the page shows, and a busy machine may be many times slower than a quiet
 * one. Playwright's own default (30 s) failed on such a machine.
 */
export const E2E_WAIT_MS = 90_000;

/**
 * Debian's Chromium driven by playwright-core (Playwright cannot download browsers here), seeing
 * only the repo's pinned fonts (scripts/visual/fonts.conf), as the story tests do.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
    env: chromiumEnv,
    headless: true,
  });
  // Every context (browser.newPage() makes one too) gets the safety net above, and no service
  // worker unless it asks for one (`serviceWorkers: 'allow'`, offline.e2e.ts): the other tests
  // play the page as a browser without the worker does, and their `page.route` sees every request
  // (Playwright's routes do not see what a worker answers).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext({ serviceWorkers: 'block', ...options });
    // The site registers no worker where the browser has none (site/src/serviceWorker.ts), so
    // Playwright's block prints no warning into the console the tests read.
    if (options?.serviceWorkers !== 'allow') {
      // As text: a function would be serialized as the runner compiled it (tsx adds `__name`).
      await context.addInitScript({
        content:
          "Object.defineProperty(Navigator.prototype, 'serviceWorker', { get: () => undefined });",
      });
    }
    context.setDefaultTimeout(E2E_WAIT_MS);
    context.setDefaultNavigationTimeout(E2E_WAIT_MS);
    return context;
  };
  return browser;
}
