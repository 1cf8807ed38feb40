import { createServer, type IncomingMessage, type Server } from 'node:http';
import { expect } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { answerName } from './play';
import { launchBrowser } from './browser';
import { startProduct, type RunningProduct } from './server';

/**
 * What the embed tests share: the built product with a key for a host page on another origin
 * (localhost against the product's 127.0.0.1), that host page's server, a browser, and the
 * helpers that read what the host page saw.
 */

/** A `guessdle:*` DOM event as the host page recorded it (see RECORD_EVENTS). */
export interface HostEvent {
  type: string;
  target: string;
  detail: Record<string, unknown>;
}
export type HostWindow = Window & typeof globalThis & { events: HostEvent[] };

/** A host-page script that records every `guessdle:*` event in `window.events`. */
export const RECORD_EVENTS = `window.events = [];
  for (const type of ['guessdle:ready', 'guessdle:win', 'guessdle:error']) {
    document.addEventListener(type, (e) => window.events.push({ type, target: e.target.id, detail: e.detail }));
  }`;

export interface EmbedHost {
  product: RunningProduct;
  browser: Browser;
  /** The host page's origin, e.g. http://localhost:41234. */
  hostUrl: string;
  close(): Promise<void>;
}

/** What the host server answers to one request: the body and its headers. */
export interface HostAnswer {
  headers: Record<string, string>;
  body: string;
}
export type HostResponder = (request: IncomingMessage, productUrl: string) => HostAnswer;

/** A key the product knows, for another site's origin only: the host's page is refused it. */
export const ELSEWHERE_KEY = 'elsewhere-only-key-1234';

/**
 * Starts the host page's server (answering with `respond`), the built product with `hostKey`
 * allowed for the host's origin only (and the site's own development key, and ELSEWHERE_KEY for
 * another origin), and a browser.
 */
export async function startEmbedHost(hostKey: string, respond: HostResponder): Promise<EmbedHost> {
  let productUrl = '';
  const host: Server = createServer((request, response) => {
    const { headers, body } = respond(request, productUrl);
    response.writeHead(200, headers);
    response.end(body);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const address = host.address();
  const hostPort = typeof address === 'object' && address ? address.port : 0;
  const hostUrl = `http://localhost:${hostPort}`;
  const product = await startProduct({
    API_KEYS: JSON.stringify({
      'guessdle-dev-key': '*',
      [hostKey]: [hostUrl],
      [ELSEWHERE_KEY]: ['https://elsewhere.example'],
    }),
    SITE_API_KEY: 'guessdle-dev-key',
  });
  productUrl = product.baseUrl;
  const browser = await launchBrowser();
  return {
    product,
    browser,
    hostUrl,
    async close() {
      await browser.close();
      await product.stop();
      await new Promise((resolve) => host.close(resolve));
    },
  };
}

/** The events the host page has recorded, as `type target` strings. */
export function hostEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as HostWindow).events.map((e) => `${e.type} ${e.target}`));
}

/** The first recorded event of a type on an element, or undefined. */
export function hostEvent(page: Page, type: string, target: string) {
  return page.evaluate(
    ([type, target]) =>
      (window as HostWindow).events.find((e) => e.type === type && e.target === target),
    [type, target] as const,
  );
}

/** The frame of `mode`'s embed page (one whose address `accept` takes). */
export async function frameOf(
  page: Page,
  mode: string,
  accept: (url: string) => boolean = () => true,
): Promise<Frame> {
  const find = () =>
    page.frames().find((f) => f.url().includes(`/embed/${mode}?`) && accept(f.url()));
  await expect.poll(() => find() !== undefined).toBe(true);
  return find()!;
}

/** The name of today's answer of a performer mode, read from the API as the site would. */
export async function todaysAnswerName(
  product: RunningProduct,
  mode: 'classic' | 'image-guess',
): Promise<string> {
  return answerName(product.baseUrl, mode);
}
