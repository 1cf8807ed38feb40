import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ID } from '@guessdle/api';
import {
  clock,
  dataset,
  DEV_KEY_HEADERS,
  tempDir,
  testApp,
  type TestApp,
} from '../testing/fixtures';
import { FIRST_SCREEN_DATASET_MAX_BYTES, languageOf } from './first-screen';
import { writeSite } from '../testing/site';

const dirs = tempDir();
const siteDir = path.join(dirs.dir, 'site');
const messagesDir = path.join(dirs.dir, 'messages');
const INDEX = `<!doctype html><html><head><title>Guessdle</title>
<script src="/config.js"></script></head><body><div id="root"></div></body></html>`;
/**
 * The site's server render, a stand-in: the site says which daily game a page shows (its
 * `pageAt`, from its map of the pages); it paints nothing here.
 */
const RENDER = `const GAMES = {
  '/classic': { mode: 'classic', difficulty: 'hard' },
  '/classic/easy': { mode: 'classic', difficulty: 'easy' },
  '/image-guess': { mode: 'image-guess', difficulty: null },
  '/channel-guess': { mode: 'channel-guess', difficulty: null },
};
export function pageAt(pathname) {
  return { sources: [], firstScreen: GAMES[pathname] ?? null, painted: false, found: true };
}
export async function renderFirstPaint() {
  throw new Error('no page is painted here');
}`;
const time = clock('2026-03-10T12:00:00Z');
let t: TestApp;

beforeAll(async () => {
  writeSite(siteDir, { index: INDEX, renderer: RENDER });
  mkdirSync(messagesDir, { recursive: true });
  writeFileSync(
    path.join(messagesDir, 'en.json'),
    JSON.stringify({ classic: { title: 'Classic' } }),
  );
  writeFileSync(
    path.join(messagesDir, 'pl.json'),
    JSON.stringify({ classic: { title: 'Klasyk' } }),
  );
  t = await testApp({ config: { siteDir, messagesDir }, now: time.now });
});

afterAll(async () => {
  await t.close();
  dirs.cleanup();
});

/** The page's data island and its picture preloads. */
async function page(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode).toBe(200);
  const island = new RegExp(
    `<script type="application/json" id="${FIRST_SCREEN_ID}">(.*?)</script>`,
  ).exec(res.body);
  const images = [...res.body.matchAll(/<link rel="preload" as="image"[^>]* href="([^"]+)">/g)];
  return {
    res,
    screen: island
      ? (JSON.parse(island[1] as string) as {
          expires: string;
          responses: Record<string, unknown>;
          fetch: Record<string, string>;
        })
      : undefined,
    images: images.map((m) => m[1]),
  };
}

/** What the API answers the site's client for `url`. */
async function api(url: string): Promise<unknown> {
  const res = await t.app.inject({ url, headers: DEV_KEY_HEADERS });
  expect(res.statusCode, url).toBe(200);
  return res.json();
}

