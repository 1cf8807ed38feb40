// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/**
 * The arrows between packages (docs/architecture.md), one list of forbidden imports per package.
 * `no-restricted-imports` is set once per file (a later config object replaces an earlier one),
 * so `core/` below adds its own patterns to the games package's list rather than setting its own.
 */
const ours = (...names) => names.map((name) => `@guessdle/${name}`);
const leavesPackage = {
  regex: '^(\\.\\./)+(packages|site|api|data|ui|games|server)/',
  message: 'Import another package by its name (@guessdle/…), never by a path into its folder.',
};
const noReact = {
  group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'styled-components', 'react-i18next'],
  message: 'This package renders nothing: no React, no styling.',
};
/**
 * react-i18next's `useTranslation` takes any string as a key; the typed hooks take only keys
 * English has, so a missing text fails the typecheck. Tests may build their own instances.
 */
const untypedTranslation = {
  name: 'react-i18next',
  importNames: ['useTranslation'],
  message:
    'Read texts through the typed hook (useWidgetTranslation, useSiteTranslation, useEmbedTranslation, useArchiveEdgeTranslation): a key English lacks then fails the typecheck.',
};
/** The modules that wrap `useTranslation` in those typed hooks. */
const typedHooks = {
  games: ['packages/games/src/i18n/keys.ts'],
  site: [
    'site/src/i18n/keys.ts',
    'site/src/pages/embedMessages.ts',
    'site/src/pages/archive/edgeMessages.ts',
  ],
};
/** @type {Record<string, { files: string[], ignores?: string[], patterns: object[], paths?: object[] }>} */
const arrows = {
  data: {
    files: ['packages/data/**/*.{ts,tsx}'],
    patterns: [
      { group: ours('*'), message: 'data imports nothing of ours (arrows: docs/architecture.md).' },
      noReact,
    ],
  },
  api: {
    files: ['packages/api/**/*.{ts,tsx}'],
    patterns: [
      {
        group: ours('ui', 'ui/*', 'games', 'games/*', 'server', 'server/*', 'site', 'site/*'),
        message: 'api imports only data (arrows: docs/architecture.md).',
      },
      noReact,
    ],
  },
  ui: {
    files: ['packages/ui/**/*.{ts,tsx}'],
    patterns: [
      {
        group: ours('*'),
        message: 'ui imports nothing of ours: every text and datum arrives as a prop.',
      },
    ],
  },
  games: {
    files: ['packages/games/**/*.{ts,tsx}'],
    patterns: [
      {
        group: ours('server', 'server/*', 'site', 'site/*'),
        message: 'games imports ui, api and data types only (arrows: docs/architecture.md).',
      },
      {
        group: ['**/testing', '**/testing/*'],
        message:
          'The test fixtures (packages/games/testing) serve tests and stories: shipped code never imports them.',
      },
    ],
    paths: [
      {
        name: '@guessdle/data',
        allowTypeImports: true,
        message:
          'A widget takes its items from the API: data only as types (tests and stories excepted).',
      },
      untypedTranslation,
    ],
  },
  gamesTests: {
    // Tests, stories and their fixtures may build data from the fictional dataset.
    files: [
      'packages/games/**/*.test.{ts,tsx}',
      'packages/games/**/*.stories.tsx',
      'packages/games/testing/**',
    ],
    patterns: [
      {
        group: ours('server', 'server/*', 'site', 'site/*'),
        message: 'games imports ui, api and data (arrows: docs/architecture.md).',
      },
    ],
  },
  server: {
    files: ['packages/server/**/*.{ts,tsx}'],
    patterns: [
      {
        group: ours('ui', 'ui/*', 'games', 'games/*', 'site', 'site/*'),
        message: 'server imports api and data; it loads the site only as a built bundle.',
      },
      noReact,
    ],
  },
  site: {
    files: ['site/**/*.{ts,tsx}'],
    patterns: [
      {
        group: ours('server', 'server/*', 'data', 'data/*'),
        message: 'site composes games, ui and api (arrows: docs/architecture.md).',
      },
    ],
    paths: [untypedTranslation],
  },
};

/**
 * A package's entry lists its names: what a host (or the site) can import is read in one file,
 * and a helper added to a module stays private until it is named there.
 */
const namedExports = {
  selector: 'ExportAllDeclaration',
  message: 'Name each export (`export { A, type B } from …`): an entry lists what it offers.',
};
const curatedEntries = [
  'packages/ui/src/index.ts',
  'packages/games/src/index.ts',
  'packages/games/src/internal.ts',
  'packages/games/src/core/index.ts',
];

