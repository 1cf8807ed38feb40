import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumArgs, chromiumEnv, chromiumPath } from './scripts/chromium.ts';
import { capturePage, reportDirName, screenshotExpectations } from './scripts/visual/settings.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
// Read workspace packages from their TypeScript sources: no build needed to test.
const source = '@guessdle/source';

// Pre-bundle every browser dependency up front: otherwise Vite discovers some mid-run on a cold
// cache, re-optimises and reloads the page, and the first story run fails.
const browserDeps = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-dev-runtime',
  '@guessdle/ui > styled-components',
  // The Foundations stories compute contrast ratios with polished.
  '@guessdle/ui > polished',
  '@guessdle/games > zustand',
  '@guessdle/games > zustand/vanilla',
  '@guessdle/games > zustand/react/shallow',
  '@guessdle/games > i18next',
  '@guessdle/games > react-i18next',
  '@guessdle/games > fastest-levenshtein',
  '@guessdle/api > zod',
  'msw',
  'msw/browser',
  'msw-storybook-addon',
  'wouter',
  'wouter/memory-location',
  'react-error-boundary',
];

/**
 * Headless Chromium for a browser project, seeing only the repo's pinned fonts
 * (scripts/visual/fonts.conf); with `visualFolder`, one that captures: a page big
 * enough to draw the test frame at one pixel per CSS pixel, captures compared with the baselines
 * of that folder, and `--update` allowed to write them (files on this machine).
 */
function chromiumBrowser(visualFolder?: string) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs, env: chromiumEnv },
      ...(visualFolder ? { contextOptions: { viewport: { ...capturePage } } } : {}),
    }),
    instances: [{ browser: 'chromium' as const }],
    ...(visualFolder
      ? { api: { allowWrite: true }, expect: screenshotExpectations(visualFolder) }
      : {}),
  };
}

