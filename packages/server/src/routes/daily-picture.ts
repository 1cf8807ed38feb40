import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  DAILY_MODE_DEFS,
  DAILY_PICTURE_ROUTE,
  PICTURE_MODES,
  type DatasetName,
  type PictureMode,
} from '@guessdle/api';
import type { AppContext } from '../context';
import { archiveOf } from '../archive';
import { poolKeyFor, type PoolKey } from '../dataset';
import { sendError } from '../errors';
import { addDays } from '../time';
import { dailyGuessReader } from '../daily-guess';

/** A calendar date as the archive names its days (`2026-03-01`). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

/**
 * The picture of the day of a picture mode (issue 34: no accidental spoilers), at
 * `/assets/daily/{mode}/{date}`: an address that names the day, not the answer, so a long press
 * ("open image", "copy image address") or the network panel does not give the name away, as the
 * dataset's `/assets/performers/{slug}.svg` or `/assets/channels/{id}.svg` did.
 *
 * Every day of the archive is served, from the launch date to today, as long as its answer is
 * stored: today's and yesterday's (a game begun before the reset), and any past day a player
 * opens from the archive (the archive's daily-guess call stores its answer first, archive.ts).
 * Nothing here chooses an answer, and a day after today is never served, so tomorrow's cannot be
 * fetched ahead. A date's answer never changes once drawn, so the address is never reused for
 * another answer; it is still cached for an hour only, like the dataset's pictures, so a re-drawn
 * day (a reset database) heals quickly.
 */
export function registerDailyPictureRoute(app: FastifyInstance, ctx: AppContext): void {
  const reader = dailyGuessReader(ctx);
  // A performer's id is its profile URL (dataset.ts buildPools), a channel's its id.
  const pictures: Record<DatasetName, Map<string, string>> = {
    performers: new Map(ctx.dataset.performers.map((p) => [p.profileUrl, p.profilePictureUrl])),
    channels: new Map(ctx.dataset.channels.map((c) => [c.id, c.photo])),
  };
  const pictureOf = Object.fromEntries(
    PICTURE_MODES.map((mode) => [mode, pictures[DAILY_MODE_DEFS[mode].dataset]]),
  ) as Record<PictureMode, Map<string, string>>;
  const assetsRoot = path.resolve(ctx.config.assetsDir) + path.sep;
  const archive = archiveOf(ctx);

  /** The stored answer of `date`: today's and yesterday's as the daily call reads them. */
  async function answerOf(pool: PoolKey, date: string): Promise<string | null | undefined> {
    const daily = await reader.read(pool);
    if (date === daily.date) return daily.today;
    if (date === addDays(daily.date, -1)) return daily.yesterday;
    // An older day of the archive (an ISO date compares as text): only once its answer is stored.
    if (!ISO_DATE.test(date) || date > daily.date || date < (await archive.launchDate())) {
      return undefined;
    }
    return ctx.daily.stored(pool, date);
  }

  app.get<{ Params: { mode: string; date: string } }>(
    DAILY_PICTURE_ROUTE,
    async (request, reply) => {
      const { mode, date } = request.params;
      const notFound = () =>
        sendError(reply, 404, 'not-found', 'No picture of the day for this mode and date');
      if (!Object.hasOwn(pictureOf, mode)) return notFound();
      const answer = await answerOf(poolKeyFor(mode as PictureMode), date).catch(() => undefined);
      const picture = answer ? pictureOf[mode as PictureMode].get(answer) : undefined;
      if (!picture) return notFound();
      reply.header('cache-control', 'public, max-age=3600');
      // A picture hosted elsewhere (an operator's dataset) can only be pointed at.
      if (!picture.startsWith('/assets/')) return reply.redirect(picture, 302);
      const file = path.resolve(assetsRoot, picture.slice('/assets/'.length));
      const type = TYPES[path.extname(file).toLowerCase()];
      if (!file.startsWith(assetsRoot) || !type) return notFound();
      const body = await readFile(file).catch(() => undefined);
      if (!body) return notFound();
      return reply.header('x-content-type-options', 'nosniff').type(type).send(body);
    },
  );
}
