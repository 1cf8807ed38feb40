import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';

/** Debian's Chromium driven by playwright-core (Playwright cannot download browsers here). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}
