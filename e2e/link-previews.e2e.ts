import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { CLASSIC_PLACEHOLDER, guess, performerName } from './support/play';
import { startProduct, type RunningProduct } from './support/server';

/**
 * A shared address as an unfurler and an oEmbed consumer see it: plain HTTP requests to the built
 * product, no browser and no script. The server has its own API keys, and none is sent: link
 * previews and oEmbed need none.
 */
const SITE_KEY = 'site-key-e2e-0001';
let product: RunningProduct;

beforeAll(async () => {
  product = await startProduct({
    API_KEYS: `${SITE_KEY}:http://127.0.0.1,partner-key-e2e-01:https://partner.example`,
    SITE_API_KEY: SITE_KEY,
    // A long archive: yesterday's address has its card too.
    LAUNCH_DATE: '2020-01-01',
  });
});

afterAll(async () => {
  await product?.stop();
});

/** What an unfurler sends: no cookies, no key, a bot's user agent, a language. */
async function unfurl(url: string, language = 'en') {
  const res = await fetch(url, {
    headers: {
      'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'accept-language': language,
      accept: 'text/html',
    },
  });
  expect(res.status).toBe(200);
  const html = await res.text();
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const tags = new Map<string, string>();
  for (const [, , key, content] of head.matchAll(
    /<meta (property|name)="([^"]+)" content="([^"]*)">/g,
  )) {
    if (!tags.has(key!)) tags.set(key!, decode(content!));
  }
  const oembed = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(head);
  return { tags, oembed: oembed ? decode(oembed[1]!) : undefined };
}

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** A PNG's type and size, read from its signature and IHDR chunk. */
async function decodePng(url: string) {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  const signature = bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  return {
    type: res.headers.get('content-type'),
    cache: res.headers.get('cache-control'),
    signature,
    chunk: bytes.subarray(12, 16).toString('latin1'),
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    bytes,
  };
}

async function today(): Promise<string> {
  const health = (await (await fetch(`${product.baseUrl}/api/health`)).json()) as { date: string };
  return health.date;
}

function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

describe('given an unfurler with a shared game address', () => {
  it("reads the game's title, description, address and picture in the page's language", async () => {
    const date = await today();
    const { tags, oembed } = await unfurl(`${product.baseUrl}/image-guess`, 'fr-FR,fr;q=0.9');
    expect(tags.get('og:title')).toContain('Devine l’image');
    expect(tags.get('og:description')).toBeTruthy();
    expect(tags.get('og:url')).toBe(`${product.baseUrl}/image-guess`);
    expect(tags.get('og:locale')).toBe('fr_FR');
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    const image = tags.get('og:image')!;
    expect(image).toBe(`${product.baseUrl}/preview/image-guess/${date}/fr.png`);
    expect([tags.get('og:image:width'), tags.get('og:image:height')]).toEqual(['1200', '630']);
    const png = await decodePng(image);
    expect(png).toMatchObject({ type: 'image/png', signature: true, chunk: 'IHDR' });
    expect([png.width, png.height]).toEqual([1200, 630]);
    expect(png.cache).toContain('immutable');
    expect(oembed).toBeDefined();
  });

  it("shows a day's card at the day's address, the one the share text carries", async () => {
    const date = await today();
    const yesterday = dayBefore(date);
    const shared = await unfurl(`${product.baseUrl}/classic/archive/${yesterday}`);
    expect(shared.tags.get('og:url')).toBe(`${product.baseUrl}/classic/archive/${yesterday}`);
    expect(shared.tags.get('og:image')).toBe(
      `${product.baseUrl}/preview/classic/${yesterday}/en.png`,
    );
    const current = await unfurl(`${product.baseUrl}/classic/archive/${date}`);
    expect(current.tags.get('og:image')).toBe(`${product.baseUrl}/preview/classic/${date}/en.png`);
    const [old, now] = await Promise.all([
      decodePng(shared.tags.get('og:image')!),
      decodePng(current.tags.get('og:image')!),
    ]);
    expect([old.width, old.height]).toEqual([1200, 630]);
    expect(old.bytes.equals(now.bytes)).toBe(false);
  });

  it("gives a page about no game the site's card", async () => {
    const { tags, oembed } = await unfurl(`${product.baseUrl}/`, 'pl');
    expect(tags.get('og:image')).toBe(`${product.baseUrl}/preview/site/pl.png`);
    expect(tags.get('og:title')).toBe('Guessdle: codzienne zgadywanki');
    expect(oembed).toBeUndefined();
    const png = await decodePng(tags.get('og:image')!);
    expect([png.type, png.width, png.height]).toEqual(['image/png', 1200, 630]);
  });
});

