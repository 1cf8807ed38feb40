import { describe, expect, it } from 'vitest';
import { productInChromium } from './support/suite';

const suite = productInChromium();

// Each page under the server's own Content-Security-Policy (no 'unsafe-eval'), until it shows
// what it is for: a game's search box, the home cards, the configurator's preview.
const PAGES = [
  { path: '/', ready: 'role=link[name=/Image guess/]' },
  { path: '/classic', ready: 'role=combobox' },
  { path: '/image-guess', ready: 'role=combobox' },
  { path: '/channel-guess', ready: 'role=combobox' },
  { path: '/embed', ready: 'role=heading' },
] as const;

describe('the built pages under their Content-Security-Policy', () => {
  it.each(PAGES)('$path loads without a single violation', async ({ path, ready }) => {
    const page = await suite.browser.newPage({ viewport: { width: 375, height: 740 } });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
      });
    });
    const response = await page.goto(`${suite.product.baseUrl}${path}`);
    expect(response?.headers()['content-security-policy']).not.toContain('unsafe-eval');
    await page.locator(ready).first().waitFor();
    // Reports are queued as tasks: one more turn of the page's event loop delivers any pending.
    const violations = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) =>
          setTimeout(() =>
            resolve((window as unknown as { cspViolations: string[] }).cspViolations),
          ),
        ),
    );
    expect(violations).toEqual([]);
    await page.close();
  });
});
