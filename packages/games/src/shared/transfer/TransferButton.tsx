import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuessdleApi } from '@guessdle/api';
import { Button } from '@guessdle/ui';
import type { KeyValueStorage } from '../storage';
import { useTransferLink } from './transferLink';

const TransferDialog = lazy(() => import('./TransferDialog'));

export interface TransferButtonProps {
  api: GuessdleApi;
  storage: KeyValueStorage;
  /** The puzzle date on screen; null asks the server. */
  today: string | null;
  /** Called after this device's progress changed (the statistics read it again). */
  onMerged?: (days: number) => void;
}

/**
 * "Move my progress", under the statistics: the transfer dialog's code loads at the first press
 * and opens over the statistics (focus comes back here when it closes).
 */
export function TransferButton({ api, storage, today, onMerged }: TransferButtonProps) {
  const { t } = useTranslation();
  const linkFor = useTransferLink();
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
        {t('common.transfer.open')}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <TransferDialog
            api={api}
            storage={storage}
            today={today}
            linkFor={linkFor}
            open={open}
            onClose={() => setOpen(false)}
            onMerged={onMerged}
          />
        </Suspense>
      ) : null}
    </>
  );
}
