import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildEnvironmentOptions } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the site's own copies of the design card's run-time packages live (pnpm links them). */
const cardPackages = {
  react: 'node_modules/react',
  'react-dom': 'node_modules/react-dom',
  'styled-components': 'site/node_modules/styled-components',
  i18next: 'site/node_modules/i18next',
  'react-i18next': 'site/node_modules/react-i18next',
  zustand: 'packages/games/node_modules/zustand',
};

/**
 * Builds what `dir` holds with React + ReactDOM alone: this repository's copies, this Vite, the
 * production build. The baselines of `pnpm size` and `pnpm bench:web` are built with it, and the
 * embed e2e's host app (another copy of React on the host page).
 */
export async function buildReactOnly(dir: string, options: BuildEnvironmentOptions): Promise<void> {
  await buildWith(dir, options, {
    react: cardPackages.react,
    'react-dom': cardPackages['react-dom'],
  });
}

/**
 * Builds what `dir` holds with the design card's run-time stack (React, ReactDOM,
 * styled-components, i18next, react-i18next, zustand): the copies the site ships, this Vite.
 */
export async function buildCardStack(dir: string, options: BuildEnvironmentOptions): Promise<void> {
  await buildWith(dir, options, cardPackages);
}

async function buildWith(
  dir: string,
  options: BuildEnvironmentOptions,
  packages: Record<string, string>,
): Promise<void> {
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    resolve: {
      alias: Object.fromEntries(
        Object.entries(packages).map(([name, at]) => [name, path.join(root, at)]),
      ),
    },
    // A library build keeps `process.env.NODE_ENV` as written; pages get it replaced anyway.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: options,
  });
}

/** A page that renders one paragraph with React + ReactDOM alone. */
export const REACT_ONLY_PAGE =
  "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
  "createRoot(document.getElementById('root')).render(createElement('p', null, 'baseline'));\n";

/**
 * A page that imports and uses each package of the design card's run-time stack once: a zustand
 * store, an i18next instance given to react-i18next, a styled-components theme and component.
 * What any page built on that stack pays before its own code.
 */
export const CARD_STACK_PAGE = `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import styled, { ThemeProvider } from 'styled-components';
import { createInstance } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createStore, useStore } from 'zustand';

const store = createStore(() => ({ count: 1 }));
const i18n = createInstance({
  lng: 'en',
  initAsync: false,
  resources: {
    en: {
      translation: {
        title: 'Guess the model or pornstar',
        modes_one: 'A new puzzle every day in {{count}} mode.',
        modes_other: 'A new puzzle every day in {{count}} modes.',
      },
    },
  },
});
i18n.init();
const Title = styled.h1\`color: \${(p) => p.theme.color};\`;
function App() {
  const { t } = useTranslation();
  const count = useStore(store, (s) => s.count);
  return h('main', null, h(Title, null, t('title')), h('p', null, t('modes', { count })));
}
createRoot(document.getElementById('root')).render(
  h(I18nextProvider, { i18n }, h(ThemeProvider, { theme: { color: 'black' } }, h(App))),
);
`;

/** Writes a baseline page (`index.html` + `main.js`) into `dir`. */
export function writeBaselinePage(dir: string, source: string, html = 'index.html'): void {
  writeFileSync(
    path.join(dir, html),
    '<!doctype html><div id="root"></div><script type="module" src="./main.js"></script>',
  );
  writeFileSync(path.join(dir, 'main.js'), source);
}
