import type { ReactNode } from 'react';
import { Button } from '@guessdle/ui';

/** The secondary button that opens a dialog (it says so to assistive technology). */
export function OpenDialogButton({
  onOpen,
  children,
}: {
  onOpen: () => void;
  children: ReactNode;
}) {
  return (
    <Button variant="secondary" aria-haspopup="dialog" onClick={onOpen}>
      {children}
    </Button>
  );
}
