import { fileURLToPath } from 'node:url';

/**
 * Where the tests find Chromium. Playwright cannot download its own browsers on a closed
 * network, so we use the system one (Debian's `chromium`), or whatever CHROMIUM_PATH names.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium quiet and stable on a machine with no internet and little /dev/shm. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

/**
 * The repo's own fontconfig: the browser under test sees only the fonts the visual baselines were
 * drawn with, whatever else the machine has installed (the file says which and why).
 */
export const captureFontconfig = fileURLToPath(new URL('./visual/fonts.conf', import.meta.url));

/**
 * The environment Chromium runs in for the story, end-to-end and Lighthouse runs: this process's,
 * with fontconfig pointed at `captureFontconfig`.
 */
export const chromiumEnv: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  ),
  FONTCONFIG_FILE: captureFontconfig,
};
