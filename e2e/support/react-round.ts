import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { buildReactOnly } from '../../scripts/react-only';
import { addPageScript } from './page-script';

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
 * page's CSP allows only that), then rendered with `photos` (addresses the page may load).
 */
export async function mountReactRound(
  page: Page,
  script: string,
  photos: readonly string[],
  holdMs: number,
): Promise<void> {
  await addPageScript(page, ROUTE, script);
  await page.evaluate(
    ([list, hold]) => (window as unknown as RoundWindow).__benchReactRound.mount(list, hold),
    [photos, holdMs] as const,
  );
}
