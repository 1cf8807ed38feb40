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
  type GameError,
  type KeyValueStorage,
} from '@guessdle/games';
import {
  archiveGuessesKey,
  archiveStatusKey,
  gameModeKey,
  guessesKey,
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
import {
  archiveVerdict,
  edgeOfRefusal,
  nextUnsolvedDay,
  useArchiveDays,
  type ArchiveEdge,
} from './archive/archiveDays';
import { ArchiveEdgeView } from './archive/ArchiveEdgeView';

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

const BackLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text.link};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** The playable days of a mode, newest first, each with this browser's result; null: loading. */
function ArchiveDayList({
  mode,
  days,
  modeKey,
}: {
  mode: DailyMode;
  days: readonly string[] | null;
  modeKey: string;
}) {
  const site = useSite();
  const { t, i18n } = useSiteTranslation();
  if (!days) return <LoadingView label={t('loading')} />;
  if (days.length === 0) return <p>{t('archive.empty')}</p>;
  return (
    <List>
      {days.map((date) => {
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
  );
}

/** /{mode}/archive: every past day with this browser's result, each playable. */
export function ArchiveListPage() {
  const mode = useMode();
  const { t } = useSiteTranslation();
  const difficulty = useClassicDifficulty(mode);
  const archive = useArchiveDays(mode, difficulty);
  usePageTitle(t('archive.title', { mode: t(CARD_TEXTS[mode].title) }));
  const modeKey = gameModeKey(mode, difficulty);
  return (
    <>
      <Heading>{t('archive.title', { mode: t(CARD_TEXTS[mode].title) })}</Heading>
      <ArchiveDayList mode={mode} days={archive?.days ?? null} modeKey={modeKey} />
    </>
  );
}

/**
 * /{mode}/archive/{date}: a past day's puzzle, played apart from the daily history; today's
 * address is today's game; an address with no puzzle to play says why (ArchiveEdgeView).
 */
export function ArchiveDayPage() {
  const mode = useMode();
  const { date = '' } = useParams<{ date: string }>();
  const [, navigate] = useLocation();
  const site = useSite();
  const { t, i18n } = useSiteTranslation();
  const modeHref = useModeHref();
  const difficulty = useClassicDifficulty(mode);
  const archive = useArchiveDays(mode, difficulty);
  // The server's refusal of the day, reported by the game: it never changes for that date.
  const [refused, setRefused] = useState<{ date: string; edge: ArchiveEdge } | null>(null);
  const verdict = archiveVerdict(
    date,
    site.serverDate?.date,
    archive,
    refused?.date === date ? refused.edge : null,
  );
  // Today's address (the one the share text carries) is today's game, on the mode's page.
  useEffect(() => {
    if (verdict === 'today') navigate(dailyPath(mode), { replace: true });
  }, [verdict, mode, navigate]);
  if (verdict === 'today') return null;
  const modeKey = gameModeKey(mode, difficulty);
  if (verdict !== 'play') {
    return (
      <ArchiveEdgeView
        edge={verdict}
        modeTitle={t(CARD_TEXTS[mode].title)}
        date={verdict === 'not-a-date' ? date : formatDate(date, i18n.language)}
        launchDate={archive?.known ? formatDate(archive.launchDate, i18n.language) : null}
        todayHref={modeHref(mode) ?? dailyPath(mode)}
      >
        <ArchiveDayList mode={mode} days={archive?.days ?? null} modeKey={modeKey} />
      </ArchiveEdgeView>
    );
  }
  const next =
    archive &&
    nextUnsolvedDay(archive.days, date, (day) => {
      return archiveDayStatus(site.storage, modeKey, day) === 'solved';
    });
  return (
    <ArchiveDayGame
      mode={mode}
      date={date}
      difficulty={difficulty}
      next={next}
      onRefused={(edge) => setRefused({ date, edge })}
    />
  );
}

/** A past day's game under its title, the way back to the list above it. */
function ArchiveDayGame({
  mode,
  date,
  difficulty,
  next,
  onRefused,
}: {
  mode: DailyMode;
  date: string;
  difficulty: Difficulty | null;
  next: string | null;
  onRefused: (edge: ArchiveEdge) => void;
}) {
  const site = useSite();
  const { t, i18n } = useSiteTranslation();
  const modeHref = useModeHref();
  const title = t('archive.dayTitle', {
    mode: t(CARD_TEXTS[mode].title),
    date: formatDate(date, i18n.language),
  });
  usePageTitle(title);
  const common = {
    api: site.api,
    storage: site.storage,
    language: site.language,
    i18n: site.i18n,
    modeHref,
    date,
    archiveNext: next ? { date: next, href: pathTo('archiveDay', { mode, date: next }) } : null,
    // A day the server has no puzzle for is said as such, not retried (issue 56).
    onError: (error: GameError) => {
      const edge = edgeOfRefusal(error.code);
      if (edge) onRefused(edge);
    },
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