describe('given a page of a daily game', () => {
  it('writes the answers of its first screen into the page, each the same as the API gives', async () => {
    const { screen } = await page('/classic', { 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.8' });
    expect(Object.keys(screen?.responses ?? {}).sort()).toEqual([
      '/api/classic/daily-guess/',
      '/api/classic/daily-guess/?mode=hard',
      '/api/server-date/',
      '/messages/pl.json',
    ]);
    for (const [url, body] of Object.entries(screen?.responses ?? {})) {
      expect(body, url).toEqual(await api(url));
    }
    // The dataset is named for the page's loader, by its version, not written into the page.
    const performers = (await api('/api/performers/')) as { version: string };
    expect(screen?.fetch).toEqual({
      '/api/performers/': `/api/performers/?v=${performers.version}`,
    });
    expect(screen?.expires).toBe(
      ((await api('/api/server-date/')) as { nextResetAt: string }).nextResetAt,
    );
  });

  it("adds a Classic difficulty's own pool, and the hard pool the page plays without the flag", async () => {
    const { screen } = await page('/classic/easy');
    const urls = Object.keys(screen?.responses ?? {});
    expect(urls).toContain('/api/classic/daily-guess/?mode=easy');
    expect(urls).toContain('/api/classic/daily-guess/');
    for (const url of urls) expect(screen?.responses[url], url).toEqual(await api(url));
  });

  it("preloads today's picture on the picture modes, under the day's address, and names their dataset", async () => {
    for (const [mode, dataset, picture] of [
      ['image-guess', 'performers', 'profilePictureUrl'],
      ['channel-guess', 'channels', 'photo'],
    ] as const) {
      const { screen, images } = await page(`/${mode}`);
      const daily = (await api(`/api/${mode}/daily-guess/`)) as { today: string; date: string };
      const items = (await api(`/api/${dataset}/`)) as {
        version: string;
        items: Array<Record<string, string>>;
      };
      expect(screen?.fetch).toEqual({
        [`/api/${dataset}/`]: `/api/${dataset}/?v=${items.version}`,
      });
      expect(screen?.responses[`/api/${dataset}/`]).toBeUndefined();
      const id = mode === 'image-guess' ? 'profileUrl' : 'id';
      const today = items.items.find((item) => item[id] === daily.today);
      // Not the answer's own picture, whose address names it (issue 34).
      expect(today?.[picture]).toBeTruthy();
      expect(images).toEqual([`/assets/daily/${mode}/${daily.date}`]);
    }
  });

  it('leaves a dataset too big for the first screen to the widget (the page names nothing)', async () => {
    const big = await testApp({
      config: { siteDir, messagesDir },
      dataset: dataset(2000, 12),
    });
    try {
      const res = await big.app.inject({ url: '/classic' });
      expect(res.body).not.toContain('/api/performers/');
      expect(res.body).toContain('"/api/classic/daily-guess/"');
      const perf = await big.app.inject({ url: '/api/performers/', headers: DEV_KEY_HEADERS });
      expect(perf.body.length).toBeGreaterThan(FIRST_SCREEN_DATASET_MAX_BYTES);
    } finally {
      await big.close();
    }
  });

  it('follows the day: a new date, new answers and a new ETag', async () => {
    const before = await page('/image-guess');
    time.advanceDays(1);
    try {
      const after = await page('/image-guess');
      expect(after.res.headers.etag).not.toBe(before.res.headers.etag);
      expect(after.screen?.responses['/api/server-date/']).toEqual(await api('/api/server-date/'));
      expect(after.screen?.responses['/api/image-guess/daily-guess/']).toEqual(
        await api('/api/image-guess/daily-guess/'),
      );
    } finally {
      time.advanceDays(-1);
    }
  });
});

describe('given any other page', () => {
  it('writes the server date and the texts of the language the browser prefers, and says the page varies by it', async () => {
    const { res, screen, images } = await page('/', {
      'accept-language': 'de-DE, pl;q=0.5, en;q=0.4',
    });
    expect(Object.keys(screen?.responses ?? {}).sort()).toEqual([
      '/api/server-date/',
      '/messages/pl.json',
    ]);
    expect(screen?.responses['/messages/pl.json']).toEqual(await api('/messages/pl.json'));
    expect(images).toEqual([]);
    expect(res.headers.vary).toContain('accept-language');
  });

  it("takes an embed page's language from its ?lang=", async () => {
    const { screen } = await page('/embed/crono?lang=pl', { 'accept-language': 'en' });
    expect(Object.keys(screen?.responses ?? {})).toContain('/messages/pl.json');
  });

  it('leaves out texts it has no valid file for (the page asks, and the API says what is wrong)', async () => {
    writeFileSync(path.join(messagesDir, 'fr.json'), '{ not json');
    const { screen } = await page('/', { 'accept-language': 'fr' });
    expect(Object.keys(screen?.responses ?? {})).toEqual(['/api/server-date/']);
  });

  it('cannot be closed early by a text that holds </script>', async () => {
    writeFileSync(
      path.join(messagesDir, 'it.json'),
      JSON.stringify({ classic: { title: '</script><script>alert(1)</script>' } }),
    );
    const { screen } = await page('/', { 'accept-language': 'it' });
    expect(screen?.responses['/messages/it.json']).toEqual({
      classic: { title: '</script><script>alert(1)</script>' },
    });
  });
});

describe('reading a request', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['pt-BR,pt;q=0.9', 'pt'],
    ['de, es;q=0.1, fr;q=0.8', 'fr'],
    ['fr;q=0, es', 'es'],
    ['*', 'en'],
  ])('Accept-Language %o is %s', (header, language) => {
    expect(languageOf(header)).toBe(language);
  });
});
