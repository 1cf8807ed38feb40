/**
 * The site rendered on the server, for the page's first paint: the first screen shows without
 * waiting for any script. The API server loads this bundle (site/dist/.ssr/entry-server.js, built
 * by vite.ssr.config.ts) and writes its HTML into #root and its style elements into the head
 * (packages/server/src/routes/page.ts).
 *
 * It renders what the browser's first render shows: the same tree (App.tsx), the same answers
 * (the first screen's, which the widgets read through `api.atHand`), an empty storage and the
 * language of the page's texts. The browser then hydrates it (main.tsx); a visitor's stored
 * guesses show right after.
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { Router } from 'wouter';
import { createHttpApi, type Language } from '@guessdle/api';
import { createMemoryStorage } from '@guessdle/games';
import { SiteApp } from './App';
import { readSiteConfig, type SiteConfig } from './config';
import { siteMessages } from './i18n/all';
import { heldBootData } from './boot';
import { createSiteI18n } from './i18n/instance';
import { preloadPage } from './pageMap';
import type { Site } from './site';

/**
 * What the server needs of the page at an address: its chunks' keys in the Vite manifest (to hint
 * them), the daily game whose answers its first screen carries, and whether it is painted here.
 */
export { pageAt } from './pageMap';

export interface FirstPaintInput {
  /** The page's path, e.g. `/classic/easy`. */
  pathname: string;
  /** The language of the page's texts (the first screen carries that language's widget texts). */
  language: Language;
  /** The first screen's API answers, by the URL the site's client asks for (path and query). */
  responses: Record<string, unknown>;
  /** The page globals the server writes into the page. */
  config: Partial<SiteConfig>;
}

export interface FirstPaint {
  /** The markup of #root. */
  html: string;
  /**
   * The `<style data-styled>` elements of every rule the render used, the page's own (`html,
   * body`) included: styled-components in the browser takes them over instead of writing them again.
   */
  styles: string;
}

/** Never called: nothing that renders on the server asks the network (requests start in effects). */
const noNetwork: typeof fetch = () =>
  Promise.reject(new Error('The server render makes no requests'));

export async function renderFirstPaint(input: FirstPaintInput): Promise<FirstPaint> {
  // The page's code is loaded first, so the render shows the page rather than a fallback.
  await preloadPage(input.pathname);
  const answer = (url: string) =>
    Object.hasOwn(input.responses, url) ? input.responses[url] : undefined;
  const config = readSiteConfig(input.config);
  const held = heldBootData(answer, '', input.language);
  const site: Site = {
    api: createHttpApi({
      baseUrl: '',
      apiKey: config.apiKey,
      fetch: noNetwork,
      atHand: answer,
    }),
    storage: createMemoryStorage(),
    language: input.language,
    // The same texts as the browser's first render (main.tsx): the first screen's answer.
    i18n: createSiteI18n(input.language, siteMessages[input.language], held.messages),
    serverDate: held.serverDate ?? null,
    config,
    featureFlags: [],
    track: () => undefined,
    changeLanguage: () => undefined,
  };
  // One sheet per render: it holds only the rules this page uses.
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <Router ssrPath={input.pathname}>
          <SiteApp site={site} inFrame={false} />
        </Router>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
