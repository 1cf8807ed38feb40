import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { FIRST_PAINT_CODE_ID, FIRST_SCREEN_ID, type FirstPaintCode } from '@guessdle/api';
import type { FirstScreen } from './first-screen';
import type { BuiltSite } from './site-build';
import { filesOf } from './site-build';
import { escapeMarkup } from '../markup';

/** One page as it is sent: its bytes in each encoding and their ETag. */
export interface Variant {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** What a page is made of, besides the site's page itself. */
export interface PageParts {
  /** The page globals as a script's text (written inline). */
  globalsScript: string;
  /** The page's code, as the contract's chunk keys (`PageAt.sources`). */
  sources: readonly string[];
  screen: FirstScreen | undefined;
  /** The server render's first screen, when the page is painted. */
  painted: { html: string; styles: string } | undefined;
  /** Tags for the head (title, description, link preview). */
  head: string;
}

/**
 * The site's page with everything the server adds: the head's tags in place of its title and
 * description, the page globals inline (in place of the tag that loads them, by the contract's
 * marker), the first screen's data, and either the painted first screen with the first-paint
 * loader in place of the code's tags, or preload hints for the page's chunks. Every place is
 * named by the site's build contract (site-build.ts); without it, only the globals and the head.
 */
export function pageHtml(html: string, site: BuiltSite | undefined, parts: PageParts): string {
  const markers = site?.build.markers;
  // A page without a head (not the site's build) is sent as it is.
  if (parts.head && html.includes('</head>')) {
    html = html
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta\s+name="description"[^>]*>/, '')
      .replace('</head>', () => `${parts.head}</head>`);
  }
  const inline = `<script>${parts.globalsScript}</script>`;
  // Function replacers throughout: a `$&` in a dataset's name must stay as it is.
  html =
    markers?.globals && html.includes(markers.globals)
      ? html.replace(markers.globals, () => inline)
      : html.replace('</head>', () => `${inline}</head>`);
  const { screen, painted } = parts;
  if (screen) {
    const images = screen.preloadImages
      .map(
        (url) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeMarkup(url)}">`,
      )
      .join('');
    // A data block, not a script: no CSP source is needed for it.
    const island = `<script type="application/json" id="${FIRST_SCREEN_ID}">${screen.json}</script>`;
    html = html.replace('</head>', () => `${images}${island}</head>`);
  }
  if (!site) return html;
  const pageFiles = filesOf(site.build, parts.sources);
  const code = markers?.code;
  const start = code ? html.indexOf(code.start) : -1;
  const end = code ? html.indexOf(code.end, start) : -1;
  if (
    screen &&
    painted &&
    site.loader &&
    code &&
    start >= 0 &&
    end >= 0 &&
    html.includes(site.build.markers.root)
  ) {
    // The site's code waits for the paint: its entry, its chunks and the page's, all hinted
    // only once the loader starts them.
    const { entry } = site.build;
    const data: FirstPaintCode = {
      entry: entry.file,
      preload: [...new Set([...entry.imports, ...pageFiles])],
      fetch: screen.fetches.map(({ url }) => url),
    };
    const json = JSON.stringify(data).replace(/</g, '\\u003c');
    const root = site.build.markers.root;
    const opening = root.replace(/<\/[^>]+>$/, '');
    return (
      html.slice(0, start) +
      `<script type="application/json" id="${FIRST_PAINT_CODE_ID}">${json}</script>` +
      `<script type="module">${site.loader}</script>` +
      html.slice(end + code.end.length)
    )
      .replace('</head>', () => `${escapeStyles(painted.styles)}</head>`)
      .replace(root, () => `${opening}${painted.html}${root.slice(opening.length)}`)
      .replace(site.build.markers.lang, () => `<html lang="${escapeMarkup(screen.language)}"`);
  }
  const links = pageFiles
    .filter((file) => !html.includes(`"${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
  return links ? html.replace('</head>', () => `${links}</head>`) : html;
}

/**
 * The page compressed once (brotli and gzip 9) with its weak ETag (shared by the three). Brotli at
 * its best (11: ~45 ms for a painted page) by default; `quick` (5: under 1 ms, ~8% larger) for a
 * page of endless addresses, where each new address costs one compression.
 */
export function variantOf(html: string, { quick = false }: { quick?: boolean } = {}): Variant {
  const body = Buffer.from(html);
  return {
    body,
    br: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quick ? 5 : constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(body, { level: 9 }),
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
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
