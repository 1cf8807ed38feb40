import { createHash } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_CODE_ID, FIRST_SCREEN_ID, type FirstPaintCode } from '@guessdle/api';
import { clock, tempDir, testApp, type TestApp } from '../testing/fixtures';
import { SERVER_RENDER, writeSite } from '../testing/site';

/**
 * The first paint: the server asks the site's server render (a stand-in here) what is at an
 * address (`pageAt`: the chunks to hint, the daily game whose answers the first screen carries,
 * whether it is painted), renders the pages it says are painted (the stand-in echoes what it
 * receives), writes the paint into #root, and defers the site's code until it is on screen.
 */
const dirs = tempDir();
/** The site's index.html as its build leaves it: the tags of its code between markers. */
const INDEX = `<!doctype html><html lang="en"><head><title>Guessdle</title>
<script src="/config.js"></script>
<!--guessdle:code--><script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/shared-abc.js"><!--/guessdle:code-->
</head><body><div id="root"></div></body></html>`;
/**
 * The build's contract (SiteBuild): the entry and its chunk, and the files of the pages the
 * stand-in names (the server knows none of these keys: it hints what the site says a page loads).
 */
const ENTRY = { file: '/assets/index-abc.js', imports: ['/assets/shared-abc.js'] };
const CHUNKS = {
  'src/Game.tsx': ['/assets/Game-abc.js', '/assets/game-parts-abc.js'],
  'src/Frame.tsx': ['/assets/Frame-abc.js'],
  'src/FramedGame.tsx': ['/assets/FramedGame-abc.js', '/assets/game-parts-abc.js'],
};
/** The built first-paint loader. */
const LOADER = 'console.log("first paint")';
/**
 * The site's server render. `pageAt` says what is at an address as the site's map of its pages
 * would; the render echoes its input, its CSS tries to close its style element, its HTML holds a
 * `$&`.
 */
const RENDERER = `const GAMES = {
  '/classic': { mode: 'classic', difficulty: 'hard' },
  '/classic/easy': { mode: 'classic', difficulty: 'easy' },
  '/classic/medium': { mode: 'classic', difficulty: 'medium' },
  '/image-guess': { mode: 'image-guess', difficulty: null },
  '/channel-guess': { mode: 'channel-guess', difficulty: null },
};
export function pageAt(pathname) {
  if (pathname === '/') return { sources: [], firstScreen: null, painted: true, found: true };
  if (pathname === '/embed/classic') {
    return { sources: ['src/Frame.tsx', 'src/FramedGame.tsx'], firstScreen: null, painted: false };
  }
  if (pathname === '/crono') return { sources: ['src/Game.tsx'], firstScreen: null, painted: false };
  if (pathname === '/no-such-page') return { sources: [], firstScreen: null, painted: false };
  // Every Crono game shows the same first screen: the site names one address for them all.
  if (pathname.startsWith('/crono/') && pathname !== '/crono/new') {
    return { sources: ['src/Game.tsx'], firstScreen: null, painted: true, paintedAs: '/crono/any-game' };
  }
  if (pathname === '/invalid') return { sources: 'src/Game.tsx', firstScreen: null, painted: true };
  if (pathname === '/invalid-game') {
    return { sources: ['src/Game.tsx'], firstScreen: { mode: 'crono', difficulty: null }, painted: true };
  }
  const game = GAMES[pathname];
  return game
    ? { sources: ['src/Game.tsx', 'src/missing.tsx'], firstScreen: game, painted: true }
    : { sources: [], firstScreen: null, painted: false };
}
export async function renderFirstPaint(input) {
  globalThis.firstPaintRenders = (globalThis.firstPaintRenders ?? 0) + 1;
  if (input.pathname === '/channel-guess') throw new Error('render failed');
  return {
    html: '<main data-path="' + input.pathname + '" data-lang="' + input.language + '">$& ' +
      Object.keys(input.responses).sort().join(' ') + ' key=' + input.config.apiKey + '</main>',
    styles: '<style data-styled="true">.a{color:red}</style><script>alert(1)</script></style>' +
      '<style data-styled="true">html{margin:0}</style>',
  };
}`;
const time = clock('2026-03-10T12:00:00Z');
let t: TestApp;

function site(name: string, renderer: string | undefined, loader = true): string {
  const dir = path.join(dirs.dir, name);
  writeSite(dir, {
    index: INDEX,
    entry: ENTRY,
    chunks: CHUNKS,
    renderer,
    ...(loader ? { loader: LOADER } : {}),
  });
  return dir;
}

beforeAll(async () => {
  t = await testApp({ config: { siteDir: site('site', RENDERER) }, now: time.now });
});