// Every story runs as a test in Chromium (with axe) once per theme, so contrast and layout are
// checked in dark, light and high contrast alike, each in another language, so no play function
// leans on English: they find elements by role and by the story's own texts (`storyT`). The game
// widgets' stories (tag `games`) also run in the three other languages, one more project each.
// The preview reads the theme and the language from these defines.
// The three theme projects (`visual`) also capture every story and compare it with its committed
// baseline in that theme (scripts/visual/): visual review on every change.
//
// Each project is a Chromium and a Vite server of its own, and Vitest starts every browser project
// of a run at once, each given `browser.connectTimeout` to launch, pre-bundle and connect: seven
// at once on a 2-core machine busy with other work missed it ("Failed to connect to the browser
// session … within the timeout"). So they start in `wave`s of two, one wave after the other
// (`sequence.groupOrder`): a capture project beside a lighter language-only one, which keeps both
// cores of a quiet machine busy and asks a busy one for two starts at a time, not seven.
const storyRuns = [
  { name: 'storybook', theme: 'dark', locale: 'en', visual: true, wave: 1 },
  { name: 'storybook-games-it', theme: 'dark', locale: 'it', tags: ['games'], wave: 1 },
  { name: 'storybook-light', theme: 'light', locale: 'fr', visual: true, wave: 2 },
  { name: 'storybook-games-pl', theme: 'light', locale: 'pl', tags: ['games'], wave: 2 },
  { name: 'storybook-high-contrast', theme: 'high-contrast', locale: 'es', visual: true, wave: 3 },
  { name: 'storybook-games-pt', theme: 'high-contrast', locale: 'pt', tags: ['games'], wave: 3 },
] as const satisfies readonly {
  name: string;
  theme: string;
  locale: string;
  tags?: string[];
  visual?: boolean;
  wave: number;
}[];
/** The visual review's self-check (one small file) starts with the last wave. */
const lastWave = Math.max(...storyRuns.map((run) => run.wave));
// `VISUAL_REVIEW=off` runs the stories without captures: a quicker local run (`pnpm test` never
// sets it).
const visualReview = process.env.VISUAL_REVIEW !== 'off';
const storyProjects = storyRuns.map((run) => ({
  extends: true as const,
  plugins: [
    storybookTest({
      configDir: path.join(root, '.storybook'),
      ...('tags' in run ? { tags: { include: [...run.tags] } } : {}),
    }),
  ],
  optimizeDeps: { include: browserDeps },
  define: {
    __STORYBOOK_THEME__: JSON.stringify(run.theme),
    __STORYBOOK_LOCALE__: JSON.stringify(run.locale),
    __VISUAL_REPORT_DIR__: JSON.stringify(reportDirName),
    __VISUAL_MAX_HEIGHT__: JSON.stringify(capturePage.height),
  },
  test: {
    name: run.name,
    sequence: { groupOrder: run.wave },
    ...('visual' in run && visualReview
      ? {
          setupFiles: ['scripts/visual/capture.setup.ts'],
          globalSetup: ['scripts/visual/report.ts'],
          provide: { visualFolder: run.theme },
          // A story whose capture differs is captured once more: a real change differs both
          // times (and fails, its diff in the report); a one-off rendering flip of the browser
          // (an anti-aliased corner drawn another way) does not fail the suite.
          retry: 1,
        }
      : {}),
    // A safety net, not a speed budget: play functions wait on conditions (preview.tsx sets their
    // 30 s limit). Vitest's 15 s browser default failed the first story on a busy machine.
    testTimeout: 120_000,
    browser: chromiumBrowser('visual' in run ? run.theme : undefined),
  },
}));

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: [source, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [source, ...defaultServerConditions] } },
  test: {
    browser: {
      // How long a browser project's page may take to connect: Chromium's launch, Vite's first
      // pre-bundling of the story dependencies and the test page's load, all on a machine that
      // may be busy with other work. A safety net, not a wait (a session that connects goes on at
      // once); Vitest's 60 s default was missed on a busy machine. Vitest reads it from this root
      // config only, not from a project's.
      connectTimeout: 300_000,
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          environment: 'node',
          // A safety net, not a speed limit: a busy machine starts ESLint (arrows.test.ts) and
          // TypeScript (json-declarations.test.ts) ten times slower than a quiet one.
          testTimeout: 120_000,
          include: [
            'packages/api/src/**/*.test.ts',
            'packages/data/src/**/*.test.ts',
            'packages/games/src/core/**/*.test.ts',
            'site/build/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // Safety net for a busy machine; tests wait on conditions (see vitest.dom-setup.ts).
          // Two fresh clones' runs with two CPU-bound processes beside them took a widget test
          // past 20 s: the net sits far above that.
          testTimeout: 180_000,
          setupFiles: ['scripts/vitest.dom-setup.ts'],
          include: [
            'packages/ui/src/**/*.test.{ts,tsx}',
            'packages/games/src/**/*.test.{ts,tsx}',
            'site/src/**/*.test.{ts,tsx}',
          ],
          exclude: ['packages/games/src/core/**', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'packages/server/src/**/*.test.ts',
            'packages/server/test/**/*.test.ts',
            'packages/server/bench/**/*.test.ts',
          ],
          // Safety nets for a busy machine (some tests start the real server through tsx).
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      ...storyProjects,
      {
        // The visual review's own check: a one-pixel change to a primitive fails the comparison.
        extends: true,
        optimizeDeps: { include: browserDeps },
        test: {
          name: 'visual-check',
          sequence: { groupOrder: lastWave },
          include: ['scripts/visual/**/*.browser.test.tsx'],
          testTimeout: 120_000,
          // Its deliberate failures leave their pictures in visual-report/one-pixel-check/.
          browser: chromiumBrowser('one-pixel-check'),
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          // Safety nets for a busy machine, not budgets: tests wait on conditions
          // (e2e/support/browser.ts gives locators their limit; expect.poll gets its own here).
          testTimeout: 300_000,
          hookTimeout: 180_000,
          expect: { poll: { timeout: 60_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
