import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { sendError } from '../errors';

const BUILD_THE_SITE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Guessdle: site not built</title></head>
<body><h1>The website is not built yet</h1>
<p>The API is running, but there is no built site to serve. Build it with
<code>pnpm --filter @guessdle/site build</code> (or <code>pnpm build:app</code>) and reload this page.</p>
</body></html>`;

/**
 * The built site at `/` with a fallback to index.html for the site's client-side routes, and the
 * dataset pictures at `/assets/` (the site's own hashed build assets live there too: the dataset
 * directory is looked up first, then `{siteDir}/assets`).
 */
export async function registerStatic(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { siteDir, assetsDir } = ctx.config;
  const indexFile = path.join(siteDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No built site at ${siteDir}: pages answer 503 until it is built`);
  }

  await app.register(fastifyStatic, {
    root: siteDir,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    // index.html must be revalidated so a new build is picked up; everything else may be cached.
    setHeaders(res, filePath) {
      if (filePath.endsWith('.html')) res.setHeader('cache-control', 'no-cache');
    },
    allowedPath: (pathName) => !pathName.startsWith('/api/') && !pathName.startsWith('/messages/'),
  });
  await app.register(fastifyStatic, {
    root: [assetsDir, path.join(siteDir, 'assets')],
    prefix: '/assets/',
    decorateReply: false,
    wildcard: true,
    index: false,
    maxAge: 3_600_000,
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
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
    if (!existsSync(indexFile)) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(BUILD_THE_SITE);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', siteDir);
  });
}
