import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir, testApp, type TestApp } from '../testing/fixtures';
import { pickEncoding } from './page';
import { writeSite } from '../testing/site';
import { inlineScriptSource, pageGlobalsScript } from './site-config';
import { SERVICE_WORKER_OFF } from './static';

const dirs = tempDir();
const siteDir = path.join(dirs.dir, 'site');
const assetsDir = path.join(dirs.dir, 'assets');
const entry = `console.log(${JSON.stringify('entry '.repeat(200))});`;
const INDEX = `<!doctype html><html><head><title>Guessdle</title>
<script src="/config.js"></script>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/shared-abc.js">
</head><body><div id="root"></div></body></html>`;
/** The site's server render, a stand-in: it says which chunk a page loads, and paints nothing. */
const RENDER = `export function pageAt(pathname) {
  const sources = pathname === '/classic' ? ['src/pages/ClassicPage.tsx'] : [];
  return { sources, firstScreen: null, painted: false, found: pathname !== '/no-such-page' };
}
export async function renderFirstPaint() {
  throw new Error('no page is painted here');
}`;
/** The site's service worker as its build writes it (a stand-in). */
const SITE_WORKER = `self.addEventListener('fetch', () => {});`;
let t: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(siteDir, 'assets'), { recursive: true });
  writeSite(siteDir, {
    index: INDEX,
    renderer: RENDER,
    entry: { file: '/assets/index-abc.js', imports: ['/assets/shared-abc.js'] },
    chunks: {
      'src/pages/ClassicPage.tsx': [
        '/assets/ClassicPage-abc.js',
        '/assets/games-abc.js',
        '/assets/shared-abc.js',
      ],
    },
  });
  mkdirSync(path.join(assetsDir, 'performers'), { recursive: true });
  writeFileSync(path.join(siteDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(siteDir, 'sw.js'), SITE_WORKER);
  for (const name of ['index-abc.js', 'ClassicPage-abc.js', 'shared-abc.js', 'games-abc.js']) {
    writeFileSync(path.join(siteDir, 'assets', name), entry);
  }
  // What site/build/precompress.ts writes beside each text file.
  writeFileSync(path.join(siteDir, 'assets', 'index-abc.js.br'), brotliCompressSync(entry));
  writeFileSync(path.join(siteDir, 'assets', 'index-abc.js.gz'), gzipSync(entry));
  writeFileSync(path.join(assetsDir, 'performers', 'p1.svg'), '<svg/>');
  t = await testApp({ config: { siteDir, assetsDir } });
});

afterAll(async () => {
  await t.close();
  dirs.cleanup();
});

describe('given a browser loading a page', () => {
  it('writes the page globals inline, allowed by the CSP hash, with no request to /config.js', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    const script = pageGlobalsScript(t.config);
    expect(res.body).toContain(`<script>${script}</script>`);
    expect(res.body).not.toContain('/config.js');
    expect(res.headers['content-security-policy']).toContain(inlineScriptSource(script));
  });

  it('sends it compressed as the browser asks, revalidated by ETag', async () => {
    const plain = await t.app.inject({ url: '/classic' });
    const br = await t.app.inject({ url: '/classic', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({
      url: '/classic',
      headers: { 'accept-encoding': 'gzip, deflate, br;q=0' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    for (const res of [plain, br, gz]) {
      expect(res.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+$/);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers.etag).toBe(plain.headers.etag);
    }
    const again = await t.app.inject({
      url: '/classic',
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('hints the lazily loaded game chunk the site names for a page, and not on the home page', async () => {
    const game = await t.app.inject({ url: '/classic' });
    expect(game.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/ClassicPage-abc.js">',
    );
    expect(game.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/games-abc.js">',
    );
    // Already hinted by the build: not twice.
    expect(game.body.split('/assets/shared-abc.js').length).toBe(2);
    const home = await t.app.inject({ url: '/' });
    expect(home.body).not.toContain('ClassicPage-abc.js');
    const index = await t.app.inject({ url: '/index.html' });
    expect(index.body).toBe(home.body);
  });

  it('serves a new build without a restart', async () => {
    const before = await t.app.inject({ url: '/' });
    writeFileSync(
      path.join(siteDir, 'index.html'),
      INDEX.replace('</head>', '<meta name="build" content="2"></head>'),
    );
    utimesSync(path.join(siteDir, 'index.html'), new Date(), new Date(Date.now() + 5_000));
    const after = await t.app.inject({ url: '/' });
    expect(after.body).toContain('<meta name="build" content="2">');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    writeFileSync(path.join(siteDir, 'index.html'), INDEX);
  });
});

describe('given the build files', () => {
  it('sends the precompressed copy of a hashed file, cached for a year as immutable', async () => {
    const br = await t.app.inject({
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(entry);
    const gz = await t.app.inject({
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(entry);
    const plain = await t.app.inject({ url: '/assets/index-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(entry);
  });

  it('sends a file without compressed copies as it is', async () => {
    const res = await t.app.inject({
      url: '/assets/shared-abc.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(entry);
  });

  it('revalidates unhashed files and keeps dataset pictures for an hour', async () => {
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    const picture = await t.app.inject({ url: '/assets/performers/p1.svg' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves the site’s service worker at the root, revalidated at every check', async () => {
    const worker = await t.app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.body).toBe(SITE_WORKER);
  });

  it('serves a worker that clears the caches and answers nothing with SERVICE_WORKER_OFF', async () => {
    const off = await testApp({ config: { siteDir, assetsDir, serviceWorkerOff: true } });
    try {
      const worker = await off.app.inject({ url: '/sw.js' });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(worker.headers['content-type']).toMatch(/javascript/);
      expect(worker.body).toBe(SERVICE_WORKER_OFF);
      expect(worker.body).not.toContain("'fetch'");
      // The rest of the site is served as before.
      expect((await off.app.inject({ url: '/favicon.svg' })).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });

  it('sends dataset pictures to a browser, which always accepts compressed answers', async () => {
    for (const encoding of ['gzip, deflate, br, zstd', 'br', 'gzip', 'identity']) {
      const picture = await t.app.inject({
        url: '/assets/performers/p1.svg',
        headers: { 'accept-encoding': encoding },
      });
      expect(picture.statusCode, encoding).toBe(200);
      expect(picture.body).toBe('<svg/>');
      expect(picture.headers['cache-control']).toBe('public, max-age=3600');
    }
    // The site's own small files, which have no compressed copy, still come from the build.
    const small = await t.app.inject({
      url: '/assets/shared-abc.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(200);
    // Nothing outside the dataset folder.
    const escape = await t.app.inject({ url: '/assets/..%2f..%2fetc%2fpasswd' });
    expect(escape.statusCode).toBeGreaterThanOrEqual(400);
    expect(escape.statusCode).toBeLessThan(500);
  });
});

describe('given an Accept-Encoding header', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR;Q=0.0, GZIP', 'gzip'],
    ['identity', undefined],
    [['gzip', 'br'], 'br'],
  ] as const)('%j picks %s', (header, expected) => {
    expect(pickEncoding(header as string | string[] | undefined)).toBe(expected);
  });
});
