import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  FIRST_PAINT_CODE_ID,
  FIRST_SCREEN_ID,
  type FirstPaintCode,
  type Language,
  type PageAt,
} from '@guessdle/api';
import { DAILY_MODES, DIFFICULTIES } from '@guessdle/api/modes';
import { languageOf, type FirstScreen, type FirstScreenSource } from './first-screen';
import { escapeMarkup } from '../markup';

/** The tag index.html loads the globals with; the server writes the script in its place. */
const CONFIG_TAG = '<script src="/config.js"></script>';
/** The element the site renders into; the first paint goes inside it. */
const ROOT_TAG = '<div id="root"></div>';
/** index.html's language, set to the visitor's on a painted page. */
const HTML_LANG = '<html lang="en"';

/**
 * The site's server render (site/src/entry-server.tsx, built to `.ssr/entry-server.js` in the
 * site's folder): the first screen painted as HTML, so it shows before any script has run.
 */
export type FirstPaintRenderer = (input: {
  pathname: string;
  language: string;
  responses: Record<string, unknown>;
  config: Record<string, unknown>;
}) => Promise<{ html: string; styles: string }>;

/**
 * What the site says of the page at an address (`PageAt`): the site alone knows its routes and
 * files (site/src/pageMap.tsx), and its server render answers for them.
 */
export type PageLookup = (pathname: string) => PageAt | Promise<PageAt>;

/** Where the site's build puts its server render. */
export const FIRST_PAINT_MODULE = '.ssr/entry-server.js';

/** The server render's answer, checked: it is another package's build, read at run time. */
const pageAtSchema = z.object({
  sources: z.array(z.string()),
  firstScreen: z
    .object({ mode: z.enum(DAILY_MODES), difficulty: z.enum(DIFFICULTIES).nullable() })
    .nullable(),
  painted: z.boolean(),
  // Absent from a build older than link previews: no preview of a game.
  preview: z
    .object({ mode: z.enum(DAILY_MODES), day: z.string().nullable() })
    .nullable()
    .optional(),
}) satisfies z.ZodType<PageAt>;

/** A page the site says nothing of (no server render): no hint, no game's data, not painted. */
const UNKNOWN_PAGE: PageAt = { sources: [], firstScreen: null, painted: false };

/** The site's server render as the server uses it: what is at an address, and its paint. */
interface SiteRender {
  pageAt: PageLookup;
  renderFirstPaint: FirstPaintRenderer;
}

/**
 * Where the site's build gathers the tags that load its code in index.html (the entry's script and
 * its chunks' hints: site/build/codeMarkers.ts). On a page painted here, the first-paint loader
 * takes their place.
 */
const CODE_START = '<!--guessdle:code-->';
const CODE_END = '<!--/guessdle:code-->';

/** The site's manifest, and the first-paint loader's (site/vite.first-paint.config.ts). */
const SITE_MANIFEST = '.vite/manifest.json';
const FIRST_PAINT_MANIFEST = '.vite/first-paint-manifest.json';
/** The loader's source in the site, its key in that manifest. */
const FIRST_PAINT_SOURCE = 'src/firstPaint.ts';

/**
 * The first-paint loader of the site built in `siteDir` (site/src/firstPaint.ts, built and hashed
 * by Vite): the text the server writes inline into a page it painted, or undefined when the build
 * has none. Re-read when its manifest changes, so a new build is served without a restart.
 */
