import type { Archive, DailyGuess } from '@guessdle/api';
import type { AppContext } from './context';
import { EmptyPoolError } from './daily';
import type { PoolKey } from './dataset';
import { dailyGuessReader } from './daily-guess';
import { createTransferStorage } from './db/transfer-storage';
import { ApiError } from './errors';
import { addDays } from './time';

/** Where the launch date is kept when LAUNCH_DATE is unset. */
const LAUNCH_DATE_SETTING = 'launch-date';

/**
 * The archive of past puzzles: the launch date, and the answers of any day from it to today.
 *
 * The launch date is LAUNCH_DATE, or else decided once per database and kept in the settings
 * table (first writer wins, so every instance shares it): the earliest date any pool has a
 * stored answer for, or today on a database without one. A fresh install's archive thus grows
 * from its first day, and an older install's starts at the first puzzle it served.
 *
 * A past day without a stored answer (the server was not asked that day, or LAUNCH_DATE is
 * earlier than the first puzzle) is chosen on first request, with every missing day before it
 * from the launch date, in date order (daily.ts `archived`), and stored: from then on it never
 * changes. Yesterday is the exception: its answer is only read, never chosen here, because a
 * success may still be posted for it (routes/stats.ts) and the archive must not create a day
 * whose counter could then move. Today answers as the daily call does.
 */
export function createArchive(ctx: AppContext) {
  const store = createTransferStorage(ctx.db, ctx.now);
  let launch: Promise<string> | undefined;

  async function decideLaunchDate(): Promise<string> {
    if (ctx.config.launchDate) return ctx.config.launchDate;
    const today = ctx.calendar.today().date;
    const earliest = await store.earliestPuzzleDate();
    const first = earliest !== undefined && earliest < today ? earliest : today;
    return ctx.storage.getOrCreateSetting(LAUNCH_DATE_SETTING, () => first);
  }

  const launchDate = (): Promise<string> => {
    if (!launch) {
      launch = decideLaunchDate();
      // A failed read (database down) is asked again next time.
      launch.catch(() => {
        launch = undefined;
      });
    }
    return launch;
  };

  return {
    launchDate,

    async range(): Promise<Archive> {
      return { launchDate: await launchDate(), date: ctx.calendar.today().date };
    },

    /** The answers of `date` in `pool`: 404 `date-not-in-archive` outside launch date … today. */
    async dailyGuess(pool: PoolKey, date: string): Promise<DailyGuess> {
      const today = ctx.calendar.today().date;
      const from = await launchDate();
      if (date > today || date < from) {
        throw new ApiError(
          404,
          'date-not-in-archive',
          `Puzzles can be asked for from ${from} to ${today}, not ${date}`,
        );
      }
      if (date === today) return dailyGuessReader(ctx).read(pool);
      const yesterday = addDays(today, -1);
      const before = addDays(date, -1);
      try {
        const answer =
          date === yesterday
            ? await ctx.daily.stored(pool, date)
            : await ctx.daily.archived(pool, date, from);
        if (answer === undefined) {
          throw new ApiError(404, 'no-daily-answer', `There was no ${pool} puzzle on ${date}`);
        }
        const previous =
          before >= from
            ? await ctx.daily.archived(pool, before, from)
            : await ctx.daily.stored(pool, before);
        return { today: answer, yesterday: previous ?? null, date };
      } catch (err) {
        if (err instanceof EmptyPoolError) {
          throw new ApiError(404, 'no-daily-answer', `No daily answer: ${err.message}`);
        }
        throw err;
      }
    },
  };
}

export type ArchiveService = ReturnType<typeof createArchive>;

const archives = new WeakMap<AppContext, ArchiveService>();

/** The app's one archive (its launch date is decided once). */
export function archiveOf(ctx: AppContext): ArchiveService {
  let archive = archives.get(ctx);
  if (!archive) {
    archive = createArchive(ctx);
    archives.set(ctx, archive);
  }
  return archive;
}
