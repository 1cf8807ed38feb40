import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

/**
 * Takes over the first screen the server painted into `container` with the same tree (see
 * main.tsx). In a transition: React hydrates in slices of a few milliseconds and lets the browser
 * paint and handle input between them, instead of in one long task while the page loads. A press
 * on a part not yet hydrated makes React finish hydrating at once, before the press is handled.
 * Where the page differs from the server's (a language picked on the site, a page without its
 * data), React renders that part afresh: expected, so only logged for debugging.
 */
export function hydratePage(container: Element, app: ReactNode): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, app, {
      onRecoverableError: (error) => console.debug('Guessdle: part of the page re-rendered', error),
    });
  });
  return root as Root;
}
