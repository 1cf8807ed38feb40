import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { registerCronoPhotoRoute, type createCrono } from './crono/routes';
import { imageOrigins } from './dataset';
import { registerDailyPictureRoute } from './routes/daily-picture';
import { registerMetaRoutes } from './routes/meta';
import { firstPaintScriptSource } from './routes/page';
import { inlineScriptSource, pageGlobalsScript, registerSiteConfig } from './routes/site-config';
import { registerStatic } from './routes/static';

/**
 * Pages, files, health, OpenAPI, round photos and the 404s, in a scope of their own with
 * helmet's headers (the calls of the contract never see its two hooks: app.ts).
 */
export async function registerWeb(
  app: FastifyInstance,
  ctx: AppContext,
  crono: ReturnType<typeof createCrono>,
): Promise<void> {
  const { config } = ctx;
  await app.register(async (web) => {
    await web.register(helmet, {
      // The site's own scripts, styles and pictures; inline styles for the components' style
      // sheets (styled-components writes <style data-styled> elements, and the server render
      // sends its own); the two inline scripts, the page globals and the entry's loader on a page
      // painted by the server (page.ts), by their hashes.
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: [
            "'self'",
            inlineScriptSource(pageGlobalsScript(config)),
            // The current build's loader: a new build of the site brings a new one.
            () => firstPaintScriptSource(config.siteDir),
          ],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins(config, ctx.dataset)],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
        },
      },
      // Pictures, translations and the API are meant to be used by embedding sites.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    registerMetaRoutes(web, ctx);
    registerCronoPhotoRoute(web, crono);
    registerDailyPictureRoute(web, ctx);
    registerSiteConfig(web, ctx);
    await registerStatic(web, ctx);
  });
}
