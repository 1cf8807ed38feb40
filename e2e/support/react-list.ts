import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { buildReactOnly } from '../../scripts/react-only';
import { addPageScript } from './page-script';

const here = path.dirname(fileURLToPath(import.meta.url));
const GLOBAL = '__benchReactList';
const ROUTE = '/__bench/react-list.js';

/** The bare React list (react-list-app.ts) built as one script: React + ReactDOM production, this Vite. */
export async function buildReactList(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'guessdle-react-list-'));
  try {
    await buildReactOnly(dir, {
      outDir: path.join(dir, 'dist'),
      minify: true,
      lib: {
        entry: path.join(here, 'react-list-app.ts'),
        formats: ['iife'],
        name: GLOBAL,
        fileName: () => 'react-list.js',
      },
    });
    return readFileSync(path.join(dir, 'dist/react-list.js'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type ListWindow = Window & {
  [GLOBAL]: { mount(names: readonly string[], limit: number): void };
};

/**
 * Mounts the bare React list in `page`: its script is served from the page's own origin (the
 * page's CSP allows only that), then rendered with `names`, at most `limit` shown.
 */
export async function mountReactList(
  page: Page,
  script: string,
  names: readonly string[],
  limit: number,
): Promise<void> {
  await addPageScript(page, ROUTE, script);
  await page.evaluate(
    ([list, max]) => (window as unknown as ListWindow).__benchReactList.mount(list, max),
    [names, limit] as const,
  );
}
