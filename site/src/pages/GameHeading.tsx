import type { ReactNode } from 'react';
import { VisuallyHidden } from '@guessdle/ui';

/**
 * The one level-1 heading of a game page: the game's name, for screen readers and the page's
 * outline (axe: page-has-heading-one). The widget's own title stays a visible level-2 heading
 * under it; that is also all an embed shows, since the host page brings its own `h1`.
 */
export function GameHeading({ children }: { children: ReactNode }) {
  return (
    <VisuallyHidden role="heading" aria-level={1}>
      {children}
    </VisuallyHidden>
  );
}
