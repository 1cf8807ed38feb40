import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { buildReactOnly } from '../../scripts/react-only';

const here = path.dirname(fileURLToPath(import.meta.url));
const GLOBAL = '__benchReactRound';
const ROUTE = '/__bench/react-round.js';

/** The bare React round (react-round-app.ts) as one script: React + ReactDOM production, this Vite. */
export async function buildReactRound(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'guessdle-react-round-'));
  try {
    await buildReactOnly(dir, {
      outDir: path.join(dir, 'dist'),
      minify: true,
      lib: {
        entry: path.join(here, 'react-round-app.ts'),
        formats: ['iife'],
        name: GLOBAL,
        fileName: () => 'react-round.js',
      },
    });
    return readFileSync(path.join(dir, 'dist/react-round.js'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type RoundWindow = Window & {
  [GLOBAL]: { mount(photos: readonly string[], holdMs: number): void };
};

/**
 * Mounts the bare React round in `page`: its script is served from the page's own origin (the
 * page's CSP allows only that), then rendered with `photos` (addresses the page may load). The
 * route that serves it is removed once it has loaded.
 */
export async function mountReactRound(
  page: Page,
  script: string,
  photos: readonly string[],
  holdMs: number,
): Promise<void> {
  const pattern = `**${ROUTE}`;
  await page.route(pattern, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: script }),
  );
  await page.addScriptTag({ url: new URL(ROUTE, page.url()).href });
  // While a route is set, Playwright holds every request of the page until its driver lets it
  // go (10–20 ms each on a busy 2-core machine): the picks' requests would carry that wait.
  await page.unroute(pattern);
  await page.evaluate(
    ([list, hold]) => (window as unknown as RoundWindow).__benchReactRound.mount(list, hold),
    [photos, holdMs] as const,
  );
}