afterAll(async () => {
  await t.close();
  dirs.cleanup();
});

function rootOf(body: string): string {
  return /<div id="root">([\s\S]*?)<\/div><\/body>/.exec(body)?.[1] ?? '';
}

describe('given the home page or a daily game page', () => {
  it.each(['/', '/classic', '/classic/easy', '/image-guess'])(
    '%s is painted with the first screen the page carries, in the visitor language',
    async (url) => {
      const res = await t.app.inject({ url, headers: { 'accept-language': 'pl,en;q=0.5' } });
      expect(res.statusCode).toBe(200);
      const island = new RegExp(
        `<script type="application/json" id="${FIRST_SCREEN_ID}">(.*?)</script>`,
      ).exec(res.body)?.[1];
      const screen = JSON.parse(island ?? '{}') as {
        responses: Record<string, unknown>;
        fetch: Record<string, string>;
      };
      // The render also has the dataset the page's loader requests (on a game's page).
      const answers = [...Object.keys(screen.responses), ...Object.keys(screen.fetch)].sort();
      expect(answers.includes('/api/performers/')).toBe(url !== '/');
      expect(rootOf(res.body)).toBe(
        `<main data-path="${url}" data-lang="pl">$& ${answers.join(' ')} key=guessdle-dev-key</main>`,
      );
      expect(res.body).toContain('<html lang="pl"');
    },
  );

  it('renders a page once for all the visitors who ask for it at the same time', async () => {
    const renders = () => (globalThis as { firstPaintRenders?: number }).firstPaintRenders ?? 0;
    const before = renders();
    const pages = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({ url: '/classic/medium', headers: { 'accept-language': 'fr' } }),
      ),
    );
    expect(new Set(pages.map((res) => res.body)).size).toBe(1);
    expect(renders() - before).toBe(1);
  });

  it('renders nothing new for a flood of host names, letter cases, languages and unknown addresses', async () => {
    const renders = () => (globalThis as { firstPaintRenders?: number }).firstPaintRenders ?? 0;
    // Each variant once (the page in each of two languages, and the "not found" page).
    for (const url of ['/classic/easy', '/no-such-page']) {
      for (const lang of ['it', 'es']) {
        await t.app.inject({ url, headers: { 'accept-language': lang } });
      }
    }
    const before = renders();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t.app.inject({
          url:
            i % 3 === 0 ? `/no-such-page-${i}` : i % 3 === 1 ? '/CLASSIC/Easy/' : '/classic/easy',
          headers: {
            host: `host-${i}.example`,
            'accept-language': `${i % 2 ? 'it' : 'es'}-X${i};q=0.${(i % 9) + 1}`,
          },
        }),
      ),
    );
    expect(renders() - before).toBe(0);
    expect(answers.filter((res) => res.statusCode === 404)).toHaveLength(20);
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(40);
    // Nothing of a request's host in any page.
    expect(answers.some((res) => res.body.includes('.example'))).toBe(false);
  });

  it('paints endless addresses of one first screen once, as the address the site names, and keeps the other pages', async () => {
    const renders = () => (globalThis as { firstPaintRenders?: number }).firstPaintRenders ?? 0;
    const headers = { 'accept-language': 'fr' };
    await t.app.inject({ url: '/crono/warm-up-game-id-0000', headers });
    await t.app.inject({ url: '/classic/easy', headers });
    const before = renders();
    // More ids than the server keeps pages of (256).
    const ids = Array.from(
      { length: 300 },
      (_, i) => `flood-game-id-${String(i).padStart(8, '0')}`,
    );
    const pages = await Promise.all(
      ids.map((id) => t.app.inject({ url: `/crono/${id}`, headers })),
    );
    expect(renders() - before).toBe(0);
    expect(pages.every((res) => res.statusCode === 200)).toBe(true);
    expect(rootOf(pages[0]!.body)).toContain('data-path="/crono/any-game"');
    expect(new Set(pages.map((res) => rootOf(res.body))).size).toBe(1);
    // The flood pushed no other page out of what the server keeps.
    await t.app.inject({ url: '/classic/easy', headers });
    expect(renders() - before).toBe(0);
  });

  it("writes the render's style elements into the head, none able to close its element early", async () => {
    const res = await t.app.inject({ url: '/classic' });
    expect(res.body).toContain(
      // Inside <style> only `</style` ends the element: the rest is text.
      '<style data-styled="true">.a{color:red}<\\/style><script>alert(1)</script></style>' +
        '<style data-styled="true">html{margin:0}</style></head>',
    );
  });

  it("loads the code once the paint is on screen, through the site's built loader, allowed by the CSP", async () => {
    const res = await t.app.inject({ url: '/image-guess' });
    // No script or chunk hint that the browser would fetch before the first paint.
    expect(res.body).not.toMatch(/<script type="module" crossorigin src=/);
    expect(res.body).not.toMatch(/rel="modulepreload"/);
    expect(res.body).not.toContain('guessdle:code');
    const code = JSON.parse(
      new RegExp(`<script type="application/json" id="${FIRST_PAINT_CODE_ID}">(.*?)</script>`).exec(
        res.body,
      )?.[1] ?? '{}',
    ) as FirstPaintCode;
    // The entry, every chunk the page needs, and the dataset the site waits for, by its version.
    expect(code.entry).toBe('/assets/index-abc.js');
    // The page's chunks are those the site named (a name the manifest lacks adds nothing).
    expect(code.preload).toEqual([
      '/assets/shared-abc.js',
      '/assets/Game-abc.js',
      '/assets/game-parts-abc.js',
    ]);
    expect(code.fetch).toHaveLength(1);
    expect(code.fetch[0]).toMatch(/^\/api\/performers\/\?v=[\w-]+$/);
    // The loader as the site's build made it, inline, and allowed by its hash.
    expect(res.body).toContain(`<script type="module">${LOADER}</script>`);
    const hash = createHash('sha256').update(LOADER).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
  });

  it('names nothing for the loader to request on a page without a dataset', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.body).toContain(`<script type="application/json" id="${FIRST_PAINT_CODE_ID}">`);
    expect(res.body).toContain('"fetch":[]');
  });

  it('sends the page as the browser renders it when the server render fails', async () => {
    const res = await t.app.inject({ url: '/channel-guess' });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(res.body).not.toContain(FIRST_PAINT_CODE_ID);
  });
});

