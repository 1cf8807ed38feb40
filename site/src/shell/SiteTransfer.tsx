import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { TRANSFER_LINK_PARAM, TransferFromLink, TransferLinkProvider } from '@guessdle/games';
import { useSite } from '../site';

/** A one-time code as the link the transfer dialog shows: the site's home with `?transfer=`. */
export function transferLinkFor(code: string, origin: string): string {
  return `${origin}/?${TRANSFER_LINK_PARAM}=${encodeURIComponent(code)}`;
}

/** The code a page's address carries, or null. */
export function transferCodeOf(search: string): string | null {
  const code = new URLSearchParams(search).get(TRANSFER_LINK_PARAM);
  return code && code.trim() ? code.trim() : null;
}

/**
 * The site's part of moving progress: the transfer dialogs inside show a code as a link to this
 * site, and a page opened from such a link (any page: the link is the home page's) redeems it
 * into this browser's storage. The address is read after hydration (the server never sees it)
 * and the code is taken out of it at once, so a reload or a shared address does not try it again.
 */
export function SiteTransfer({ children }: { children: ReactNode }) {
  const { api, storage, language, i18n } = useSite();
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    const found = transferCodeOf(window.location.search);
    if (!found) return;
    setCode(found);
    const url = new URL(window.location.href);
    url.searchParams.delete(TRANSFER_LINK_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }, []);
  const linkFor = useCallback(
    (typed: string) => transferLinkFor(typed, window.location.origin),
    [],
  );
  return (
    <TransferLinkProvider linkFor={linkFor}>
      {children}
      {code ? (
        <TransferFromLink
          api={api}
          storage={storage}
          code={code}
          language={language}
          i18n={i18n}
          onClose={() => setCode(null)}
        />
      ) : null}
    </TransferLinkProvider>
  );
}
