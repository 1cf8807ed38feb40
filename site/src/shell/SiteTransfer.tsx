import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { TRANSFER_LINK_PARAM } from '@guessdle/games';

/**
 * A one-time code as the link the transfer dialog shows: the page it was made on (a game's,
 * where the header's statistics are) with `?transfer=`.
 */
export function transferLinkFor(code: string, origin: string, pathname: string): string {
  return `${origin}${pathname}?${TRANSFER_LINK_PARAM}=${encodeURIComponent(code)}`;
}

/** The code a page's address carries, or null. */
export function transferCodeOf(search: string): string | null {
  const code = new URLSearchParams(search).get(TRANSFER_LINK_PARAM);
  return code && code.trim() ? code.trim() : null;
}

// The code of the address the page was loaded with, read once (undefined: not read yet). A code
// is for one page load: taken out of the address below, it is not redeemed again on a reload.
let linkCode: string | null | undefined;
function readLinkCode(): string | null {
  if (linkCode === undefined) linkCode = transferCodeOf(window.location.search);
  return linkCode;
}
const staysTheSame = () => () => undefined;

/** The link maker the site gives the transfer dialogs (TransferLinkProvider). */
export function siteTransferLink(code: string): string {
  return transferLinkFor(code, window.location.origin, window.location.pathname);
}

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
