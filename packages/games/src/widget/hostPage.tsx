import { createContext, useContext, type ReactNode } from 'react';
import type { LinkComponent, LinkComponentProps } from '@guessdle/ui';

const InsideHostPageContext = createContext(false);

/** A plain link that opens in a new tab, without giving that tab a handle on this page. */
function NewTabLink({ children, ...rest }: LinkComponentProps) {
  return (
    <a {...rest} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

/**
 * Marks the widgets inside as drawn inside someone else's page (the inline embed), which is not
 * theirs to take over: their links (the win box's next game …) open in a new tab rather than
 * replace the page the visitor is reading, and keys typed on that page stay the host's.
 */
export function InsideHostPage({ children }: { children: ReactNode }) {
  return <InsideHostPageContext.Provider value={true}>{children}</InsideHostPageContext.Provider>;
}

/** True inside `InsideHostPage`: the widget shares its document with a host page. */
export function useInsideHostPage(): boolean {
  return useContext(InsideHostPageContext);
}

/** The link component a widget's links render with: undefined for a plain same-tab link. */
export function useLinkComponent(): LinkComponent | undefined {
  return useInsideHostPage() ? NewTabLink : undefined;
}
