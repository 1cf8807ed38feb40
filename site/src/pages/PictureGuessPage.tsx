import { CARD_TEXTS, useSiteTranslation } from '../i18n/keys';
import type { PictureMode } from '@guessdle/api';
import { PictureGuessGame } from '@guessdle/games';
import { useSite } from '../site';
import { usePageTitle } from '../shell/usePageTitle';
import { ArchiveLink, GameHeading } from './GameHeading';
import { useModeHref } from './modeHref';
import { pathTo } from '../paths';

/**
 * `/{mode}` of every picture mode (`/image-guess`, `/channel-guess`): one chunk for them all, the
 * mode's widget from `PICTURE_GAMES`, its texts from `cards` (the widgets' `modes` and `modeDescriptions`).
 */
export function PictureGuessPage({ mode }: { mode: PictureMode }) {
  const site = useSite();
  const { t } = useSiteTranslation();
  const modeHref = useModeHref();
  usePageTitle(t('pageTitles.mode', { mode: t(CARD_TEXTS[mode].title) }));
  return (
    <>
      <GameHeading>{t(CARD_TEXTS[mode].title)}</GameHeading>
      <PictureGuessGame
        mode={mode}
        api={site.api}
        storage={site.storage}
        language={site.language}
        i18n={site.i18n}
        modeHref={modeHref}
        // The day's own page (its link preview shows that day); the widget fills in the day.
        shareUrl={pathTo('archiveDay', { mode, date: '{date}' })}
      />
      <ArchiveLink mode={mode} />
    </>
  );
}
