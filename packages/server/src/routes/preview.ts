import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '@guessdle/api';
import type { AppContext } from '../context';
import { sendError } from '../errors';
import { DrawBusyError } from '../preview/draw';
import { createInProcessTokenBuckets } from '../transfer';
import type { PreviewPicture } from '../preview/picture';
import { sitePicturePath, type Previews } from '../preview/previews';
import { languageOf } from './first-screen';
import type { SitePage } from './page';
import { escapeMarkup } from '../markup';
import { cronoGameAt } from '../preview/crono';
import { fill, PREVIEW_TEXTS } from '../preview/texts';

/** Cards one address may have drawn: 10 at once, then one every 2 s. */
export const PREVIEW_DRAW_LIMIT = { capacity: 10, refillMs: 2_000 } as const;

/** Too many cards waiting to be drawn: answered 503 to retry shortly, not queued longer. */
const BUSY = Symbol('busy');
function busy(err: unknown): typeof BUSY {
  if (err instanceof DrawBusyError) return BUSY;
  throw err;
}
function sendBusy(reply: FastifyReply) {
  reply.header('retry-after', '1');
  return sendError(reply, 503, 'not-ready', 'Too many link previews are being drawn: try again');
}

/** A day-named card never changes: a year, immutable. */
const DAY_CARD_CACHE = 'public, max-age=31536000, immutable';
/** The site's card changes only with a new version of the server: a day. */
const SITE_CARD_CACHE = 'public, max-age=86400';

/** The game's frame oEmbed answers when the consumer sets no bounds: a phone-sized column. */
const OEMBED_WIDTH = 480;
const OEMBED_HEIGHT = 720;
/** How long a consumer may keep an oEmbed answer (its `cache_age`, and its Cache-Control). */
const OEMBED_CACHE_SECONDS = 3600;

function languageIn(file: string): Language | undefined {
  const match = /^([a-z]{2})\.png$/.exec(file);
  const code = match?.[1];
  return code && (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : undefined;
}

function sendPicture(
  request: FastifyRequest,
  reply: FastifyReply,
  picture: PreviewPicture,
  cacheControl: string,
) {
  reply
    .header('cache-control', cacheControl)
    .header('etag', picture.etag)
    .header('x-content-type-options', 'nosniff');
  const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
  if (known?.includes(picture.etag)) return reply.code(304).send();
  return reply.type('image/png').send(picture.png);
}

/**
 * The link previews' pictures, keyless (unfurlers send no key):
 *
 * - `GET /preview/{mode}/{date}/{lang}.png`: a daily game's card for a day of the archive (launch
 *   date to today), cached for a year as immutable; 404 for any other day, mode or language.
 * - `GET /preview/site/{lang}.png`: the site's card, for pages about no daily game.
 */
export function registerPreviewRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  previews: Previews,
): void {
  // Cards not drawn yet, per client address: 10 at once, then one every 2 s (what a chat app
  // unfurling a few links needs; a script asking for every day of the archive waits). Drawn
  // cards are files: they cost nothing more.
  const draws = createInProcessTokenBuckets({
    ...PREVIEW_DRAW_LIMIT,
    now: ctx.now,
    kind: 'preview',
  });
  const limited = (request: FastifyRequest) => () => draws.take(request.ip);

  app.get('/preview/site/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const language = languageIn(file);
    if (!language) return sendError(reply, 404, 'not-found', `No preview picture ${file}`);
    const picture = await previews.sitePicture(language, limited(request)).catch(busy);
    if (picture === BUSY) return sendBusy(reply);
    return sendPicture(request, reply, picture, SITE_CARD_CACHE);
  });

  app.get('/preview/:mode/:date/:file', async (request, reply) => {
    const { mode, date, file } = request.params as { mode: string; date: string; file: string };
    const language = languageIn(file);
    const picture =
      language && (await previews.gamePicture(mode, date, language, limited(request)).catch(busy));
    if (picture === BUSY) return sendBusy(reply);
    if (!picture) {
      return sendError(reply, 404, 'not-found', `No preview picture for ${mode} on ${date}`);
    }
    return sendPicture(request, reply, picture, DAY_CARD_CACHE);
  });
}

