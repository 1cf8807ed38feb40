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

/** The link maker the site gives the transfer dialogs (TransferLinkProvider). */
export function siteTransferLink(code: string): string {
  return transferLinkFor(code, window.location.origin, window.location.pathname);
}
