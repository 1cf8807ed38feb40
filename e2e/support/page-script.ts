import type { Page } from 'playwright-core';

/**
 * Runs `script` in `page` as a file of the page's own origin at `urlPath` (the site's CSP allows
 * only its own scripts), served by a Playwright route. The route goes once the script has loaded:
 * while a page has a route, Playwright holds every request of that page until its driver lets it
 * go (10–20 ms each on the project's 2-core machine), a wait the benches would count in every
 * request they time.
 */
export async function addPageScript(page: Page, urlPath: string, script: string): Promise<void> {
  const pattern = `**${urlPath}`;
  await page.route(pattern, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: script }),
  );
  await page.addScriptTag({ url: new URL(urlPath, page.url()).href });
  await page.unroute(pattern);
}
