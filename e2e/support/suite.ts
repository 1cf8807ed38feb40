import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startProduct, type RunningProduct } from './server';

export interface ProductInChromium {
  /** The built product, as README starts it (set once the file's `beforeAll` has run). */
  readonly product: RunningProduct;
  /** Debian's Chromium (set once the file's `beforeAll` has run). */
  readonly browser: Browser;
}

/**
 * The built product and a Chromium for the tests of one file: started before them, stopped
 * after. Read `suite.product` and `suite.browser` inside the tests.
 */
export function productInChromium(env: Record<string, string> = {}): ProductInChromium {
  const suite = {} as { product: RunningProduct; browser: Browser };
  beforeAll(async () => {
    suite.product = await startProduct(env);
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.product?.stop();
  });
  return suite;
}
