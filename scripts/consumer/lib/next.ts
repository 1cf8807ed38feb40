/**
 * The Next.js App Router host: its app files are the Next.js example of packages/games/README.md,
 * read from the README itself (each code block there that starts with `// <path>`), so the test
 * plays what the README tells a reader to write. Installed and built while the Vite legs run;
 * then started, read as HTML (server-rendered styles, the loading view) and played in Chromium
 * with no console error (a hydration mismatch is one), following the host's language.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { assertNone, playGuess, watchedPage } from './browser';
import { startServer, stopChild } from './serve';
import { NPM_QUIET, commandStep, record, tryStep } from './steps';

/** The files of a README section's code blocks that name their path in their first line. */
export function readmeFiles(readme: string, heading: string): Map<string, string> {
  const start = readme.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`the README has no "${heading}" section`);
  const level = /^#+/.exec(heading)?.[0] ?? '##';
  const rest = readme.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`\\n#{1,${level.length}} `));
  const section = end < 0 ? rest : rest.slice(0, end);
  const files = new Map<string, string>();
  for (const [, body] of section.matchAll(/```tsx?\n([\s\S]*?)```/g)) {
    const named = /^\/\/ ([\w./-]+\.tsx?)[:\s]/.exec(body ?? '');
    if (named?.[1]) files.set(named[1], body ?? '');
  }
  if (files.size === 0) throw new Error(`the README's "${heading}" section names no file`);
  return files;
}

export interface NextContext {
  workDir: string;
  templateDir: string;
  readmePath: string;
  /** The host's versions of the shared libraries, and Next.js's. */
  versions: Record<string, string>;
  tarballs: string[];
}

/** Makes, installs and builds the Next.js app; resolves to its folder, or undefined when it failed. */
export async function buildNextApp(
  context: NextContext,
  env: Record<string, string>,
): Promise<string | undefined> {
  const appDir = path.join(context.workDir, 'next-app');
  cpSync(context.templateDir, appDir, { recursive: true });
  let files: Map<string, string>;
  try {
    files = readmeFiles(readFileSync(context.readmePath, 'utf8'), '### Next.js (App Router)');
  } catch (error) {
    record('[Next.js] the README example', false, String(error));
    return undefined;
  }
  for (const [file, body] of files) {
    mkdirSync(path.dirname(path.join(appDir, file)), { recursive: true });
    writeFileSync(path.join(appDir, file), body);
  }
  record(`[Next.js] the README's example: ${[...files.keys()].join(', ')}`, true);
  const installed = await commandStep(
    `[Next.js] npm install ${Object.entries(context.versions)
      .map(([name, version]) => `${name}@${version}`)
      .join(' ')} and the tarballs`,
    'npm',
    [
      'install',
      ...NPM_QUIET,
      ...Object.entries(context.versions).map(([name, version]) => `${name}@${version}`),
      ...context.tarballs,
    ],
    appDir,
  );
  if (installed.status !== 0) return undefined;
  const built = await commandStep(
    '[Next.js] next build (Turbopack, TypeScript strict)',
    path.join(appDir, 'node_modules/.bin/next'),
    ['build'],
    appDir,
    { env: { ...env, NEXT_TELEMETRY_DISABLED: '1' } },
  );
  return built.status === 0 ? appDir : undefined;
}

/** A text of the installed games package in one language (so wording changes need no edit here). */
function widgetText(appDir: string, language: string, key: string[]): string {
  const file = path.join(appDir, `node_modules/@guessdle/games/src/i18n/locales/${language}.json`);
  let value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`no text ${key.join('.')} in ${language}`);
  return value;
}

export async function checkNextApp(
  appDir: string,
  port: number,
  browser: Browser,
  guess: string,
): Promise<void> {
  let server;
  try {
    server = await startServer(
      path.join(appDir, 'node_modules/.bin/next'),
      ['start', '-p', String(port), '-H', '127.0.0.1'],
      appDir,
      port,
      { NEXT_TELEMETRY_DISABLED: '1' },
    );
    const url = `http://127.0.0.1:${port}/`;
    await tryStep(
      '[Next.js] the server HTML: styles, the host, the widget loading view',
      async () => {
        const html = await (await fetch(url)).text();
        const problems = [
          /<style data-styled[^>]*>[^<]*\.[\w-]+\{/.test(html) ? '' : 'no styled-components rules',
          html.includes('id="host-title"') ? '' : 'no host title',
          /data-guessdle-widget[\s\S]*data-loading-view/.test(html) ? '' : 'no widget loading view',
        ].filter(Boolean);
        assertNone(problems);
      },
    );
    await tryStep(
      '[Next.js] Chromium: hydrates, follows the host language, plays a guess; no console error',
      async () => {
        const { page, problems } = await watchedPage(browser);
        try {
          await page.goto(url);
          const widget = page.locator('[data-guessdle-widget]');
          const title = (language: string) =>
            widget.getByRole('heading', {
              name: widgetText(appDir, language, ['classic', 'title']),
            });
          await title('fr').waitFor();
          const color = await page
            .locator('#host-title')
            .evaluate((element) => getComputedStyle(element).color);
          if (color !== 'rgb(1, 2, 3)') problems.push(`the host's theme does not apply (${color})`);
          await playGuess(page, guess);
          await page.getByRole('button', { name: 'Español' }).click();
          await title('es').waitFor();
          assertNone(problems);
        } finally {
          await page.context().close();
        }
      },
    );
  } catch (error) {
    record('[Next.js] next start', false, String(error));
  } finally {
    await stopChild(server);
  }
}
