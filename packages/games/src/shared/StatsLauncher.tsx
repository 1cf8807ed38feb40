import { lazy, Suspense, useState } from 'react';
import { Button } from '@guessdle/ui';
import type { StatsLauncherProps } from './StatsLauncher.types';

const StatsLauncherDialog = lazy(() => import('./StatsLauncherDialog'));

/**
 * A button that opens a mode's statistics from outside its widget (a site header). The dialog's
 * code loads at the first press.
 */
export function StatsLauncher({ label, ...dialog }: StatsLauncherProps) {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {requested || dialog.transferCode ? (
        <Suspense fallback={null}>
          <StatsLauncherDialog {...dialog} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
