import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyModeRoutes, LANGUAGES, ROUTES, type Language } from '@guessdle/api';
import { parseApiKeys } from '../config';
import { findRepoRoot } from '../paths';
import { clock, DEV_KEY_HEADERS, tempDir, testApp, type TestApp } from '../testing/fixtures';
import { writeSite } from '../testing/site';
import { previewSvg } from '../preview/picture';
import { PREVIEW_TEXTS } from '../preview/texts';

/**
 * Link previews and oEmbed, read as an unfurler and an oEmbed consumer would: the page's head
 * (plain HTTP, no script), the picture it names (decoded), the oEmbed answer (checked against
 * oEmbed 1.0's rules for a `rich` answer).
 */
const dirs = tempDir();
const MESSAGES_DIR = path.join(findRepoRoot(), 'packages/games/src/i18n/locales');
const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta
  name="description"
  content="Guess the model or pornstar of the day: four daily guessing games."
/>
<title>Guessdle</title><script src="/config.js"></script></head><body><div id="root"></div></body></html>`;
/** The site's server render, as its map of pages would answer (site/src/pageMap.tsx). */
const RENDERER = `const GAMES = {
  '/classic': { mode: 'classic', difficulty: 'hard' },
  '/classic/easy': { mode: 'classic', difficulty: 'easy' },
  '/image-guess': { mode: 'image-guess', difficulty: null },
};
export function pageAt(pathname) {
  const day = /^\\/(classic|image-guess|channel-guess)\\/archive\\/([^/]+)$/.exec(pathname);
  if (day) {
    return { sources: [], firstScreen: null, painted: false, preview: { mode: day[1], day: day[2] }, found: true };
  }
  const game = GAMES[pathname];
  if (game) return { sources: [], firstScreen: game, painted: true, preview: { mode: game.mode, day: null }, found: true };
  return { sources: [], firstScreen: null, painted: pathname === '/', preview: null, found: true };
}
export async function renderFirstPaint() {
  return { html: '<main></main>', styles: '' };
}`;

function site(): string {
  const dir = path.join(dirs.dir, 'site');
  writeSite(dir, { index: INDEX, renderer: RENDERER });
  return dir;
}

/** The launch date is day #1: 2026-03-10 is puzzle #10. */
const TODAY = '2026-03-10';
const time = clock(`${TODAY}T12:00:00Z`);
const API_KEYS = 'partner-key-123:https://partner.example,site-key-1234:http://localhost';
let siteDir: string;
let t: TestApp;

beforeAll(async () => {
  siteDir = site();
  t = await testApp({
    config: {
      siteDir,
      messagesDir: MESSAGES_DIR,
      launchDate: '2026-03-01',
      publicUrl: 'http://localhost',
    },
    now: time.now,
  });
});

afterAll(async () => {
  await t.close();
  dirs.cleanup();
});

/** The widgets' name of a mode in a language, as the translation files say. */
function modeTitle(mode: string, language: Language): string {
  const texts = JSON.parse(readFileSync(path.join(MESSAGES_DIR, `${language}.json`), 'utf8')) as {
    modes: Record<string, { title: string }>;
  };
  return texts.modes[mode]!.title;
}

/** The head's tags as an unfurler reads them: `property` or `name` → content (all, in order). */
function tagsOf(html: string): Map<string, string[]> {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const tags = new Map<string, string[]>();
  for (const [, , key, content] of head.matchAll(
    /<meta (property|name)="([^"]+)" content="([^"]*)">/g,
  )) {
    tags.set(key!, [...(tags.get(key!) ?? []), decode(content!)]);
  }
  return tags;
}

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

function one(tags: Map<string, string[]>, key: string): string {
  const values = tags.get(key) ?? [];
  expect(values, key).toHaveLength(1);
  return values[0]!;
}

function oembedLink(html: string): string | undefined {
  const href = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(html);
  return href ? decode(href[1]!) : undefined;
}

async function answerOf(app: TestApp, date = TODAY): Promise<string> {
  const res = await app.app.inject({
    url: `${ROUTES[dailyModeRoutes.classic.daily].path}?date=${date}`,
    headers: DEV_KEY_HEADERS,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { today: string }).today;
}

describe('given an unfurler asking for a game page', () => {
  it.each(LANGUAGES)(
    'tells it the game, the day and its picture in the page language (%s)',
    async (language) => {
      const res = await t.app.inject({
        url: '/classic',
        headers: { 'accept-language': `${language},en;q=0.5` },
      });
      expect(res.statusCode).toBe(200);
      const tags = tagsOf(res.body);
      const title = one(tags, 'og:title');
      expect(title).toContain(modeTitle('classic', language));
      expect(title).toContain('10');
      expect(one(tags, 'twitter:title')).toBe(title);
      expect(res.body).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`);
      // index.html's own English title and description are replaced, not repeated.
      expect(res.body).not.toContain('<title>Guessdle</title>');
      expect(res.body).not.toContain('four daily guessing games');
      expect(one(tags, 'description')).toBe(one(tags, 'og:description'));
      expect(one(tags, 'og:url')).toBe('http://localhost/classic');
      const image = `http://localhost/preview/classic/${TODAY}/${language}.png`;
      expect(one(tags, 'og:image')).toBe(image);
      expect(one(tags, 'twitter:image')).toBe(image);
      expect(one(tags, 'og:image:type')).toBe('image/png');
      expect(one(tags, 'og:image:width')).toBe('1200');
      expect(one(tags, 'og:image:height')).toBe('630');
      expect(one(tags, 'og:image:alt')).not.toBe('');
      expect(one(tags, 'og:locale').slice(0, 2)).toBe(language);
      expect(tags.get('og:locale:alternate')).toHaveLength(LANGUAGES.length - 1);
      expect(one(tags, 'twitter:card')).toBe('summary_large_image');
      expect(oembedLink(res.body)).toBe(
        `http://localhost/oembed?url=${encodeURIComponent('http://localhost/classic')}&format=json`,
      );
    },
  );

  it("previews a day's address with that day's card, its number and its date", async () => {
    const res = await t.app.inject({
      url: '/image-guess/archive/2026-03-08',
      headers: { 'accept-language': 'fr' },
    });
    const tags = tagsOf(res.body);
    expect(one(tags, 'og:url')).toBe('http://localhost/image-guess/archive/2026-03-08');
    expect(one(tags, 'og:image')).toBe('http://localhost/preview/image-guess/2026-03-08/fr.png');
    expect(one(tags, 'og:title')).toContain('8 mars 2026');
    expect(one(tags, 'og:title')).toContain(modeTitle('image-guess', 'fr'));
    expect(one(tags, 'og:description')).toContain('8');
    expect(oembedLink(res.body)).toContain(encodeURIComponent('/image-guess/archive/2026-03-08'));
  });

  it('ends every game title with the site name, once (issue 56: a shared day dropped it)', async () => {
    for (const [url, parts] of [
      ['/classic', [modeTitle('classic', 'en'), 'Puzzle #10', 'March 10, 2026']],
      [
        '/image-guess/archive/2026-03-08',
        [modeTitle('image-guess', 'en'), 'Puzzle #8', 'March 8, 2026'],
      ],
    ] as const) {
      const title = one(tagsOf((await t.app.inject({ url })).body), 'og:title');
      expect(title).toBe(`${parts.join(' · ')} · Guessdle`);
      expect(title.match(/Guessdle/g)).toHaveLength(1);
    }
  });

  it("gives a day outside the archive the site's card and no embed", async () => {
    for (const url of ['/classic/archive/2026-03-11', '/classic/archive/2026-02-28']) {
      const tags = tagsOf((await t.app.inject({ url })).body);
      expect(one(tags, 'og:image')).toBe('http://localhost/preview/site/en.png');
      expect(oembedLink((await t.app.inject({ url })).body)).toBeUndefined();
    }
  });

  it("gives every other page the site's title, description and card", async () => {
    for (const url of ['/', '/crono', '/embed', '/no-such-page']) {
      const res = await t.app.inject({ url, headers: { 'accept-language': 'pl' } });
      const tags = tagsOf(res.body);
      expect(one(tags, 'og:title')).toBe('Guessdle: codzienne zgadywanki');
      expect(one(tags, 'og:image')).toBe('http://localhost/preview/site/pl.png');
      // No address: a page about no game may be at any address (a private Crono game's), and
      // the page would be rendered once per address asked for.
      expect(tags.get('og:url') ?? []).toEqual([]);
      expect(one(tags, 'og:locale')).toBe('pl_PL');
      expect(oembedLink(res.body)).toBeUndefined();
    }
  });

  it('never names the answer of the day in the page head', async () => {
    const id = await answerOf(t);
    const name = `Test Performer ${/(\d+)$/.exec(id)![1]}`;
    const head = /<head>[\s\S]*<\/head>/.exec((await t.app.inject({ url: '/classic' })).body)![0];
    const tags = /<title>[\s\S]*/.exec(head)![0].replace(/<script[\s\S]*?<\/script>/g, '');
    expect(tags).not.toContain(name);
    expect(tags).not.toContain(id);
  });
});

