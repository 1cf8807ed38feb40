import type { ReactNode } from 'react';
import { Button } from '@guessdle/ui';
import { useReplayedPress } from './replay';

/**
 * The secondary button that opens a dialog (it says so to assistive technology). With a
 * `replayKey`, a press that reloaded the page (its dialog's code was gone after a deploy) opens
 * the dialog once the page is back (later/replay.ts).
 */
export function OpenDialogButton({
  onOpen,
  replayKey,
  children,
}: {
  onOpen: () => void;
  replayKey?: string;
  children: ReactNode;
}) {
  useReplayedPress(replayKey, onOpen);
  return (
    <Button
      variant="secondary"
      aria-haspopup="dialog"
      onClick={onOpen}
      {...(replayKey ? { 'data-replay': replayKey } : {})}
    >
      {children}
    </Button>
  );
}
