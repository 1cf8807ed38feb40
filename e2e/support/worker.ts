import type { Page } from 'playwright-core';

/**
 * Waits until the site's service worker is activated (its pages fetched ahead) and controls
 * `page`. The context must allow workers (`serviceWorkers: 'allow'`; browser.ts blocks them
 * by default).
 */
export async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (!worker || worker.state === 'activated') return;
    await new Promise<void>((resolve) =>
      worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
    );
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