/** The `no-restricted-imports` setting of one package, with more patterns of its own. */
function arrowRule(name, ...more) {
  const { paths = [], patterns } = arrows[name];
  return ['error', { paths, patterns: [leavesPackage, ...patterns, ...more] }];
}

/** The same, for a module that wraps `useTranslation` in a typed hook. */
function typedHookRule(name) {
  const [level, { paths, patterns }] = arrowRule(name);
  return [level, { paths: paths.filter((path) => path !== untypedTranslation), patterns }];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      'coverage/**',
      '**/mockServiceWorker.js',
      'packages/data/assets/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...Object.entries(arrows).map(([name, { files }]) => ({
    files,
    rules: { 'no-restricted-imports': arrowRule(name) },
  })),
  ...Object.entries(typedHooks).map(([name, files]) => ({
    files,
    rules: { 'no-restricted-imports': typedHookRule(name) },
  })),
  {
    files: curatedEntries,
    rules: { 'no-restricted-syntax': ['error', namedExports] },
  },
  {
    // The rules are pure: the answer, the date and the guesses are arguments.
    files: ['packages/games/src/core/**/*.ts'],
    ignores: ['packages/games/src/core/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': arrowRule(
        'games',
        {
          group: ['react', 'react-*', 'react/*'],
          message: 'core/ is framework-free: no React (react, react-dom, react-i18next).',
        },
        { group: ['zustand', 'zustand/*'], message: 'core/ holds no state: no zustand.' },
        {
          group: ['i18next', 'i18next/*', '@guessdle/ui'],
          message: 'core/ is pure rules: no translation (i18next) and no UI (@guessdle/ui).',
        },
        {
          group: ['styled-components', 'styled-components/*', 'polished', 'polished/*'],
          message: 'core/ is pure rules: no styling (styled-components, polished).',
        },
        {
          regex: '^@guessdle/api(?!/modes$)(/.*)?$',
          message: 'core/ takes only the dependency-free `@guessdle/api/modes` from the contract.',
        },
        {
          group: ['../*', '../**'],
          message: 'core/ imports nothing of the widgets: only its own modules.',
        },
      ),
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'core/ runs without a DOM.' },
        { name: 'document', message: 'core/ runs without a DOM.' },
        { name: 'localStorage', message: 'core/ never touches storage: return what to store.' },
        { name: 'sessionStorage', message: 'core/ never touches storage.' },
        { name: 'setTimeout', message: 'core/ has no timers: time is an argument.' },
        { name: 'setInterval', message: 'core/ has no timers: time is an argument.' },
        { name: 'fetch', message: 'core/ does no I/O.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'core/ takes the time as an argument.' },
        { object: 'Math', property: 'random', message: 'core/ is deterministic.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'core/ takes the time as an argument.',
        },
        namedExports,
      ],
    },
  },
  {
    // A newcomer reads a module in one sitting (docs/style.md, "Size"): no function (a React
    // component counts) over 150 lines, no module over 300, blank and comment lines aside, in every
    // package, the site and the scripts. A long part is split into named pieces, never let through
    // by a higher limit. Tests, stories and generated files are left out: tests prefer repetition
    // to abstraction (docs/style.md, "Tests and stories"), and nobody edits a generated file.
    files: [
      'packages/*/{src,scripts,bench,testing}/**/*.{ts,tsx,mts,mjs}',
      'packages/*/*.{ts,mts,mjs,cjs}',
      'site/**/*.{ts,tsx}',
      'scripts/**/*.{ts,tsx,mts,mjs}',
      'e2e/support/**/*.ts',
      '.storybook/**/*.{ts,tsx}',
      '*.{js,ts,mjs}',
    ],
    ignores: [
      '**/*.test.*',
      '**/*.stories.*',
      '**/*.e2e.ts',
      '**/*.bench.ts',
      // Written by `pnpm --filter @guessdle/ui themes` from themes.source.ts.
      'packages/ui/src/theme/themes.ts',
    ],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 150, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Stories and tests wait on conditions; a timeout of their own makes them depend on how fast
    // the machine is. The one safety net lives in .storybook/preview.tsx and vitest.dom-setup.ts.
    files: ['**/*.stories.tsx', 'packages/games/testing/**', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name=/^(waitFor|waitForElementToBeRemoved)$/] > ObjectExpression > Property[key.name='timeout']",
          message: 'Wait on the condition alone: the global asyncUtilTimeout is the safety net.',
        },
        {
          selector:
            "CallExpression[callee.property.name=/^findBy|^findAllBy/] > ObjectExpression > Property[key.name='timeout']",
          message: 'Wait on the condition alone: the global asyncUtilTimeout is the safety net.',
        },
      ],
    },
  },
);
