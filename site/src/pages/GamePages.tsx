import { useCallback } from 'react';
import { useLocation, useParams } from 'wouter';
import { DIFFICULTIES, type Difficulty } from '@guessdle/api';
import { ChannelGuessGame, ClassicGame, ImageGuessGame, type ModeHref } from '@guessdle/games';
import { useSite } from '../site';
import { usePageTitle } from '../shell/usePageTitle';
import { PageNotFoundError } from './ErrorPage';
import { GameHeading } from './GameHeading';

/**
 * The win boxes' next-mode link. Crono's is today's daily game, /crono/{server date}; until the
 * date is known the win box offers no Crono link rather than a wrong one.
 */
function useModeHref(): ModeHref {
  const date = useSite().serverDate?.date ?? null;
  return useCallback<ModeHref>(
    (mode) => (mode === 'crono' ? (date ? `/crono/${date}` : null) : `/${mode}`),
    [date],
  );
}

function isDifficulty(value: string | undefined): value is Difficulty {
  return (DIFFICULTIES as readonly string[]).includes(value ?? '');
}

/** /classic and /classic/{easy|medium|hard}; the index behaves as hard (SPEC §2). */
export function ClassicPage() {
  const { difficulty } = useParams<{ difficulty?: string }>();
  const [pathname] = useLocation();
  const site = useSite();
  const modeHref = useModeHref();
  usePageTitle(site.messages.pageTitles.classic);
  if (difficulty !== undefined && !isDifficulty(difficulty)) {
    throw new PageNotFoundError(pathname);
  }
  return (
    <>
      <GameHeading>{site.messages.cards.classic.title}</GameHeading>
      <ClassicGame
        // A new difficulty is a new game: a fresh widget instance with its own store.
        key={difficulty ?? 'hard'}
        api={site.api}
        storage={site.storage}
        language={site.language}
        messages={site.widgetMessages}
        featureFlags={site.featureFlags}
        difficulty={difficulty ?? 'hard'}
        modeHref={modeHref}
      />
    </>
  );
}

export function ImageGuessPage() {
  const site = useSite();
  const modeHref = useModeHref();
  usePageTitle(site.messages.pageTitles['image-guess']);
  return (
    <>
      <GameHeading>{site.messages.cards['image-guess'].title}</GameHeading>
      <ImageGuessGame
        api={site.api}
        storage={site.storage}
        language={site.language}
        messages={site.widgetMessages}
        modeHref={modeHref}
      />
    </>
  );
}

export function ChannelGuessPage() {
  const site = useSite();
  const modeHref = useModeHref();
  usePageTitle(site.messages.pageTitles['channel-guess']);
  return (
    <>
      <GameHeading>{site.messages.cards['channel-guess'].title}</GameHeading>
      <ChannelGuessGame
        api={site.api}
        storage={site.storage}
        language={site.language}
        messages={site.widgetMessages}
        modeHref={modeHref}
      />
    </>
  );
}
