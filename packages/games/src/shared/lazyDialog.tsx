import { useState, type ReactNode } from 'react';
import { Button } from '@guessdle/ui';

/**
 * A dialog whose code loads at the first press, never with the page: `requested` turns true at
 * the first `show()` and stays so (render the lazy dialog from then on, so closing it keeps its
 * state and gives focus back to the button); `open` follows `show()` and `close()`.
 */
export function useLazyDialog() {
  const [state, setState] = useState({ requested: false, open: false });
  return {
    ...state,
    show: () => setState({ requested: true, open: true }),
    close: () => setState({ requested: true, open: false }),
  };
}

/** The secondary button that opens such a dialog (it says so to assistive technology). */
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