/** A positive whole number of pixels, undefined when absent, null when invalid. */
function pixels(value: unknown): number | undefined | null {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^\d{1,5}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/**
 * `GET /oembed?url=…&format=json&maxwidth=&maxheight=` (oEmbed 1.0, keyless): for an address of
 * one of this server's daily games (a mode's page, `/classic/{difficulty}`, a day's address), a
 * `rich` answer whose `html` is an iframe of the game's embed page, `/embed/{mode}`, the page
 * the `/embed.js` snippet frames, with the same rules: `key` (an API key the server issued, else
 * the site's own public key) decides where the frame may show (its allowed origins become the
 * page's CSP `frame-ancestors`), and `lang` its language (else the reader's browser's). A day's
 * address embeds the mode's game, which plays today's puzzle; its title names the day.
 *
 * Errors in the one error shape: 400 without a valid `url` or with bad bounds, 401 for an
 * unknown `key`, 404 for an address that is not one of this server's game pages, 501 for a
 * format other than JSON.
 */
export function registerOembedRoute(
  app: FastifyInstance,
  ctx: AppContext,
  previews: Previews,
  site: SitePage,
): void {
  app.get('/oembed', async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const format = query.format ?? 'json';
    if (format !== 'json') {
      return sendError(
        reply,
        501,
        'not-implemented',
        `oEmbed answers only in JSON (format=json), not ${String(format)}`,
      );
    }
    if (typeof query.url !== 'string' || query.url === '') {
      return sendError(reply, 400, 'invalid-request', 'Give the address to embed: ?url=…');
    }
    let address: URL;
    try {
      address = new URL(query.url);
    } catch {
      return sendError(reply, 400, 'invalid-request', 'url is not an absolute address');
    }
    if (address.protocol !== 'http:' && address.protocol !== 'https:') {
      return sendError(reply, 400, 'invalid-request', 'url is not an http(s) address');
    }
    const maxWidth = pixels(query.maxwidth);
    const maxHeight = pixels(query.maxheight);
    if (maxWidth === null || maxHeight === null) {
      return sendError(
        reply,
        400,
        'invalid-request',
        'maxwidth and maxheight are whole numbers of pixels above 0',
      );
    }
    const key = typeof query.key === 'string' && query.key !== '' ? query.key : undefined;
    if (key !== undefined && !ctx.config.apiKeys.has(key)) {
      return sendError(reply, 401, 'unauthorized', 'Unknown API key');
    }
    const lang =
      typeof query.lang === 'string' && (LANGUAGES as readonly string[]).includes(query.lang)
        ? (query.lang as Language)
        : undefined;

    const origin = ctx.config.publicUrl;
    const language = lang ?? languageOf(request.headers['accept-language']);
    const ours = address.origin === origin;
    const embedded = ours
      ? ((await cronoEmbed(address, language, previews)) ??
        (await dailyEmbed(address, language, previews, site)))
      : undefined;
    if (!embedded) {
      return sendError(reply, 404, 'not-found', 'That address is not a game of this server');
    }
    const { preview } = embedded;

    const width = Math.min(OEMBED_WIDTH, maxWidth ?? OEMBED_WIDTH);
    const height = Math.min(OEMBED_HEIGHT, maxHeight ?? OEMBED_HEIGHT);
    const frame = new URL(embedded.path, origin);
    frame.searchParams.set('key', key ?? ctx.config.siteApiKey);
    if (lang) frame.searchParams.set('lang', lang);
    for (const [name, value] of Object.entries(embedded.params)) {
      frame.searchParams.set(name, value);
    }
    const html =
      `<iframe src="${escapeMarkup(frame.href)}" width="${width}" height="${height}" ` +
      `title="${escapeMarkup(preview.title)}" allow="clipboard-write" loading="lazy" ` +
      `style="border:0;max-width:100%"></iframe>`;
    const thumbnail = new URL(preview.image, origin).href;
    // The card is 1200×630: offered only where it fits the consumer's bounds.
    const thumbnailFits = (maxWidth ?? 1200) >= 1200 && (maxHeight ?? 630) >= 630;
    reply
      .header('cache-control', `public, max-age=${OEMBED_CACHE_SECONDS}`)
      .header('vary', 'accept-language, origin');
    return {
      version: '1.0',
      type: 'rich',
      title: preview.title,
      provider_name: 'Guessdle',
      provider_url: `${origin}/`,
      cache_age: OEMBED_CACHE_SECONDS,
      html,
      width,
      height,
      ...(thumbnailFits
        ? { thumbnail_url: thumbnail, thumbnail_width: 1200, thumbnail_height: 630 }
        : {}),
    };
  });
}

/** What an oEmbed answer frames: the embed page's path and parameters, and the page's preview. */
interface Embedded {
  path: string;
  params: Record<string, string>;
  preview: { title: string; image: string };
}

/** A daily game's address: its mode's embed page (Classic's difficulty kept). */
async function dailyEmbed(
  address: URL,
  language: Language,
  previews: Previews,
  site: SitePage,
): Promise<Embedded | undefined> {
  const page = await site.pageAt(address.pathname);
  const preview = page && (await previews.page(page, language));
  if (!page || !preview?.game) return undefined;
  const difficulty = page.firstScreen?.difficulty;
  return {
    path: `/embed/${preview.game.mode}`,
    params:
      preview.game.mode === 'classic' && difficulty && difficulty !== 'hard' ? { difficulty } : {},
    preview,
  };
}

/** A Crono game's address: that game in Crono's embed page, the site's card as its picture. */
async function cronoEmbed(
  address: URL,
  language: Language,
  previews: Previews,
): Promise<Embedded | undefined> {
  const game = cronoGameAt(address.pathname);
  if (!game) return undefined;
  const { title } = await previews.modeWords('crono', language);
  return {
    path: '/embed/crono',
    params: { game, share: `${address.origin}${address.pathname}` },
    preview: {
      title: fill(PREVIEW_TEXTS[language].modeTitle, { mode: title }),
      image: sitePicturePath(language),
    },
  };
}