describe('given a server behind a proxy', () => {
  it('builds every absolute address from PUBLIC_URL, never from Host or a forwarded origin', async () => {
    const headers = {
      host: 'attacker.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'games.example',
    };
    const untrusted = tagsOf((await t.app.inject({ url: '/classic', headers })).body);
    expect(one(untrusted, 'og:url')).toBe('http://localhost/classic');
    const proxied = await testApp({
      config: {
        siteDir,
        messagesDir: MESSAGES_DIR,
        launchDate: '2026-03-01',
        trustProxy: 1,
        publicUrl: 'https://games.example',
      },
      now: time.now,
    });
    try {
      const tags = tagsOf(
        (
          await proxied.app.inject({
            url: '/classic',
            headers: { ...headers, 'x-forwarded-host': 'other.example' },
          })
        ).body,
      );
      expect(one(tags, 'og:url')).toBe('https://games.example/classic');
      expect(one(tags, 'og:image')).toBe(`https://games.example/preview/classic/${TODAY}/en.png`);
    } finally {
      await proxied.close();
    }
  });
});

describe("given an unfurler asking for a page's picture", () => {
  it('draws a 1200×630 PNG, cached for long under its day-named address', async () => {
    const res = await t.app.inject({ url: `/preview/classic/${TODAY}/es.png` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      url: `/preview/classic/${TODAY}/es.png`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it("draws the site's card for pages about no game", async () => {
    const res = await t.app.inject({ url: '/preview/site/it.png' });
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('draws a card per day and language, never from the answer', async () => {
    const picture = async (app: TestApp, url: string) => {
      const res = await app.app.inject({ url });
      expect(res.statusCode).toBe(200);
      return res.rawPayload;
    };
    // Another secret draws other answers for the same days.
    const other = await testApp({
      config: {
        siteDir,
        messagesDir: MESSAGES_DIR,
        launchDate: '2026-03-01',
        dailySecret: 'another-secret-9876543210',
      },
      now: time.now,
    });
    try {
      expect(await answerOf(other)).not.toBe(await answerOf(t));
      const url = `/preview/classic/${TODAY}/en.png`;
      const mine = await picture(t, url);
      expect((await picture(other, url)).equals(mine)).toBe(true);
      expect((await picture(t, '/preview/classic/2026-03-09/en.png')).equals(mine)).toBe(false);
      expect((await picture(t, `/preview/classic/${TODAY}/pt.png`)).equals(mine)).toBe(false);
      expect(mine.includes(await answerOf(t))).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('needs no API key, even when the server has its own keys', async () => {
    const keyed = await testApp({
      config: {
        siteDir,
        messagesDir: MESSAGES_DIR,
        launchDate: '2026-03-01',
        publicUrl: 'http://localhost',
        apiKeys: parseApiKeys(API_KEYS),
        siteApiKey: 'site-key-1234',
        usingDevKey: false,
      },
      now: time.now,
    });
    try {
      expect((await keyed.app.inject({ url: '/api/server-date/' })).statusCode).toBe(401);
      for (const url of [`/preview/channel-guess/${TODAY}/en.png`, '/preview/site/en.png']) {
        expect((await keyed.app.inject({ url })).statusCode).toBe(200);
      }
      const res = await keyed.app.inject({
        url: `/oembed?url=${encodeURIComponent('http://localhost/classic')}`,
      });
      expect(res.statusCode).toBe(200);
      // The site's own key frames the game by default.
      expect((res.json() as { html: string }).html).toContain('key=site-key-1234');
    } finally {
      await keyed.close();
    }
  });

  it.each([
    [`/preview/classic/2026-03-11/en.png`, 'a day still to come'],
    [`/preview/classic/2026-02-28/en.png`, 'a day before the launch'],
    [`/preview/classic/yesterday/en.png`, 'no date'],
    [`/preview/crono/${TODAY}/en.png`, 'a mode without days'],
    [`/preview/classic/${TODAY}/de.png`, 'another language'],
    [`/preview/classic/${TODAY}/en.jpg`, 'another type'],
    ['/preview/site/xx.png', "the site's card in another language"],
  ])('answers 404 in the error shape for %s (%s)', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', error: 'not-found' });
  });
});

interface OembedAnswer {
  version: string;
  type: string;
  html: string;
  width: number;
  height: number;
  title: string;
  provider_name: string;
  provider_url: string;
  cache_age: number;
  thumbnail_url?: string;
  thumbnail_width?: number;
  thumbnail_height?: number;
}

async function oembed(query: string, headers: Record<string, string> = {}) {
  return t.app.inject({ url: `/oembed?${query}`, headers });
}

/** oEmbed 1.0's rules for a `rich` answer (section 2.3.4 and 2.3.4.4). */
function expectRich(answer: OembedAnswer, bounds: { maxwidth?: number; maxheight?: number } = {}) {
  expect(answer.version).toBe('1.0');
  expect(answer.type).toBe('rich');
  expect(typeof answer.html).toBe('string');
  expect(Number.isInteger(answer.width) && answer.width > 0).toBe(true);
  expect(Number.isInteger(answer.height) && answer.height > 0).toBe(true);
  if (bounds.maxwidth) expect(answer.width).toBeLessThanOrEqual(bounds.maxwidth);
  if (bounds.maxheight) expect(answer.height).toBeLessThanOrEqual(bounds.maxheight);
  // The three thumbnail fields come together or not at all.
  const thumbnail = [answer.thumbnail_url, answer.thumbnail_width, answer.thumbnail_height];
  expect(thumbnail.every((v) => v === undefined) || thumbnail.every((v) => v !== undefined)).toBe(
    true,
  );
  if (answer.thumbnail_width !== undefined) {
    if (bounds.maxwidth) expect(answer.thumbnail_width).toBeLessThanOrEqual(bounds.maxwidth);
    if (bounds.maxheight) expect(answer.thumbnail_height).toBeLessThanOrEqual(bounds.maxheight!);
  }
}

describe('given an oEmbed consumer with a game address', () => {
  it('answers a rich embed: an iframe of the game, the provider and the title', async () => {
    const res = await oembed(`url=${encodeURIComponent('http://localhost/classic')}&format=json`, {
      'accept-language': 'es',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const answer = res.json() as OembedAnswer;
    expectRich(answer);
    expect(answer.provider_name).toBe('Guessdle');
    expect(answer.provider_url).toBe('http://localhost/');
    expect(answer.title).toContain(modeTitle('classic', 'es'));
    const src = /^<iframe src="([^"]+)" width="(\d+)" height="(\d+)" /.exec(answer.html);
    expect(src).not.toBeNull();
    const frame = new URL(decode(src![1]!));
    expect(frame.origin + frame.pathname).toBe('http://localhost/embed/classic');
    expect(frame.searchParams.get('key')).toBe('guessdle-dev-key');
    expect([Number(src![2]), Number(src![3])]).toEqual([answer.width, answer.height]);
    expect(answer.thumbnail_url).toBe(`http://localhost/preview/classic/${TODAY}/es.png`);
    // The frame's page is the iframe embed's, with its rules.
    const page = await t.app.inject({ url: frame.pathname + frame.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain('frame-ancestors *');
  });

  it('honours maxwidth and maxheight', async () => {
    const url = encodeURIComponent('http://localhost/image-guess');
    const res = await oembed(`url=${url}&maxwidth=320&maxheight=400`);
    const answer = res.json() as OembedAnswer;
    expectRich(answer, { maxwidth: 320, maxheight: 400 });
    expect([answer.width, answer.height]).toEqual([320, 400]);
    expect(answer.html).toContain('width="320" height="400"');
    // Larger bounds than the game needs leave it at its own size.
    const roomy = (await oembed(`url=${url}&maxwidth=5000`)).json() as OembedAnswer;
    expectRich(roomy, { maxwidth: 5000 });
    expect(roomy.width).toBeLessThan(5000);
  });

  it("embeds a difficulty's game, a day's address, a language and a key", async () => {
    const easy = (
      await oembed(
        `url=${encodeURIComponent('http://localhost/classic/easy')}&lang=pl&key=partner-key`,
      )
    ).statusCode;
    // partner-key is no key of this server.
    expect(easy).toBe(401);
    const res = await oembed(
      `url=${encodeURIComponent('http://localhost/classic/easy')}&lang=pl&key=guessdle-dev-key`,
    );
    const answer = res.json() as OembedAnswer;
    const src = new URL(decode(/src="([^"]+)"/.exec(answer.html)![1]!));
    expect(src.searchParams.get('difficulty')).toBe('easy');
    expect(src.searchParams.get('lang')).toBe('pl');
    expect(answer.title).toContain(modeTitle('classic', 'pl'));
    const day = (
      await oembed(`url=${encodeURIComponent('http://localhost/channel-guess/archive/2026-03-02')}`)
    ).json() as OembedAnswer;
    expectRich(day);
    expect(day.html).toContain('/embed/channel-guess?');
    expect(day.title).toContain('2026');
  });

  it.each([
    ['2026-03-10', "today's daily game"],
    ['Ab3dEf6hIj9kLm0nOp', 'a private game'],
  ])('embeds the Crono game at /crono/%s (%s), its address as the challenge link', async (id) => {
    const address = `http://localhost/crono/${id}`;
    const res = await oembed(`url=${encodeURIComponent(address)}&lang=fr`);
    expect(res.statusCode).toBe(200);
    const answer = res.json() as OembedAnswer;
    expectRich(answer);
    expect(answer.title).toBe(`${modeTitle('crono', 'fr')} · Guessdle`);
    const frame = new URL(decode(/src="([^"]+)"/.exec(answer.html)![1]!));
    expect(frame.pathname).toBe('/embed/crono');
    expect(frame.searchParams.get('game')).toBe(id);
    expect(frame.searchParams.get('share')).toBe(address);
    expect(frame.searchParams.get('lang')).toBe('fr');
    expect(answer.thumbnail_url).toBe('http://localhost/preview/site/fr.png');
    // Its page tells a consumer where to ask.
    const page = await t.app.inject({ url: `/crono/${id}` });
    expect(oembedLink(page.body)).toBe(
      `http://localhost/oembed?url=${encodeURIComponent(address)}&format=json`,
    );
  });

  it.each([
    ['http://elsewhere.example/classic', 'another site'],
    ['https://localhost/classic', 'another scheme'],
    ['http://localhost/crono', 'a page about no daily game'],
    ['http://localhost/crono/new', 'the page that makes a new Crono game at every visit'],
    ['http://localhost/crono/not-an-id', 'no Crono game'],
    ['http://localhost/', 'the home page'],
    ['http://localhost/classic/archive/2026-04-01', 'a day outside the archive'],
  ])('answers 404 in the error shape for %s (%s)', async (address) => {
    const res = await oembed(`url=${encodeURIComponent(address)}&format=json`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', error: 'not-found' });
  });

  it.each([
    ['', 'no url'],
    ['url=', 'an empty url'],
    ['url=classic', 'a relative url'],
    [`url=${encodeURIComponent('ftp://localhost/classic')}`, 'not http'],
    [`url=${encodeURIComponent('http://localhost/classic')}&maxwidth=wide`, 'a width in words'],
    [`url=${encodeURIComponent('http://localhost/classic')}&maxheight=0`, 'no height'],
  ])('answers 400 in the error shape for %o (%s)', async (query) => {
    const res = await oembed(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', error: 'invalid-request' });
  });

  it.each(['xml', 'yaml'])('answers 501 in the error shape for format=%s', async (format) => {
    const res = await oembed(
      `url=${encodeURIComponent('http://localhost/classic')}&format=${format}`,
    );
    expect(res.statusCode).toBe(501);
    expect(res.json()).toMatchObject({ status: 'error', error: 'not-implemented' });
  });
});

describe("given the site's card", () => {
  it.each(LANGUAGES)('names the site once, above its headline (%s)', (language) => {
    const texts = PREVIEW_TEXTS[language];
    expect(texts.siteHeadline).not.toContain('Guessdle');
    expect(texts.siteTitle.toLowerCase()).toContain(texts.siteHeadline.toLowerCase());
    const svg = previewSvg({
      kind: 'site',
      title: texts.siteHeadline,
      description: texts.siteDescription,
    });
    expect(svg.match(/Guessdle/g)).toHaveLength(1);
  });
});
