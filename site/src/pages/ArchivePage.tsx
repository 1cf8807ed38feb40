import { useEffect, useState } from 'react';
import { CARD_TEXTS, useSiteTranslation, type SiteKey } from '../i18n/keys';
import { Link, useLocation, useParams } from 'wouter';
import styled from 'styled-components';
import { DAILY_MODES, type DailyMode, type Difficulty } from '@guessdle/api';
import {
  ClassicGame,
  CLASSIC_MODES_FLAG,
  PictureGuessGame,
  readFeatureFlags,
  type KeyValueStorage,
} from '@guessdle/games';
import {
  addDays,
  archiveGuessesKey,
  archiveStatusKey,
  datesBetween,
  gameModeKey,
  guessesKey,
  isIsoDate,
  parseCompletion,
  parseGuessList,
  statusKey,
} from '@guessdle/games/core';
import { LoadingView } from '@guessdle/ui';
import { useSite } from '../site';
import { usePageTitle } from '../shell/usePageTitle';
import { PageNotFoundError } from './ErrorPage';
import { useModeHref } from './modeHref';
import { dailyPath, pathTo } from '../paths';

/** How a past day stands for this browser: solved (on its day or later), tried, or not played. */
export type ArchiveDayStatus = 'solved' | 'unsolved' | 'not-played';

/** A past day's status from both histories: the daily one and archive play. */
export function archiveDayStatus(
  storage: KeyValueStorage,
  modeKey: string,
  date: string,
): ArchiveDayStatus {
  const completed =
    parseCompletion(storage.getItem(statusKey(modeKey, date))) ??
    parseCompletion(storage.getItem(archiveStatusKey(modeKey, date)));
  if (completed) return 'solved';
  const tried =
    parseGuessList(storage.getItem(guessesKey(date, modeKey))).length > 0 ||
    parseGuessList(storage.getItem(archiveGuessesKey(date, modeKey))).length > 0;
  return tried ? 'unsolved' : 'not-played';
}

const STATUS_SYMBOL: Record<ArchiveDayStatus, string> = {
  solved: '✓',
  unsolved: '✗',
  'not-played': '–',
};

const STATUS_TEXT = {
  solved: 'archive.status.solved',
  unsolved: 'archive.status.unsolved',
  'not-played': 'archive.status.not-played',
} as const satisfies Record<ArchiveDayStatus, SiteKey>;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing}px;
`;

const DayLink = styled(Link)`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing * 2}px;
  padding: ${({ theme }) => theme.spacing * 1.5}px;
  border: 1px solid ${({ theme }) => theme.colors.container.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text.primary};
  text-decoration: none;
  &[data-status='solved'] {
    background: ${({ theme }) => theme.colors.container.positiveBackground};
    color: ${({ theme }) => theme.colors.container.feedbackText};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

function useMode(): DailyMode {
  const { mode } = useParams<{ mode: string }>();
  const [pathname] = useLocation();
  if (!(DAILY_MODES as readonly string[]).includes(mode ?? ''))
    throw new PageNotFoundError(pathname);
  return mode as DailyMode;
}

/** Classic's difficulty as the game page plays it: 'hard' with ClassicModes on, else none. */
function useClassicDifficulty(mode: DailyMode): Difficulty | null {
  const site = useSite();
  if (mode !== 'classic') return null;
  return readFeatureFlags(site.storage, site.featureFlags).includes(CLASSIC_MODES_FLAG)
    ? 'hard'
    : null;
}

/**
 * The archive's days of a mode: launch date to yesterday, newest first; null while loading.
 * Yesterday is left out when the server never served its puzzle: the server keeps no answer for
 * it and will not choose one (packages/server/src/archive.ts), so it could only show an error.
 */
function useArchiveDays(
  mode: DailyMode,
  difficulty: Difficulty | null,
): { launchDate: string; today: string; days: string[] } | null {
  const { api, serverDate } = useSite();
  const [archive, setArchive] = useState<{
    launchDate: string;
    today: string;
    yesterday: boolean;
  } | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      const today = serverDate?.date ?? (await api.getServerDate()).date;
      // Without the archive call, the last 30 days.
      const launchDate = await (api.getArchive?.() ?? Promise.reject(new Error('no archive')))
        .then((a) => a.launchDate)
        .catch(() => addDays(today, -30));
      const yesterday = addDays(today, -1);
      const served =
        yesterday < launchDate ||
        (await api
          .getDailyGuess(mode, { date: yesterday, ...(difficulty ? { difficulty } : {}) })
          .then(
            () => true,
            (error: unknown) => !isNoAnswer(error),
          ));
      if (live) setArchive({ launchDate, today, yesterday: served });
    })();
    return () => {
      live = false;
    };
  }, [api, serverDate, mode, difficulty]);
  if (!archive) return null;
  const last = addDays(archive.today, archive.yesterday ? -1 : -2);
  return { ...archive, days: datesBetween(archive.launchDate, last).reverse() };
}

