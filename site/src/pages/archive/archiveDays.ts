import { useEffect, useState } from 'react';
import type { DailyMode, Difficulty } from '@guessdle/api';
import { addDays, datesBetween, isIsoDate } from '@guessdle/games/core';
import { useSite } from '../../site';

/** The archive of a mode as the page knows it. */
export interface ArchiveDays {
  /** The first day of the archive. */
  launchDate: string;
  /** The server's today. */
  today: string;
  /** The days that can be played: launch date to yesterday, newest first. */
  days: string[];
  /**
   * Whether the launch date is the server's: without an answer to the archive call (offline, an
   * older server) the page assumes the last 30 days and lets the server say the rest.
   */
  known: boolean;
}

/** Days the page offers when it could not ask the server where the archive starts. */
const ASSUMED_DAYS = 30;

/**
 * The archive's days of a mode: launch date to yesterday, newest first; null while loading.
 * Yesterday is left out when the server never served its puzzle: the server keeps no answer for
 * it and will not choose one (packages/server/src/archive.ts), so it could only show an error.
 */
export function useArchiveDays(mode: DailyMode, difficulty: Difficulty | null): ArchiveDays | null {
  const { api, serverDate } = useSite();
  const [archive, setArchive] = useState<{
    launchDate: string;
    today: string;
    yesterday: boolean;
    known: boolean;
  } | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      const today = serverDate?.date ?? (await api.getServerDate()).date;
      const launch = await (api.getArchive?.() ?? Promise.reject(new Error('no archive')))
        .then((a) => ({ launchDate: a.launchDate, known: true }))
        .catch(() => ({ launchDate: addDays(today, -ASSUMED_DAYS), known: false }));
      const yesterday = addDays(today, -1);
      const served =
        yesterday < launch.launchDate ||
        (await api
          .getDailyGuess(mode, { date: yesterday, ...(difficulty ? { difficulty } : {}) })
          .then(
            () => true,
            (error: unknown) => !isNoAnswer(error),
          ));
      if (live) setArchive({ ...launch, today, yesterday: served });
    })();
    return () => {
      live = false;
    };
  }, [api, serverDate, mode, difficulty]);
  if (!archive) return null;
  const last = addDays(archive.today, archive.yesterday ? -1 : -2);
  return {
    launchDate: archive.launchDate,
    today: archive.today,
    known: archive.known,
    days: datesBetween(archive.launchDate, last).reverse(),
  };
}

/**
 * The past day to offer after `date` is won: the next unsolved one down the list (older), else
 * the newest unsolved one; null when every other day is solved.
 */
export function nextUnsolvedDay(
  days: readonly string[],
  date: string,
  isSolved: (day: string) => boolean,
): string | null {
  const open = days.filter((day) => day !== date && !isSolved(day));
  return open.find((day) => day < date) ?? open[0] ?? null;
}

/** The server answered that it has no puzzle for the day (404 `no-daily-answer`). */
export function isNoAnswer(error: unknown): boolean {
  return codeOf(error) === 'no-daily-answer';
}

function codeOf(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}

/**
 * An archive address that has no puzzle to play (issue 56): not a date at all, a day still to
 * come, a day before the archive's first, or a day of the archive the server set no puzzle for.
 */
export type ArchiveEdge = 'not-a-date' | 'future' | 'before-launch' | 'no-puzzle';

/**
 * What the page at `/{mode}/archive/{date}` shows: today's game (on the mode's own page), the
 * day's game, or an edge. `today` is the server's (undefined until known), `archive` the days
 * (null while loading): until they are known the game is shown, and the server's refusal of the
 * day (`refused`, from the game's `onError`) turns it into an edge, so nothing waits for them.
 */
export function archiveVerdict(
  date: string,
  today: string | undefined,
  archive: ArchiveDays | null,
  refused: ArchiveEdge | null = null,
): 'today' | 'play' | ArchiveEdge {
  if (!isIsoDate(date)) return 'not-a-date';
  const now = today ?? archive?.today;
  if (now !== undefined && date === now) return 'today';
  if (now !== undefined && date > now) return 'future';
  if (archive?.known && date < archive.launchDate) return 'before-launch';
  if (archive && date >= archive.launchDate && !archive.days.includes(date)) return 'no-puzzle';
  return refused ?? 'play';
}

/** The edge a game's failed call means for its archive day, if any (its `onError`'s code). */
export function edgeOfRefusal(code: string | undefined): ArchiveEdge | null {
  if (code === 'date-not-in-archive') return 'before-launch';
  if (code === 'no-daily-answer') return 'no-puzzle';
  return null;
}