export function firstPaintLoader(siteDir: string): string | undefined {
  const manifest = path.join(siteDir, FIRST_PAINT_MANIFEST);
  let stamp: string;
  try {
    const stat = statSync(manifest);
    stamp = `${siteDir}:${stat.mtimeMs}:${stat.size}`;
  } catch {
    return undefined;
  }
  if (loaderCache?.stamp !== stamp) {
    let loader: string | undefined;
    try {
      const chunks = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, ManifestChunk>;
      const file = chunks[FIRST_PAINT_SOURCE]?.file;
      loader = file ? readFileSync(path.join(siteDir, file), 'utf8').trim() : undefined;
    } catch {
      loader = undefined;
    }
    // Only a script that cannot end its own element early is written inline.
    loaderCache = { stamp, loader: loader && !/<\/script/i.test(loader) ? loader : undefined };
  }
  return loaderCache.loader;
}
let loaderCache: { stamp: string; loader: string | undefined } | undefined;

/**
 * The CSP source that allows the current build's first-paint loader (by its hash), for the
 * `script-src` of every page; `'self'` when the site has none.
 */
export function firstPaintScriptSource(siteDir: string): string {
  const loader = firstPaintLoader(siteDir);
  return loader ? `'sha256-${createHash('sha256').update(loader).digest('base64')}'` : "'self'";
}

/**
 * The tags that load the site's code, swapped for the first-paint loader and the data it reads:
 * the entry, the chunks the page needs beside it, and the URLs to request beside them. The page
 * is unchanged when the build marks no code or has no loader.
 */
function deferCode(html: string, loader: string | undefined, code: FirstPaintCode): string {
  const start = html.indexOf(CODE_START);
  const end = html.indexOf(CODE_END, start);
  if (!loader || start < 0 || end < 0) return html;
  const data = JSON.stringify(code).replace(/</g, '\\u003c');
  return (
    html.slice(0, start) +
    `<script type="application/json" id="${FIRST_PAINT_CODE_ID}">${data}</script>` +
    `<script type="module">${loader}</script>` +
    html.slice(end + CODE_END.length)
  );
}

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
  /**
   * Sends index.html for a client-side route and resolves to true, or resolves to false when the
   * site is not built. (Not the reply: a Fastify reply is a thenable, and awaiting it waits for
   * the response to finish and gives undefined.)
   */
  send(request: FastifyRequest, reply: FastifyReply, pathname: string): Promise<boolean>;
  /** What the site says is at `pathname` (nothing when the site is not built or cannot say). */
  pageAt(pathname: string): Promise<PageAt>;
}

/** What a page's head tags are made from (its link preview: preview/head.ts). */
export interface PageHeadInput {
  page: PageAt;
  pathname: string;
  language: Language;
  /** This server's public origin, as the request names it. */
  origin: string;
}

