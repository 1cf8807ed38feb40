import { execFile } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_CODE_ID, type FirstPaintCode } from '@guessdle/api';
import { clock, testApp, type TestApp } from '../testing/fixtures';

/**
 * The site alone knows its page files: one renamed needs no change outside the site. A copy of
 * the site, with `src/pages/ClassicPage.tsx` renamed and its name changed only inside the copy,
 * is built as the site's build does (the client, the first-paint loader and the server render);
 * the server then paints `/classic` from that build and hints the chunk that Vite's manifest gives
 * for the renamed file.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const RENAMED = 'DailyClassicPage';
const run = promisify(execFile);
let work: string;
let dist: string;
let t: TestApp;

/** The site's files, the build's tools taken from the workspace as the site's own build does. */
function copySite(to: string): void {
  const from = path.join(repo, 'site');
  cpSync(from, to, {
    recursive: true,
    filter: (file) => !/^(dist|node_modules)(\/|$)/.test(path.relative(from, file)),
  });
  symlinkSync(path.join(from, 'node_modules'), path.join(to, 'node_modules'), 'dir');
}

/** Renames the page file and every reference to it inside `site`: the files that changed. */
function renamePage(site: string): string[] {
  const pages = path.join(site, 'src/pages');
  renameSync(path.join(pages, 'ClassicPage.tsx'), path.join(pages, `${RENAMED}.tsx`));
  const changed: string[] = [];
  for (const entry of readdirSync(path.join(site, 'src'), { recursive: true })) {
    const file = path.join(site, 'src', String(entry));
    if (!/\.tsx?$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    const next = text.replace(/(\/pages\/)ClassicPage(\.tsx)?'/g, `$1${RENAMED}$2'`);
    if (next !== text) {
      writeFileSync(file, next);
      changed.push(path.relative(site, file));
    }
  }
  return changed;
}

async function build(site: string, config?: string): Promise<void> {
  const vite = path.join(repo, 'node_modules/vite/bin/vite.js');
  await run(
    process.execPath,
    [vite, 'build', '--logLevel', 'warn', ...(config ? ['-c', config] : [])],
    {
      cwd: site,
      // A production build, whatever the test runner's NODE_ENV.
      env: { ...process.env, NODE_ENV: 'production' },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
}

beforeAll(async () => {
  // Inside the workspace, so that the copy's imports resolve as the site's do; named `site`, as
  // the site's build configuration expects its files under `/site/src/`.
  work = mkdtempSync(path.join(repo, '.page-rename-'));
  const site = path.join(work, 'site');
  copySite(site);
  // The site's tsconfig extends the workspace's, one folder up.
  writeFileSync(
    path.join(work, 'tsconfig.base.json'),
    JSON.stringify({ extends: path.join(repo, 'tsconfig.base.json') }),
  );
  // The map's line, and the site's own tests that name the file: nothing outside the copy.
  expect(renamePage(site)).toContain('src/pageMap.tsx');
  await build(site);
  await build(site, 'vite.first-paint.config.ts');
  await build(site, 'vite.ssr.config.ts');
  dist = path.join(site, 'dist');
  t = await testApp({
    config: { siteDir: dist, messagesDir: path.join(repo, 'packages/games/src/i18n/locales') },
    now: clock('2026-03-10T12:00:00Z').now,
  });
}, 600_000);

afterAll(async () => {
  await t?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('given a site whose Classic page file was renamed', () => {
  it('paints /classic and has its loader fetch the chunk of the renamed file', async () => {
    const manifest = JSON.parse(
      readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    expect(manifest['src/pages/ClassicPage.tsx']).toBeUndefined();
    const chunk = manifest[`src/pages/${RENAMED}.tsx`]?.file;
    expect(chunk).toBeTruthy();

    const res = await t.app.inject({ url: '/classic' });
    expect(res.statusCode).toBe(200);
    // Painted: the game's first screen is in #root, and the site's code waits for the loader.
    expect(res.body).toMatch(/<div id="root"><[^/]/);
    const code = JSON.parse(
      new RegExp(`<script type="application/json" id="${FIRST_PAINT_CODE_ID}">(.*?)</script>`).exec(
        res.body,
      )?.[1] ?? '{}',
    ) as Partial<FirstPaintCode>;
    expect(code.preload).toContain(`/${chunk}`);
  });

  it("hints the renamed file's chunk with modulepreload on a page the browser renders", async () => {
    const manifest = JSON.parse(
      readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const chunk = manifest[`src/pages/${RENAMED}.tsx`]?.file;
    // Classic's page, with a difficulty it does not know: not painted, its code hinted.
    const res = await t.app.inject({ url: '/classic/nope' });
    expect(res.body).toContain(`<link rel="modulepreload" crossorigin href="/${chunk}">`);
  });
});
