import { useTranslation } from 'react-i18next';
import { ChannelGuessGame } from '@guessdle/games';
import { useSite } from '../site';
import { usePageTitle } from '../shell/usePageTitle';
import { ArchiveLink, GameHeading } from './GameHeading';
import { useModeHref } from './modeHref';

/** /channel-guess: each mode's page is a chunk of its own, so a page loads only its game. */
export function ChannelGuessPage() {
  const site = useSite();
  const { t } = useTranslation();
  const modeHref = useModeHref();
  usePageTitle(t('pageTitles.channel-guess'));
  return (
    <>
      <GameHeading>{t('cards.channel-guess.title')}</GameHeading>
      <ChannelGuessGame
        api={site.api}
        storage={site.storage}
        language={site.language}
        i18n={site.i18n}
        modeHref={modeHref}
      />
      <ArchiveLink mode="channel-guess" />
    </>
  );
}
