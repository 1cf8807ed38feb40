import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useSiteTranslation } from '../i18n/keys';
import { useLocation } from 'wouter';
import {
  CLASSIC_MODES_FLAG,
  readFeatureFlags,
  StatsLauncher,
  TRANSFER_LINK_PARAM,
} from '@guessdle/games';
import { useSite } from '../site';
import { statsTargetOf } from './statsTarget';
import { transferCodeOf } from './SiteTransfer';

/**
 * The header's statistics button of a game's page (its mode, and Classic's difficulty): the
 * dialog of SPEC §2. A transfer link (`?transfer=`) opens its transfer dialog at once. The
 * dialog's code loads at the first press (StatsLauncher).
 */
export function HeaderStats() {
  const site = useSite();
  const { t } = useSiteTranslation();
  const [pathname] = useLocation();
  const stats = statsTargetOf(
    pathname,
    readFeatureFlags(site.storage, site.featureFlags).includes(CLASSIC_MODES_FLAG),
  );
  // A transfer link opens a game's page: its header's statistics redeem the code.
  const transfer = useTransferLinkCode();
  if (!stats) return null;
  return (
    <StatsLauncher
      // A new page's mode is a new dialog, with its own history.
      key={`${stats.mode}-${stats.difficulty ?? ''}`}
      api={site.api}
      storage={site.storage}
      mode={stats.mode}
      difficulty={stats.difficulty}
      language={site.language}
      i18n={site.i18n}
      label={t('statsButton')}
      transferCode={transfer.code}
      onTransferClose={transfer.done}
    />
  );
}

// The code of the address the page was loaded with, read once (undefined: not read yet). A code
// is for one page load: taken out of the address below, it is not redeemed again on a reload.
let linkCode: string | null | undefined;
function readLinkCode(): string | null {
  if (linkCode === undefined) linkCode = transferCodeOf(window.location.search);
  return linkCode;
}
const staysTheSame = () => () => undefined;

/**
 * The transfer code of a link this page was opened with, until the player closes its dialog;
 * null on the server and while hydrating (the server never sees the query). The code is taken
 * out of the address at once, so a reload or a copied address does not try it again.
 */
export function useTransferLinkCode(): { code: string | null; done: () => void } {
  const code = useSyncExternalStore(staysTheSame, readLinkCode, () => null);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (!code) return;
    const url = new URL(window.location.href);
    url.searchParams.delete(TRANSFER_LINK_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }, [code]);
  const done = useCallback(() => setClosed(true), []);
  return { code: closed ? null : code, done };
}