/** The origin a request reached this server by (behind a trusted proxy, its forwarded one). */
export function publicOrigin(request: FastifyRequest): string {
  try {
    // Normalised: no default port (`http://localhost:80` is `http://localhost`).
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return `${request.protocol}://localhost`;
  }
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
  options: {
    /** The page globals, as the site reads them (for the server render). */
    globals?: Record<string, unknown>;
    /** Called once per build when its server render fails to load or to render. */
    warn?: (message: string, error: unknown) => void;
    /**
     * Tags for the page's head (its title, description and link preview), in place of
     * index.html's `<title>` and description.
     */
    head?: (input: PageHeadInput) => Promise<string>;
  } = {},
): SitePage {
  const indexFile = path.join(siteDir, 'index.html');
  let built:
    | {
        stamp: string;
        variants: Map<string, Promise<Variant>>;
        render?: Promise<SiteRender | undefined>;
        warned?: boolean;
      }
    | undefined;

  function variants(): Map<string, Promise<Variant>> | undefined {
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

  /**
   * The build's server render, loaded once per build; undefined when it has none (or one without
   * `pageAt` and `renderFirstPaint`): then no page is painted and none has hints.
   */
  function siteRender(): Promise<SiteRender | undefined> {
    const build = built;
    if (!build) return Promise.resolve(undefined);
    build.render ??= (async () => {
      const file = path.join(siteDir, FIRST_PAINT_MODULE);
      try {
        statSync(file);
      } catch {
        return undefined;
      }
      // The build's stamp in the URL: a new build is a new module, not the cached one.
      const url = `${pathToFileURL(file).href}?build=${encodeURIComponent(build.stamp)}`;
      try {
        const module = (await import(url)) as Partial<Record<keyof SiteRender, unknown>>;
        const { pageAt, renderFirstPaint } = module;
        if (typeof pageAt !== 'function' || typeof renderFirstPaint !== 'function') {
          throw new Error(`${FIRST_PAINT_MODULE} exports no pageAt or renderFirstPaint`);
        }
        return { pageAt, renderFirstPaint } as SiteRender;
      } catch (error) {
        warnOnce('The site server render did not load; pages are rendered by the browser', error);
        return undefined;
      }
    })();
    return build.render;
  }

  /** What the site says is at `pathname`, checked; nothing when it cannot say. */
  async function pageAt(pathname: string): Promise<PageAt> {
    const site = await siteRender();
    if (!site) return UNKNOWN_PAGE;
    try {
      return pageAtSchema.parse(await site.pageAt(pathname));
    } catch (error) {
      warnOnce('The site server render did not say what a page is; pages get no hints', error);
      return UNKNOWN_PAGE;
    }
  }

  function warnOnce(message: string, error: unknown) {
    if (built && !built.warned) {
      built.warned = true;
      options.warn?.(message, error);
    }
  }

  /** The page's first screen as HTML, or undefined (no server render, or it failed). */
  async function paint(
    pathname: string | undefined,
    screen: FirstScreen | undefined,
  ): Promise<Awaited<ReturnType<FirstPaintRenderer>> | undefined> {
    if (!pathname || !screen) return undefined;
    const site = await siteRender();
    if (!site) return undefined;
    try {
      const { responses } = JSON.parse(screen.json) as { responses: Record<string, unknown> };
      // The answers the page fetches once painted: the site has them before it takes over.
      for (const { asked, json } of screen.fetches) responses[asked] = JSON.parse(json);
      return await site.renderFirstPaint({
        pathname,
        language: screen.language,
        responses,
        config: options.globals ?? {},
      });
    } catch (error) {
      warnOnce('The site server render failed; pages are rendered by the browser', error);
      return undefined;
    }
  }

  function render(
    chunks: readonly string[],
    screen: FirstScreen | undefined,
    painted: Awaited<ReturnType<FirstPaintRenderer>> | undefined,
    head: string,
  ): Variant {
    let html = readFileSync(indexFile, 'utf8');
    // A page without a head (not the site's build) is sent as it is.
    if (head && html.includes('</head>')) {
      html = html
        .replace(/<title>[^<]*<\/title>/, '')
        .replace(/<meta\s+name="description"[^>]*>/, '')
        .replace('</head>', () => `${head}</head>`);
    }
    const inline = `<script>${globalsScript}</script>`;
    // Function replacers throughout: a `$&` in a dataset's name must stay as it is.
    html = html.includes(CONFIG_TAG)
      ? html.replace(CONFIG_TAG, () => inline)
      : html.replace('</head>', () => `${inline}</head>`);
    const manifest = readManifest(siteDir);
    const pageFiles = manifest ? chunkFiles(manifest, chunks) : [];
    if (screen) {
      const images = screen.preloadImages
        .map(
          (url) =>
            `<link rel="preload" as="image" fetchpriority="high" href="${escapeMarkup(url)}">`,
        )
        .join('');
      // A data block, not a script: no CSP source is needed for it.
      const island = `<script type="application/json" id="${FIRST_SCREEN_ID}">${screen.json}</script>`;
      html = html.replace('</head>', () => `${images}${island}</head>`);
    }
    const loader = firstPaintLoader(siteDir);
    const entry = manifest?.['index.html'];
    if (
      screen &&
      painted &&
      loader &&
      manifest &&
      entry &&
      html.includes(ROOT_TAG) &&
      html.includes(CODE_START)
    ) {
      // The site's code waits for the paint: its entry, its chunks and the page's, all hinted
      // only once the loader starts them.
      const code: FirstPaintCode = {
        entry: `/${entry.file}`,
        preload: [...new Set([...chunkFiles(manifest, entry.imports ?? []), ...pageFiles])],
        fetch: screen.fetches.map(({ url }) => url),
      };
      // styled-components' `<style data-styled>` elements: it takes them over in the browser.
      const styles = escapeStyles(painted.styles);
      html = deferCode(html, loader, code)
        .replace('</head>', () => `${styles}</head>`)
        .replace(ROOT_TAG, () => `<div id="root">${painted.html}</div>`)
        .replace(HTML_LANG, () => `<html lang="${escapeMarkup(screen.language)}"`);
    } else if (pageFiles.length > 0) {
      const links = pageFiles
        .filter((file) => !html.includes(`"${file}"`))
        .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
        .join('');
      html = html.replace('</head>', () => `${links}</head>`);
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
    pageAt: async (pathname) => {
      if (!variants()) return UNKNOWN_PAGE;
      return pageAt(pathname);
    },
    async send(request, reply, pathname) {
      if (!variants()) return false;
      const page = await pageAt(pathname);
      const { lang } = (request.query ?? {}) as { lang?: unknown };
      const screen = await firstScreen?.(page.firstScreen, {
        acceptLanguage: request.headers['accept-language'],
        lang: pathname.startsWith('/embed/') && typeof lang === 'string' ? lang : undefined,
      });
      const head =
        (await options.head?.({
          page,
          pathname,
          language: screen?.language ?? languageOf(request.headers['accept-language']),
          origin: publicOrigin(request),
        })) ?? '';
      const cache = variants();
      if (!cache) return false;
      // The render reads the address (the page and its parameters), the first screen's data and
      // the head's tags.
      const painted = page.painted ? pathname : undefined;
      const key = `${page.sources.join(',')}|${painted ?? ''}|${screen?.key ?? ''}|${head}`;
      let pending = cache.get(key);
      if (!pending) {
        // One render per variant, however many visitors ask for it at once (a new day's first
        // minute); the promise is the cache entry.
        if (cache.size >= MAX_VARIANTS) cache.clear();
        const made = paint(painted, screen).then((html) =>
          render(page.sources, screen, html, head),
        );
        made.catch(() => cache.delete(key));
        cache.set(key, made);
        pending = made;
      }
      const variant = await pending;
      reply
        .header('cache-control', 'no-cache')
        // The first screen carries the texts of the visitor's language.
        .header('vary', firstScreen ? 'accept-encoding, accept-language' : 'accept-encoding')
        .header('etag', variant.etag)
        .type('text/html; charset=utf-8');
      const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
      if (known?.includes(variant.etag)) {
        void reply.code(304).send();
        return true;
      }
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      void reply.send(
        encoding === 'br' ? variant.br : encoding === 'gzip' ? variant.gzip : variant.body,
      );
      return true;
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

/** `<style …>` elements one after the other: nothing inside a sheet's text may close its element. */
function escapeStyles(elements: string): string {
  return elements.replace(
    /(<style[^>]*>)([\s\S]*?)(<\/style>)(?=\s*(?:<style|$))/g,
    (_, open: string, css: string, close: string) =>
      open + css.replace(/<\/(style)/gi, '<\\/$1') + close,
  );
}

/** The site's Vite manifest, or undefined when the build has none. */
function readManifest(siteDir: string): Record<string, ManifestChunk> | undefined {
  try {
    return JSON.parse(readFileSync(path.join(siteDir, SITE_MANIFEST), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
  } catch {
    return undefined;
  }
}

/** The files of manifest chunks and of their static imports, each once, in import order. */
function chunkFiles(manifest: Record<string, ManifestChunk>, sources: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.push(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  sources.forEach(visit);
  return files;
}