describe('given another page', () => {
  it.each(['/crono', '/crono/new', '/embed', '/embed/classic', '/no-such-page'])(
    '%s is left to the browser',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(rootOf(res.body)).toBe('');
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
      expect(res.body).not.toContain(FIRST_PAINT_CODE_ID);
    },
  );

  it('hints the chunks the site says the page loads, and their imports, each once', async () => {
    const res = await t.app.inject({ url: '/embed/classic' });
    const hints = [...res.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
    expect(hints.map((hint) => hint[1])).toEqual([
      '/assets/shared-abc.js',
      '/assets/Frame-abc.js',
      '/assets/FramedGame-abc.js',
      '/assets/game-parts-abc.js',
    ]);
  });

  it('writes no game answers into a page the site says shows none', async () => {
    const res = await t.app.inject({ url: '/crono' });
    expect(res.body).toContain(FIRST_SCREEN_ID);
    expect(res.body).not.toContain('daily-guess');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/Game-abc.js">');
  });

  it.each(['/invalid', '/invalid-game'])(
    "takes nothing from the site's answer for %s that does not fit the contract",
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(rootOf(res.body)).toBe('');
      expect(res.body).not.toContain('/assets/Game-abc.js');
      expect(res.body).not.toContain('daily-guess');
    },
  );
});

describe('given the server render itself', () => {
  it('is not served to browsers', async () => {
    const res = await t.app.inject({ url: `/${SERVER_RENDER}` });
    expect(res.statusCode).toBe(404);
  });

  it('leaves every page to the browser when a site has none, or one that does not load', async () => {
    for (const [name, renderer] of [
      ['no-render', undefined],
      ['broken-render', 'export const = ;'],
      // A build from before the site said what its pages are.
      [
        'no-page-at',
        'export async function renderFirstPaint() { return { html: "", styles: "" }; }',
      ],
    ] as const) {
      const app = await testApp({ config: { siteDir: site(name, renderer) }, now: time.now });
      const res = await app.app.inject({ url: '/classic' });
      expect(res.statusCode, name).toBe(200);
      expect(rootOf(res.body), name).toBe('');
      expect(res.body, name).toContain(
        '<script type="module" crossorigin src="/assets/index-abc.js">',
      );
      // Without the site's word, no page's chunk is hinted and no game's answers are written.
      expect(res.body, name).not.toContain('rel="modulepreload" crossorigin href="/assets/Game');
      expect(res.body, name).not.toContain('daily-guess');
      await app.close();
    }
  });

  it('leaves the page to the browser when the build has no first-paint loader', async () => {
    const dir = site('no-loader', RENDERER, false);
    const app = await testApp({ config: { siteDir: dir }, now: time.now });
    const res = await app.app.inject({ url: '/classic' });
    expect(rootOf(res.body)).toBe('');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    const hash = createHash('sha256').update(LOADER).digest('base64');
    expect(String(res.headers['content-security-policy'])).not.toContain(hash);
    await app.close();
  });
});
