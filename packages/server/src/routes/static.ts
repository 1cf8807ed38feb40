import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { sendError } from '../errors';
import { registerEmbedRoutes } from './embed';
import { createFirstScreen } from './first-screen';
import { createSitePage } from './page';
import { builtSite } from './site-build';
import { dayCacheControl } from '../cache';
import { registerOembedRoute, registerPreviewRoutes } from './preview';
import { pageGlobals, pageGlobalsScript } from './site-config';
import { createPreviews } from '../preview/previews';
import { previewHead } from '../preview/head';

const BUILD_THE_SITE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Guessdle: site not built</title></head>
<body><h1>The website is not built yet</h1>
<p>The API is running, but there is no built site to serve. Build it with
<code>pnpm --filter @guessdle/site build</code> (or <code>pnpm build:app</code>) and reload this page.</p>
</body></html>`;

/**
 * `/sw.js` when SERVICE_WORKER_OFF is set: it takes over from the site's worker at the browser's
 * next check (every navigation, the file being revalidated), deletes the site's caches and
 * handles no request, so every request goes to the network as without a worker. It stays
 * registered: the pages go on registering `/sw.js`, and the same bytes cost them nothing.
 */
export const SERVICE_WORKER_OFF = `// Guessdle: the service worker is off on this server (SERVICE_WORKER_OFF).
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name.startsWith('guessdle-')) await caches.delete(name);
    await self.clients.claim();
  })());
});
`;

/** A year: the longest lifetime caches honour, for files whose name changes with their content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built site at `/` with a fallback to index.html for the site's client-side routes, and the
 * dataset pictures at `/assets/` (the site's own hashed build assets live there too: the build's
 * files first, then the dataset directory).
 *
 * Text files go out as the brotli or gzip copies the site's build writes beside them
 * (site/build/precompress.ts); the hashed build files are cached for a year as immutable, other
 * files are revalidated, and the page itself comes from page.ts.
 */
export async function registerStatic(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { siteDir, assetsDir } = ctx.config;
  const indexFile = path.join(siteDir, 'index.html');
  const previews = createPreviews(ctx);
  const page = createSitePage({
    siteDir,
    globalsScript: pageGlobalsScript(ctx.config),
    globals: pageGlobals(ctx.config),
    firstScreen: createFirstScreen(ctx),
    warn: (message, error) => app.log.warn({ err: error }, message),
    // Every page's title, description and link preview (Open Graph, Twitter, oEmbed discovery).
    head: async ({ page: at, pathname, asked, language }) =>
      previewHead(await previews.page(at, language), {
        origin: ctx.config.publicUrl,
        pathname,
        asked,
        language,
      }),
    // A day's address outside the archive (an impossible or a future date) is not a page.
    exists: async (at) => {
      const day = at.preview?.day;
      if (!day) return true;
      return (await previews.puzzleDay(day).catch(() => ({ date: day }))) !== undefined;
    },
    cacheControl: () => dayCacheControl(ctx),
  });
  registerPreviewRoutes(app, ctx, previews);
  registerOembedRoute(app, ctx, previews, page);
  if (!existsSync(indexFile)) {
    app.log.warn(`No built site at ${siteDir}: pages answer 503 until it is built`);
  }

  if (ctx.config.serviceWorkerOff) {
    app.get('/sw.js', (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/javascript; charset=utf-8')
        .send(SERVICE_WORKER_OFF),
    );
  }

  await app.register(fastifyStatic, {
    root: siteDir,
    prefix: '/',
    wildcard: true,
    // The page is sent by page.ts (globals inline); a directory is not a file here.
    index: false,
    preCompressed: true,
    cacheControl: false,
    // Unhashed names (favicon …) keep their name across builds: revalidate them. Dataset
    // pictures (sent by the not-found handler below) keep their names when they change: an hour.
    setHeaders(res, filePath) {
      res.setHeader('cache-control', isDatasetFile(filePath) ? 'public, max-age=3600' : 'no-cache');
    },
    allowedPath: (pathName) =>
      !pathName.startsWith('/api/') &&
      !pathName.startsWith('/messages/') &&
      // What the build keeps for this server (its contract, its server render, Vite's
      // manifests: the contract's `private` folders, all named with a leading dot) is not a file
      // for browsers.
      !/(^|\/)\./.test(pathName) &&
      !(builtSite(siteDir)?.build.private ?? []).some((dir) => pathName.startsWith(`/${dir}`)) &&
      pathName !== '/index.html',
  });
  // The build's hashed files. The dataset pictures, under the same /assets/ prefix, are not a
  // second root here: with several roots and preCompressed, @fastify/static (9.3) retries the
  // next root with the same encoding and never falls back to an earlier root's uncompressed
  // file, so every picture answered 404 to browsers (they always accept br). They are sent by
  // the not-found handler instead, as they are (pictures are compressed formats, or tiny SVGs).
  await app.register(fastifyStatic, {
    root: path.join(siteDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    wildcard: true,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', IMMUTABLE);
    },
  });
  const datasetRoot = path.resolve(assetsDir) + path.sep;
  function isDatasetFile(filePath: string): boolean {
    return path.resolve(filePath).startsWith(datasetRoot);
  }
  /** The dataset file an /assets/ URL names, relative to ASSETS_DIR, or null. */
  function datasetFile(url: string): string | null {
    let relative: string;
    try {
      relative = decodeURIComponent(url.slice('/assets/'.length));
    } catch {
      return null;
    }
    const full = path.resolve(datasetRoot, relative);
    if (!full.startsWith(datasetRoot)) return null;
    try {
      return statSync(full).isFile() ? path.relative(datasetRoot, full) : null;
    } catch {
      return null;
    }
  }
  // The files above differ by Accept-Encoding. Said in onSend, after the file is chosen: a header
  // set on the raw response would be replaced by CORS's `vary: Origin`.
  app.addHook('onSend', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route !== '/*' && route !== '/assets/*') return;
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  });

  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    options?: { notFound?: boolean },
  ) => {
    if (await page.send(request, reply, pathname, options)) return reply;
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(BUILD_THE_SITE);
  };
  app.get('/', (request, reply) => sendPage(request, reply, '/'));
  registerEmbedRoutes(app, ctx, sendPage);
  app.get('/index.html', (request, reply) => sendPage(request, reply, '/'));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && url.startsWith('/assets/')) {
      const file = datasetFile(url);
      if (file) return reply.sendFile(file, assetsDir);
    }
    const shown = url.length > 200 ? `${url.slice(0, 200)}…` : url;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !url.startsWith('/assets/') &&
      !url.startsWith('/messages/') &&
      // A last segment with an extension is a missing file, not a page.
      !/\.[A-Za-z0-9]{1,8}$/.test(url);
    if (!isPage) return sendError(reply, 404, 'not-found', `No route ${request.method} ${shown}`);
    return sendPage(request, reply, url);
  });
}
