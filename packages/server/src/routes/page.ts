import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_SCREEN_ID } from '@guessdle/api';
import type { GameMode } from '@guessdle/api/modes';
import type { FirstScreen, FirstScreenSource } from './first-screen';

/**
 * Pages whose code the site loads on demand, by the source file of its chunk in the Vite manifest
 * (one per mode of the contract: a new mode fails to compile until it names its page's chunk):
 * the server lists those files as `modulepreload` hints so the browser fetches them beside the
 * entry instead of after it. A source that is not in the manifest adds no hint.
 */
const MODE_CHUNKS: Record<GameMode, string> = {
  classic: 'src/pages/GamePages.tsx',
  'image-guess': 'src/pages/GamePages.tsx',
  'channel-guess': 'src/pages/GamePages.tsx',
  crono: 'src/pages/CronoPages.tsx',
};

/** The chunk of the page at `pathname`: `/{mode}…` is the mode's, `/embed/{mode}` the embed page. */
function pageChunk(pathname: string): string | undefined {
  if (pathname.startsWith('/embed/')) return 'src/pages/EmbedPage.tsx';
  const first = pathname.split('/')[1] ?? '';
  return Object.hasOwn(MODE_CHUNKS, first) ? MODE_CHUNKS[first as GameMode] : undefined;
}

/** The tag index.html loads the globals with; the server writes the script in its place. */
const CONFIG_TAG = '<script src="/config.js"></script>';

interface Variant {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

export interface SitePage {
  /** Sends index.html for a client-side route, or resolves to false when the site is not built. */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
  ): Promise<FastifyReply | false>;
}

/** Pages kept rendered and compressed; more (a new day, new texts) starts the cache afresh. */
const MAX_VARIANTS = 256;

/**
 * The site's index.html as the server sends it: the page globals written inline (no request,
 * nothing render-blocking), preload hints for the page's lazy chunk, the first screen's data
 * (first-screen.ts) with a preload hint for its picture, compressed once per variant and
 * revalidated by ETag. The file is re-read when its modification time changes, so a new build is
 * served without a restart.
 */
export function createSitePage(
  siteDir: string,
  globalsScript: string,
  firstScreen?: FirstScreenSource,
): SitePage {
  const indexFile = path.join(siteDir, 'index.html');
  let built: { stamp: string; variants: Map<string, Variant> } | undefined;

  function variants(): Map<string, Variant> | undefined {
    let stamp: string;
    try {
      const stat = statSync(indexFile);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return undefined;
    }
    if (built?.stamp !== stamp) {
      built = { stamp, variants: new Map() };
    }
    return built.variants;
  }

  function render(chunk: string | undefined, screen: FirstScreen | undefined): Variant {
    let html = readFileSync(indexFile, 'utf8');
    const inline = `<script>${globalsScript}</script>`;
    html = html.includes(CONFIG_TAG)
      ? html.replace(CONFIG_TAG, inline)
      : html.replace('</head>', `${inline}</head>`);
    if (chunk) html = html.replace('</head>', `${preloadLinks(siteDir, chunk, html)}</head>`);
    if (screen) {
      const images = screen.preloadImages
        .map(
          (url) =>
            `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(url)}">`,
        )
        .join('');
      // A data block, not a script: no CSP source is needed for it.
      const island = `<script type="application/json" id="${FIRST_SCREEN_ID}">${screen.json}</script>`;
      html = html.replace('</head>', `${images}${island}</head>`);
    }
    const body = Buffer.from(html);
    return {
      body,
      br: brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
      gzip: gzipSync(body, { level: 9 }),
      // Weak: the three encodings of one page share it.
      etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    };
  }

  return {
    async send(request, reply, pathname) {
      if (!variants()) return false;
      const chunk = pageChunk(pathname);
      const { lang } = (request.query ?? {}) as { lang?: unknown };
      const screen = await firstScreen?.(pathname, {
        acceptLanguage: request.headers['accept-language'],
        lang: pathname.startsWith('/embed/') && typeof lang === 'string' ? lang : undefined,
      });
      const cache = variants();
      if (!cache) return false;
      const key = `${chunk ?? ''}|${screen?.key ?? ''}`;
      let variant = cache.get(key);
      if (!variant) {
        if (cache.size >= MAX_VARIANTS) cache.clear();
        variant = render(chunk, screen);
        cache.set(key, variant);
      }
      reply
        .header('cache-control', 'no-cache')
        // The first screen carries the texts of the visitor's language.
        .header('vary', firstScreen ? 'accept-encoding, accept-language' : 'accept-encoding')
        .header('etag', variant.etag)
        .type('text/html; charset=utf-8');
      const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
      if (known?.includes(variant.etag)) return reply.code(304).send();
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(
        encoding === 'br' ? variant.br : encoding === 'gzip' ? variant.gzip : variant.body,
      );
    },
  };
}

/** `br` when the client takes it, else `gzip`, else none (`q=0` refuses a coding). */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** `<link rel="modulepreload">` for a manifest chunk and its static imports not yet in the page. */
function preloadLinks(siteDir: string, source: string, html: string): string {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(
      readFileSync(path.join(siteDir, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>;
  } catch {
    return '';
  }
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.push(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  visit(source);
  return files
    .filter((file) => !html.includes(`"${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
}
