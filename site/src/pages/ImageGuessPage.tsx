import { useTranslation } from 'react-i18next';
import { ImageGuessGame } from '@guessdle/games';
import { useSite } from '../site';
import { usePageTitle } from '../shell/usePageTitle';
import { ArchiveLink, GameHeading } from './GameHeading';
import { useModeHref } from './modeHref';

/** /image-guess: each mode's page is a chunk of its own, so a page loads only its game. */
export function ImageGuessPage() {
  const site = useSite();
  const { t } = useTranslation();
  const modeHref = useModeHref();
  usePageTitle(t('pageTitles.image-guess'));
  return (
    <>
      <GameHeading>{t('cards.image-guess.title')}</GameHeading>
      <ImageGuessGame
        api={site.api}
        storage={site.storage}
        language={site.language}
        i18n={site.i18n}
        modeHref={modeHref}
      />
      <ArchiveLink mode="image-guess" />
    </>
  );
}
