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
