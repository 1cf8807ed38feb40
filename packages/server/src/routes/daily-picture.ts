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
import { poolKeyFor } from '../dataset';
import { sendError } from '../errors';
import { addDays } from '../time';
import { dailyGuessReader } from '../daily-guess';

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
 * Only today's and yesterday's pictures are served (yesterday's for a game begun before the
 * reset), so tomorrow's cannot be fetched ahead. A date's answer never changes once drawn, so the
 * address is never reused for another answer; it is still cached for an hour only, like the
 * dataset's pictures, so a re-drawn day (a reset database) heals quickly.
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

  app.get<{ Params: { mode: string; date: string } }>(
    DAILY_PICTURE_ROUTE,
    async (request, reply) => {
      const { mode, date } = request.params;
      const notFound = () =>
        sendError(reply, 404, 'not-found', 'No picture of the day for this mode and date');
      if (!Object.hasOwn(pictureOf, mode)) return notFound();
      const daily = await reader.read(poolKeyFor(mode as PictureMode)).catch(() => undefined);
      if (!daily) return notFound();
      const answer =
        date === daily.date
          ? daily.today
          : date === addDays(daily.date, -1)
            ? daily.yesterday
            : null;
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
