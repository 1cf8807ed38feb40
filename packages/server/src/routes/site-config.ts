import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { AppContext } from '../context';

type GlobalsConfig = Pick<ServerConfig, 'siteApiKey' | 'crono'>;

/**
 * The page globals the website reads (SPEC §7: base URL, API key, mock switch) as a script.
 * JSON is valid JavaScript; `<` is escaped so the text is also safe inlined in a page.
 */
export function pageGlobalsScript(config: GlobalsConfig): string {
  return `window.__GUESSDLE__ = ${JSON.stringify(pageGlobals(config)).replace(/</g, '\\u003c')};\n`;
}

/**
 * The page globals themselves (the site's `SiteConfig` fields the server sets). With them, how
 * long a Crono run lasts here: a Crono page shows its rules while the game loads (and the server's
 * paint of the page shows them too).
 */
export function pageGlobals(config: GlobalsConfig) {
  return {
    apiBaseUrl: '',
    apiKey: config.siteApiKey,
    mocks: false,
    cronoRoundSeconds: Math.round(config.crono.roundMs / 1000),
  };
}

/** The CSP source that allows exactly this inline script (the pages carry it inline). */
export function inlineScriptSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/**
 * `GET /config.js`: the page globals as a file, for the Vite dev server and for pages that embed
 * the widgets. The built site does not load it: the server writes the same script into the
 * page (see page.ts). No API key needed; revalidated on every load so a changed key reaches the
 * browsers at once.
 */
export function registerSiteConfig(app: FastifyInstance, ctx: AppContext): void {
  const script = pageGlobalsScript(ctx.config);
  app.get('/config.js', async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('application/javascript; charset=utf-8')
      .send(script),
  );
}
