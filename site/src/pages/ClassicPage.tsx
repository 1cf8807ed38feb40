import { useSiteTranslation } from '../i18n/keys';
import { useLocation, useParams } from 'wouter';
import { DIFFICULTIES, type Difficulty } from '@guessdle/api';
import { ClassicGame } from '@guessdle/games';
import { useSite } from '../site';
import { usePageTitle } from '../shell/usePageTitle';
import { PageNotFoundError } from './ErrorPage';
import { ArchiveLink, GameHeading } from './GameHeading';
import { useModeHref } from './modeHref';
import { pathTo } from '../paths';

function isDifficulty(value: string | undefined): value is Difficulty {
  return (DIFFICULTIES as readonly string[]).includes(value ?? '');
}

/** /classic and /classic/{easy|medium|hard}; the index behaves as hard (SPEC §2). */
export function ClassicPage() {
  const { difficulty } = useParams<{ difficulty?: string }>();
  const [pathname] = useLocation();
  const site = useSite();
  const { t } = useSiteTranslation();
  const modeHref = useModeHref();
  usePageTitle(t('pageTitles.mode', { mode: t('cards.classic.title') }));
  if (difficulty !== undefined && !isDifficulty(difficulty)) {
    throw new PageNotFoundError(pathname);
  }
  return (
    <>
      <GameHeading>{t('cards.classic.title')}</GameHeading>
      <ClassicGame
        // A new difficulty is a new game: a fresh widget instance with its own store.
        key={difficulty ?? 'hard'}
        api={site.api}
        storage={site.storage}
        language={site.language}
        i18n={site.i18n}
        featureFlags={site.featureFlags}
        difficulty={difficulty ?? 'hard'}
        modeHref={modeHref}
        // The day's own page (its link preview shows that day); the widget fills in the day.
        shareUrl={pathTo('archiveDay', { mode: 'classic', date: '{date}' })}
      />
      <ArchiveLink mode="classic" />
    </>
  );
}
