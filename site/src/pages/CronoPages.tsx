import { useCallback, useEffect, useRef } from 'react';
import { useSiteTranslation } from '../i18n/keys';
import { useLocation, useParams } from 'wouter';
import { CronoGame, createPrivateCronoGame } from '@guessdle/games';
import { LoadingView } from '@guessdle/ui';
import { useSite } from '../site';
import { usePageTitle } from '../shell/usePageTitle';
import { GameHeading } from './GameHeading';
import { pathTo, PATHS } from '../paths';
import { cronoGameKind } from '../cronoGames';

/** /crono/new: creates a private game, then replaces the URL with /crono/{id} (SPEC §2). */
export function CronoNewPage() {
  const site = useSite();
  const { t } = useSiteTranslation();
  const [, navigate] = useLocation();
  usePageTitle(t('pageTitles.crono'));
  // StrictMode runs effects twice in development: one game per visit, not two.
  const created = useRef(false);
  useEffect(() => {
    if (created.current) return;
    created.current = true;
    createPrivateCronoGame(site.api, site.storage).then(
      (id) => navigate(pathTo('cronoGame', { id }), { replace: true }),
      () => navigate(PATHS.home, { replace: true }),
    );
  }, [navigate, site.api, site.storage]);
  return <LoadingView label={t('crono.creating')} />;
}

/**
 * /crono/{id}: a private game, or the daily one when {id} is the server date. A missing or
 * malformed id, or any failure the spec calls fatal, goes to / (SPEC §2, §8).
 */
export function CronoPage() {
  const { id } = useParams<{ id?: string }>();
  const site = useSite();
  const { t } = useSiteTranslation();
  const [, navigate] = useLocation();
  const kind = cronoGameKind(id);
  const daily = kind === 'daily';
  usePageTitle(daily ? t('pageTitles.cronoDaily') : t('pageTitles.crono'));
  const valid = kind !== null;
  // Offline, the game stays and says it needs a connection (the widget's offline view); it is
  // tried again once the connection is back.
  const exit = useCallback(() => {
    if (navigator.onLine) navigate(PATHS.home, { replace: true });
    else window.addEventListener('online', () => window.location.reload(), { once: true });
  }, [navigate]);
  useEffect(() => {
    if (!valid) navigate(PATHS.home, { replace: true });
  }, [valid, navigate]);
  if (!valid || id === undefined) return null;
  const kindName = daily ? t('crono.daily') : t('crono.private');
  return (
    <>
      <GameHeading>
        {t('cards.crono.title')} · {kindName}
      </GameHeading>
      <CronoGame
        // Another id is another game: a fresh widget instance with its own store.
        key={id}
        gameId={id}
        api={site.api}
        storage={site.storage}
        language={site.language}
        i18n={site.i18n}
        onExit={exit}
        // A run is played once per game: the end of one offers a new private game.
        playAgainHref={PATHS.cronoNew}
        // The rules show while the game loads (and in the server's paint of this page).
        roundSeconds={site.config.cronoRoundSeconds}
      />
    </>
  );
}
