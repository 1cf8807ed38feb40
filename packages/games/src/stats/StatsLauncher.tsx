import { useState } from 'react';
import { later, LaterOnceOpened } from '../later';
import { OpenDialogButton } from '../later/OpenDialogButton';
import type { StatsLauncherProps } from './StatsLauncher.types';

const launcherDialog = later(() => import('./StatsLauncherDialog'));

/**
 * A button that opens a mode's statistics from outside its widget (a site header). The dialog's
 * code loads at the first press.
 */
export function StatsLauncher({ label, ...dialog }: StatsLauncherProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <OpenDialogButton onOpen={() => setOpen(true)} replayKey="stats">
        {label}
      </OpenDialogButton>
      {/* A transfer link's code opens the transfer dialog at once, the statistics closed. */}
      <LaterOnceOpened part={launcherDialog} open={open || Boolean(dialog.transferCode)}>
        {({ default: StatsLauncherDialog }) => (
          <StatsLauncherDialog {...dialog} open={open} onClose={() => setOpen(false)} />
        )}
      </LaterOnceOpened>
    </>
  );
}
