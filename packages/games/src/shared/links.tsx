import { createContext, useContext, type ReactNode } from 'react';
import type { LinkComponent, LinkComponentProps } from '@guessdle/ui';

const NewTabContext = createContext(false);

/** A plain link that opens in a new tab, without giving that tab a handle on this page. */
function NewTabLink({ children, ...rest }: LinkComponentProps) {
  return (
    <a {...rest} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

/**
 * Makes the widgets inside open their links (the win box's next game …) in a new tab: for a
 * widget drawn inside someone else's page (the inline embed), where following a link must not
 * replace the page the visitor is reading.
 */
export function LinksInNewTab({ children }: { children: ReactNode }) {
  return <NewTabContext.Provider value={true}>{children}</NewTabContext.Provider>;
}

/** The link component a widget's links render with: undefined for a plain same-tab link. */
export function useLinkComponent(): LinkComponent | undefined {
  return useContext(NewTabContext) ? NewTabLink : undefined;
}