describe('given a player who shares a won game', () => {
  it("shares the day's address, which opens today's game and unfurls today's card", async () => {
    const date = await today();
    const daily = await fetch(`${product.baseUrl}/api/classic/daily-guess/`, {
      headers: { 'x-api-key': SITE_KEY },
    });
    const answer = performerName(((await daily.json()) as { today: string }).today);
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ locale: 'en-US' });
      await page.goto(`${product.baseUrl}/classic`);
      await guess(page, answer, CLASSIC_PLACEHOLDER);
      await page.getByText('Congratulations!').waitFor();
      const share = page.getByRole('region', { name: /share/i });
      await expect.poll(() => share.textContent()).toContain(`/classic/archive/${date}`);
      const address = /(http:\/\/\S+\/classic\/archive\/\d{4}-\d{2}-\d{2})/.exec(
        (await share.textContent()) ?? '',
      )![1]!;
      expect(address).toBe(`${product.baseUrl}/classic/archive/${date}`);
      // A friend opening it today plays today's game on the mode's page.
      const friend = await browser.newPage({ locale: 'en-US' });
      await friend.goto(address);
      await friend.waitForURL(`${product.baseUrl}/classic`);
      await friend.getByPlaceholder(CLASSIC_PLACEHOLDER).waitFor();
      // An unfurler reading it gets that day's card, today and on any later day.
      const { tags } = await unfurl(address);
      expect(tags.get('og:image')).toBe(`${product.baseUrl}/preview/classic/${date}/en.png`);
      expect(tags.get('og:url')).toBe(address);
    } finally {
      await browser.close();
    }
  });
});

describe('given an oEmbed consumer with a game address', () => {
  it('finds the oEmbed answer from the page and embeds the game in an iframe', async () => {
    const { oembed } = await unfurl(`${product.baseUrl}/channel-guess`);
    const res = await fetch(`${oembed!}&maxwidth=400&maxheight=500`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const answer = (await res.json()) as Record<string, unknown>;
    expect(answer).toMatchObject({ version: '1.0', type: 'rich', provider_name: 'Guessdle' });
    expect(answer.width).toBeLessThanOrEqual(400);
    expect(answer.height).toBeLessThanOrEqual(500);
    const src = decode(/<iframe src="([^"]+)"/.exec(String(answer.html))![1]!);
    const frame = new URL(src);
    expect(frame.origin + frame.pathname).toBe(`${product.baseUrl}/embed/channel-guess`);
    expect(frame.searchParams.get('key')).toBe(SITE_KEY);
    // The iframe embed's rules: the key's origins may frame it.
    const page = await fetch(src);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self' http://127.0.0.1",
    );
  });

  it('answers errors in the error shape: another site 404, no url 400, XML 501', async () => {
    const ask = async (query: string) => {
      const res = await fetch(`${product.baseUrl}/oembed?${query}`);
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const game = encodeURIComponent(`${product.baseUrl}/classic`);
    expect(
      await ask(`url=${encodeURIComponent('https://elsewhere.example/classic')}`),
    ).toMatchObject({
      status: 404,
      body: { status: 'error', error: 'not-found' },
    });
    expect(await ask('format=json')).toMatchObject({
      status: 400,
      body: { status: 'error', error: 'invalid-request' },
    });
    expect(await ask(`url=${game}&format=xml`)).toMatchObject({
      status: 501,
      body: { status: 'error', error: 'not-implemented' },
    });
  });
});