/** The server answered that it has no puzzle for the day (404 `no-daily-answer`). */
function isNoAnswer(error: unknown): boolean {
  const e = error as { code?: unknown } | null;
  return e?.code === 'no-daily-answer';
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

const BackLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text.link};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** /{mode}/archive: every past day with this browser's result, each playable. */
export function ArchiveListPage() {
  const mode = useMode();
  const site = useSite();
  const { t, i18n } = useSiteTranslation();
  const difficulty = useClassicDifficulty(mode);
  const archive = useArchiveDays(mode, difficulty);
  usePageTitle(t('archive.title', { mode: t(CARD_TEXTS[mode].title) }));
  const modeKey = gameModeKey(mode, difficulty);
  return (
    <>
      <Heading>{t('archive.title', { mode: t(CARD_TEXTS[mode].title) })}</Heading>
      {archive ? (
        archive.days.length === 0 ? (
          <p>{t('archive.empty')}</p>
        ) : (
          <List>
            {archive.days.map((date) => {
              const status = archiveDayStatus(site.storage, modeKey, date);
              return (
                <li key={date}>
                  <DayLink href={pathTo('archiveDay', { mode, date })} data-status={status}>
                    <span>{formatDate(date, i18n.language)}</span>
                    <span>
                      <span aria-hidden="true">{STATUS_SYMBOL[status]} </span>
                      {t(STATUS_TEXT[status])}
                    </span>
                  </DayLink>
                </li>
              );
            })}
          </List>
        )
      ) : (
        <LoadingView label={t('loading')} />
      )}
    </>
  );
}

/** /{mode}/archive/{date}: a past day's puzzle, played apart from the daily history. */
export function ArchiveDayPage() {
  const mode = useMode();
  const { date = '' } = useParams<{ date: string }>();
  const [pathname, navigate] = useLocation();
  const site = useSite();
  const { t, i18n } = useSiteTranslation();
  const modeHref = useModeHref();
  const difficulty = useClassicDifficulty(mode);
  const today = site.serverDate?.date;
  const archive = useArchiveDays(mode, difficulty);
  // Today's address (the one the share text carries) is today's game, on the mode's page.
  const isToday = today !== undefined && date === today;
  const unserved = archive !== null && date >= archive.launchDate && !archive.days.includes(date);
  if (!isToday && (!isIsoDate(date) || (today !== undefined && date >= today) || unserved)) {
    throw new PageNotFoundError(pathname);
  }
  const modeKey = gameModeKey(mode, difficulty);
  const next =
    archive &&
    nextUnsolvedDay(archive.days, date, (day) => {
      return archiveDayStatus(site.storage, modeKey, day) === 'solved';
    });
  const title = t('archive.dayTitle', {
    mode: t(CARD_TEXTS[mode].title),
    date: formatDate(date, i18n.language),
  });
  usePageTitle(title);
  useEffect(() => {
    if (isToday) navigate(dailyPath(mode), { replace: true });
  }, [isToday, mode, navigate]);
  if (isToday) return null;
  const common = {
    api: site.api,
    storage: site.storage,
    language: site.language,
    i18n: site.i18n,
    modeHref,
    date,
    archiveNext: next ? { date: next, href: pathTo('archiveDay', { mode, date: next }) } : null,
  };
  return (
    <>
      <Heading>{title}</Heading>
      <p>
        <BackLink href={pathTo('archive', { mode })}>{t('archive.back')}</BackLink>
      </p>
      {mode === 'classic' ? (
        <ClassicGame
          key={`${mode}-${date}`}
          {...common}
          featureFlags={site.featureFlags}
          {...(difficulty ? { difficulty } : {})}
        />
      ) : (
        <PictureGuessGame key={`${mode}-${date}`} mode={mode} {...common} />
      )}
    </>
  );
}

function formatDate(date: string, language: string): string {
  const [year, month, day] = date.split('-').map(Number);
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
      Date.UTC(year!, month! - 1, day!),
    );
  } catch {
    return date;
  }
}
