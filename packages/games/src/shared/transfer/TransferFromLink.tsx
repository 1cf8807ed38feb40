import { lazy, Suspense } from 'react';
import type { GuessdleApi } from '@guessdle/api';
import type { I18n } from '../i18n';
import type { KeyValueStorage } from '../storage';

const TransferFromLinkDialog = lazy(() => import('./TransferFromLinkDialog'));

export interface TransferFromLinkProps {
  /** The server client (the same the page's widgets use). */
  api: GuessdleApi;
  /** Where the widgets keep their history: the progress is merged into it. */
  storage: KeyValueStorage;
  /** The code the link carried (`?transfer=ABCD-EFGH-JK`): redeemed as the dialog opens. */
  code: string;
  /** The dialog's language. @default 'en' */
  language?: string;
  /** A React host's i18next instance, cloned as the widgets do. @default undefined */
  i18n?: I18n;
  /** Called when the player closes the dialog. @default undefined */
  onClose?: () => void;
  /** Called after this device's progress changed. @default undefined */
  onMerged?: (days: number) => void;
}

/**
 * Redeems a transfer link opened on this device: the transfer dialog (loaded now, its own chunk)
 * opens, takes the code and says what was merged. The page reads the link and renders this.
 */
export function TransferFromLink(props: TransferFromLinkProps) {
  return (
    <Suspense fallback={null}>
      <TransferFromLinkDialog {...props} />
    </Suspense>
  );
}
