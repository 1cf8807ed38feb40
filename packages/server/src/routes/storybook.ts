import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where the static Storybook is served. */
export const STORYBOOK_PREFIX = '/storybook/';

/**
 * The static Storybook (`pnpm build:storybook`, STORYBOOK_DIR) under /storybook/, for a
 * consumer browsing every widget state and its docs pages; registered only when the operator
 * sets STORYBOOK_DIR. It lives outside the site's helmet scope: Storybook's pages run inline
 * scripts the site's CSP forbids. It is the operator's own static build, framed only by itself
 * (its preview is an iframe of the same origin), and revalidated on each load (its file names
 * change with each build, but not index.html and iframe.html).
 */
export async function registerStorybook(app: FastifyInstance, root: string): Promise<void> {
  await app.register(async (scope) => {
    scope.get('/storybook', (_request, reply) => reply.redirect(STORYBOOK_PREFIX, 301));
    await scope.register(fastifyStatic, {
      root,
      prefix: STORYBOOK_PREFIX,
      decorateReply: false,
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      setHeaders(res) {
        res.setHeader('cache-control', 'no-cache');
        res.setHeader('x-content-type-options', 'nosniff');
        res.setHeader('x-frame-options', 'SAMEORIGIN');
        res.setHeader('referrer-policy', 'no-referrer');
      },
    });
  });
}
