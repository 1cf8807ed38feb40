import { createContext, useContext, type ReactNode } from 'react';

/** Turns a one-time code into the link that redeems it; null where no page handles such links. */
export type TransferLinkFor = (code: string) => string;

const TransferLinkContext = createContext<TransferLinkFor | null>(null);

/**
 * Tells the transfer dialogs inside how to write a code as a link (the site: `/?transfer=CODE`,
 * redeemed by its shell). Without it (an embed, whose host page knows nothing of such links) the
 * dialog shows the code and its QR code only, and the other device types it.
 */
export function TransferLinkProvider({
  linkFor,
  children,
}: {
  linkFor: TransferLinkFor;
  children: ReactNode;
}) {
  return <TransferLinkContext.Provider value={linkFor}>{children}</TransferLinkContext.Provider>;
}

/** The enclosing `TransferLinkProvider`'s link maker, or null. */
export function useTransferLink(): TransferLinkFor | null {
  return useContext(TransferLinkContext);
}

/** The query parameter of a transfer link: `/?transfer=ABCD-EFGH-JK`. */
export const TRANSFER_LINK_PARAM = 'transfer';
