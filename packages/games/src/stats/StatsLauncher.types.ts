import type { DailyMode, Difficulty, GuessdleApi } from '@guessdle/api';
import type { I18n } from '../i18n/instance';
import type { KeyValueStorage } from '../storage/storage';

// Beside StatsLauncher.tsx rather than in it: the dialog the launcher loads later
// (StatsLauncherDialog.tsx) takes the same props, and reading them from the launcher would close
// an import loop.

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
