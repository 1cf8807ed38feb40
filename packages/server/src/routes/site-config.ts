import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/**
 * `GET /config.js`: the page globals the website reads (SPEC §7: base URL, API key, mock switch),
 * loaded by the site's index.html before its bundle. No API key needed; revalidated on every load
 * so a changed key reaches the browsers at once.
 */
export function registerSiteConfig(app: FastifyInstance, ctx: AppContext): void {
  const globals = { apiBaseUrl: '', apiKey: ctx.config.siteApiKey, mocks: false };
  // JSON is valid JavaScript; `<` is escaped so the text is also safe inlined in a page.
  const script = `window.__GUESSDLE__ = ${JSON.stringify(globals).replace(/</g, '\\u003c')};\n`;
  app.get('/config.js', async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('application/javascript; charset=utf-8')
      .send(script),
  );
}
