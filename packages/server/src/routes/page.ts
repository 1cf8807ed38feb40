import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, type Language, type PageAt } from '@guessdle/api';
import { languageOf, type FirstScreen, type FirstScreenSource } from './first-screen';
import { pageHtml, pickEncoding, variantOf, type Variant } from './page-html';
import {
  builtSite,
  loadServerRender,
  pageAtSchema,
  type BuiltSite,
  type SiteRender,
} from './site-build';

export { pickEncoding } from './page-html';
export { firstPaintScriptSource } from './site-build';

/**
 * A page the site cannot say anything of (no server render, or a failed one): served as a page,
 * with no hint, no game's data, not painted.
 */
const SILENT_PAGE: PageAt = { sources: [], firstScreen: null, painted: false, found: true };
/** The site's "not found" page: nothing of the address in it. */
const NOT_FOUND: PageAt = { sources: [], firstScreen: null, painted: false, found: false };

/** Whether the site shows a page at the address, or its "not found" page. */
export function isFound(page: PageAt): boolean {
  return page.found ?? page.sources.length > 0;
}

export interface SitePage {
  /**
   * Sends the page for a client-side route and resolves to true, or resolves to false when the
   * site is not built. (Not the reply: a Fastify reply is a thenable, and awaiting it waits for
   * the response to finish and gives undefined.)
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    options?: { notFound?: boolean },
  ): Promise<boolean>;
  /** What the site says is at `pathname` (nothing when the site is not built or cannot say). */
  pageAt(pathname: string): Promise<PageAt>;
}

/** What a page's head tags are made from (its link preview: preview/head.ts). */
export interface PageHeadInput {
  page: PageAt;
  /** The page's address in its one written form (lower case, no trailing slash). */
  pathname: string;
  /**
   * The address as asked, its letter case kept (no trailing slash): a private Crono game's id is
   * case-sensitive, so its oEmbed link names it as written.
   */
  asked: string;
  language: Language;
}

export interface SitePageOptions {
  siteDir: string;
  /** The page globals as a script (written inline) and as the values the server render gets. */
  globalsScript: string;
  globals?: Record<string, unknown>;
  firstScreen?: FirstScreenSource;
  /**
   * Tags for the page's head (its title, description and link preview), in place of the page's
   * own `<title>` and description; `notFound` for an address the site shows "not found" at.
   */
  head?: (input: PageHeadInput) => Promise<string>;
  /** False when the page is not found although the site has a page there (a day outside the archive). */
  exists?: (page: PageAt) => Promise<boolean>;
  /** Cache-Control of a page: shared caches may keep it until the next reset (cache.ts). */
  cacheControl: () => string;
  /** Called once per build when its server render fails to load or to render. */
  warn?: (message: string, error: unknown) => void;
}

/** Pages kept rendered and compressed; more (a new day, new texts) starts the cache afresh. */
const MAX_VARIANTS = 256;

/**
 * What `make` gives for `key`, made once and kept as its promise (every asker at once shares it;
 * a failure is forgotten). A full map starts afresh.
 */
function once<T>(map: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let pending = map.get(key);
  if (!pending) {
    if (map.size >= MAX_VARIANTS) map.clear();
    pending = make();
    pending.catch(() => map.delete(key));
    map.set(key, pending);
  }
  return pending;
}

/**
 * An address in one written form: the site's routes ignore letter case and a trailing slash, so
 * `/Classic/` is `/classic`, and one page is rendered once however it is written.
 */
export function canonicalPath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') || '/' : lower;
}

