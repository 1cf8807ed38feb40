import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleHostScript } from './support/bundle';
import {
  ELSEWHERE_KEY,
  startEmbedHost,
  type EmbedHost,
  type HostAnswer,
} from './support/embed-host';

/**
 * A React host that already runs the design card's stack: its own styled-components
 * `ThemeProvider` and its own i18next instance (German, its own texts), on another origin. It
 * installs the widgets as npm would give them (the built `dist/` of @guessdle/games, ui and api,
 * no source condition) and renders two Classic widgets: one handed the host's i18next instance
 * and French, one with only a language, Spanish. One copy of React, styled-components and
 * i18next serves the host and the widgets.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST_KEY = 'react-host-key-1234';

/**
 * The same copies the site ships: the host and the widgets share them, as a host's bundler would.
 * `@guessdle/*` resolve from the repository's node_modules by their package exports (no source
 * condition), so the host bundles their built `dist/`.
 */
const shared: Record<string, string> = {
  react: 'node_modules/react',
  'react-dom': 'node_modules/react-dom',
  'styled-components': 'site/node_modules/styled-components',
  i18next: 'site/node_modules/i18next',
  'react-i18next': 'site/node_modules/react-i18next',
  zustand: 'packages/games/node_modules/zustand',
};

const HOST_APP = `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import styled, { ThemeProvider } from 'styled-components';
import { createInstance } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createHttpApi } from '@guessdle/api';
import { ClassicGame } from '@guessdle/games';

const hostI18n = createInstance({
  lng: 'de',
  initAsync: false,
  resources: { de: { translation: { greeting: 'Hallo vom Gastgeber' } } },
});
hostI18n.init();
window.hostI18n = hostI18n;
const HostTitle = styled.h1\`color: \${(p) => p.theme.hostInk};\`;
function HostHeader() {
  const { t } = useTranslation();
  return h(HostTitle, { id: 'host-title' }, t('greeting'));
}
const api = createHttpApi({ baseUrl: window.PRODUCT_URL, apiKey: window.HOST_KEY });
// A key this server does not know: the widget says why through onError.
const refusedApi = createHttpApi({ baseUrl: window.PRODUCT_URL, apiKey: 'not-a-key-of-this-server' });
// A key this server gives another site's origin only.
const elsewhereApi = createHttpApi({ baseUrl: window.PRODUCT_URL, apiKey: window.ELSEWHERE_KEY });
window.gameErrors = [];
window.originErrors = [];
createRoot(document.getElementById('root')).render(
  h(I18nextProvider, { i18n: hostI18n },
    h(ThemeProvider, { theme: { hostInk: 'rgb(1, 2, 3)' } },
      h(HostHeader),
      h('section', { id: 'fr-game' }, h(ClassicGame, { api, i18n: hostI18n, language: 'fr' })),
      h('section', { id: 'es-game' }, h(ClassicGame, { api, language: 'es' })),
      h('section', { id: 'refused-game' },
        h(ClassicGame, { api: refusedApi, onError: (error) => window.gameErrors.push(error.reason) })),
      h('section', { id: 'elsewhere-game' },
        h(ClassicGame, { api: elsewhereApi, onError: (error) => window.originErrors.push(error.reason) })),
    ),
  ),
);
`;

/** The host's app, bundled now with the packages' built `dist/`. */
function buildHostApp(): Promise<string> {
  // Inside the repository, so that `@guessdle/*` resolve as installed packages do.
  return bundleHostScript(
    HOST_APP,
    (dir, options) =>
      build({
        root: dir,
        configFile: false,
        logLevel: 'silent',
        resolve: {
          alias: Object.fromEntries(
            Object.entries(shared).map(([name, at]) => [name, path.join(root, at)]),
          ),
        },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: { ...options, rollupOptions: { output: { codeSplitting: false } } },
      }),
    path.join(root, 'node_modules/.cache'),
  );
}

let host: EmbedHost;
let hostApp = '';

beforeAll(async () => {
  hostApp = await buildHostApp();
  host = await startEmbedHost(HOST_KEY, (request, productUrl): HostAnswer =>
    request.url === '/app.js'
      ? { headers: { 'content-type': 'text/javascript' }, body: hostApp }
      : {
          headers: { 'content-type': 'text/html; charset=utf-8' },
          body: `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Host</title>
<script>window.PRODUCT_URL = ${JSON.stringify(productUrl)}; window.HOST_KEY = ${JSON.stringify(HOST_KEY)}; window.ELSEWHERE_KEY = ${JSON.stringify(ELSEWHERE_KEY)};</script>
<script type="module" src="/app.js"></script></head><body><div id="root"></div></body></html>`,
        },
  );
}, 300_000);

afterAll(async () => {
  await host?.close();
});

describe('given a React host with its own styled-components theme and i18next instance', () => {
  it('renders widgets from the built packages in their own languages and theme, and leaves the host as it was', async () => {
    const page = await host.browser.newPage();
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    });
    page.on('pageerror', (error) => messages.push(error.message));
    await page.goto(`${host.hostUrl}/`);

    const french = page.locator('#fr-game');
    const spanish = page.locator('#es-game');
    await french.getByText('Devine le modèle ou la star du porno').waitFor();
    await spanish.getByText('Adivina el modelo o la estrella porno').waitFor();

    // The host's own texts, language and theme are untouched by the widgets.
    await expect.poll(() => page.locator('#host-title').textContent()).toBe('Hallo vom Gastgeber');
    expect(
      await page.evaluate(
        () => (window as unknown as { hostI18n: { language: string } }).hostI18n.language,
      ),
    ).toBe('de');
    expect(
      await page.locator('#host-title').evaluate((element) => getComputedStyle(element).color),
    ).toBe('rgb(1, 2, 3)');

    // The widgets paint their own (dark) surface: the host's theme object does not leak in.
    const surface = french.locator('[data-guessdle-widget]');
    expect(await surface.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(18, 18, 18)',
    );

    // One copy of styled-components for host and widgets: one style sheet in the head (each copy
    // writes its own), and none of its warnings.
    expect(await page.locator('head style[data-styled]').count()).toBe(1);
    expect(messages.filter((text) => /styled-components|several instances/i.test(text))).toEqual(
      [],
    );
    expect(messages.filter((text) => /Minified React error|Warning:/.test(text))).toEqual([]);
    await page.close();
  });

  it('tells the host through onError that the server refuses a key, though the browser hides the answer', async () => {
    const page = await host.browser.newPage();
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto(`${host.hostUrl}/`);
    await page.locator('#refused-game [role="alert"]').waitFor();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { gameErrors: string[] }).gameErrors))
      .toEqual(['key-refused']);
    // A production build (the host bundles with NODE_ENV=production) writes no hint.
    expect(messages.filter((text) => text.includes('API_KEYS'))).toEqual([]);
    await page.close();
  });

  it('tells the host through onError that its origin is not one the key lists', async () => {
    const page = await host.browser.newPage();
    await page.goto(`${host.hostUrl}/`);
    await page.locator('#elsewhere-game [role="alert"]').waitFor();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { originErrors: string[] }).originErrors),
      )
      .toEqual(['origin-refused']);
    await page.close();
  });
});
