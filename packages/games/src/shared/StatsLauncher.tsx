import { useState } from 'react';
import type { DailyMode, Difficulty, GuessdleApi } from '@guessdle/api';
import type { I18n } from './i18n';
import type { KeyValueStorage } from './storage';
import { later, LaterOnceOpened } from './later';
import { OpenDialogButton } from './OpenDialogButton';

const launcherDialog = later(() => import('./StatsLauncherDialog'));

export interface StatsLauncherProps {
  /** The server client (the same the page's widgets use). Required. */
  api: GuessdleApi;
  /** Where the widgets keep their history. @default createLocalStorage() */
  storage?: KeyValueStorage;
  /** The mode whose statistics the dialog shows. */
  mode: DailyMode;
  /** Classic's difficulty, when the page plays one (the ClassicModes flag). @default null */
  difficulty?: Difficulty | null;
  /** The dialog's language. @default 'en' */
  language?: string;
  /** A React host's i18next instance, cloned as the widgets do. @default undefined */
  i18n?: I18n;
  /** The button's label, in the host's words. */
  label: string;
  /**
   * A transfer code the page's address carried (the site's `?transfer=` link): the transfer
   * dialog opens at once and redeems it into `storage`. @default null
   */
  transferCode?: string | null;
  /** Called when that dialog closes. @default undefined */
  onTransferClose?: () => void;
}

/**
 * A button that opens a mode's statistics from outside its widget (a site header). The dialog's
 * code loads at the first press.
 */
export function StatsLauncher({ label, ...dialog }: StatsLauncherProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <OpenDialogButton onOpen={() => setOpen(true)}>{label}</OpenDialogButton>
      {/* A transfer link's code opens the transfer dialog at once, the statistics closed. */}
      <LaterOnceOpened part={launcherDialog} open={open || Boolean(dialog.transferCode)}>
        {({ default: StatsLauncherDialog }) => (
          <StatsLauncherDialog {...dialog} open={open} onClose={() => setOpen(false)} />
        )}
      </LaterOnceOpened>
    </>
  );
}