/** An address as asked, its letter case kept, without a trailing slash. */
function asked(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * The site's page as the server sends it: what the build contract names filled in (page.html.ts),
 * the first screen painted by the site's server render when it says so, compressed once per
 * variant and revalidated by ETag. What a variant depends on is bounded: the site's answer for
 * the address, the first screen's day and language, the head's tags; never a request header but
 * the language chosen from Accept-Language (one of six), never an address outside the site's
 * pages (those share the one "not found" page, answered 404).
 */
export function createSitePage(options: SitePageOptions): SitePage {
  const { siteDir } = options;
  let built:
    | {
        stamp: string;
        variants: Map<string, Promise<Variant>>;
        /** The variants of endless addresses (`PageAt.paintedAs`): a flood never evicts a page. */
        endless: Map<string, Promise<Variant>>;
        /** Each first screen painted once, by the address painted and the screen's key. */
        paints: Map<string, Promise<{ html: string; styles: string } | undefined>>;
        render?: Promise<SiteRender | undefined>;
        warned?: boolean;
      }
    | undefined;

  /** The build now in the folder, its variants and its server render; undefined when unbuilt. */
  function current(): { site: BuiltSite | undefined; html: string; stamp: string } | undefined {
    const site = builtSite(siteDir, options.warn);
    const page = path.join(siteDir, site?.build.page ?? 'index.html');
    let stamp: string;
    try {
      const stat = statSync(page);
      stamp = `${stat.mtimeMs}:${stat.size}:${site?.stamp ?? ''}`;
    } catch {
      return undefined;
    }
    if (built?.stamp !== stamp) {
      built = { stamp, variants: new Map(), endless: new Map(), paints: new Map() };
    }
    return { site, html: page, stamp };
  }

  function warnOnce(message: string, error: unknown) {
    if (built && !built.warned) {
      built.warned = true;
      options.warn?.(message, error);
    }
  }

  function siteRender(site: BuiltSite | undefined): Promise<SiteRender | undefined> {
    const build = built;
    if (!build || !site) return Promise.resolve(undefined);
    build.render ??= loadServerRender(siteDir, site).catch((error: unknown) => {
      warnOnce('The site server render did not load; pages are rendered by the browser', error);
      return undefined;
    });
    return build.render;
  }

  async function pageAt(site: BuiltSite | undefined, pathname: string): Promise<PageAt> {
    const render = await siteRender(site);
    if (!render) return SILENT_PAGE;
    try {
      return pageAtSchema.parse(await render.pageAt(pathname));
    } catch (error) {
      warnOnce('The site server render did not say what a page is; pages get no hints', error);
      return SILENT_PAGE;
    }
  }

  async function paint(
    site: BuiltSite | undefined,
    pathname: string,
    screen: FirstScreen,
  ): Promise<{ html: string; styles: string } | undefined> {
    const render = await siteRender(site);
    if (!render) return undefined;
    try {
      const { responses } = JSON.parse(screen.json) as { responses: Record<string, unknown> };
      // The answers the page fetches once painted: the site has them before it takes over.
      for (const { asked, json } of screen.fetches) responses[asked] = JSON.parse(json);
      return await render.renderFirstPaint({
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

  /** The page's variant: rendered once, however many visitors ask at once (the promise is cached). */
  async function variant(
    request: FastifyRequest,
    pathname: string,
    notFound: boolean,
    asked: string,
  ): Promise<{ variant: Variant; found: boolean } | undefined> {
    const now = current();
    if (!now) return undefined;
    const at = notFound ? NOT_FOUND : await pageAt(now.site, pathname);
    const found = isFound(at) && (await (options.exists?.(at) ?? true));
    // A page not found is the site's own page with nothing of the address in it.
    const page = found ? at : NOT_FOUND;
    const { lang } = (request.query ?? {}) as { lang?: unknown };
    const embedLang =
      pathname.startsWith('/embed/') && (LANGUAGES as readonly string[]).includes(String(lang))
        ? String(lang)
        : undefined;
    const screen = found
      ? await options.firstScreen?.(page.firstScreen, {
          acceptLanguage: request.headers['accept-language'],
          lang: embedLang,
        })
      : undefined;
    const language = screen?.language ?? languageOf(request.headers['accept-language']);
    const head = (await options.head?.({ page, pathname, asked, language })) ?? '';
    // The address painted for this one (the same first screen for endless addresses: one copy).
    const painted = found && page.painted && screen ? (page.paintedAs ?? pathname) : undefined;
    // A page of endless addresses (each Crono game's): its own cache, its paint shared.
    const endless = page.paintedAs !== undefined;
    const cache = endless ? built?.endless : built?.variants;
    const paints = built?.paints;
    if (!cache || !paints) return undefined;
    const key = `${page.sources.join(',')}|${painted ?? ''}|${screen?.key ?? language}|${head}`;
    const pending = once(cache, key, async () => {
      // The first screen painted once per address painted and screen (its language and day).
      const drawn =
        painted && screen
          ? await once(paints, `${painted}|${screen.key}`, () => paint(now.site, painted, screen))
          : undefined;
      const html = pageHtml(readFileSync(now.html, 'utf8'), now.site, {
        globalsScript: options.globalsScript,
        sources: page.sources,
        screen,
        painted: drawn,
        head,
      });
      return variantOf(html, { quick: endless });
    });
    return { variant: await pending, found };
  }

  return {
    pageAt: async (pathname) => {
      const now = current();
      return now ? pageAt(now.site, canonicalPath(pathname)) : SILENT_PAGE;
    },
    async send(request, reply, pathname, sendOptions) {
      const notFound = !!sendOptions?.notFound;
      const made = await variant(request, canonicalPath(pathname), notFound, asked(pathname));
      if (!made) return false;
      const { variant: page, found } = made;
      reply
        .code(found ? 200 : 404)
        .header('cache-control', options.cacheControl())
        // The first screen carries the texts of the visitor's language.
        .header('vary', 'accept-encoding, accept-language')
        .header('etag', page.etag)
        .type('text/html; charset=utf-8');
      const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
      if (found && known?.includes(page.etag)) {
        void reply.code(304).send();
        return true;
      }
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      void reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body);
      return true;
    },
  };
}
