import { useMemo, useState } from 'react';
import { useWidgetTranslation } from '../i18n/keys';
import type { GuessdleApi } from '@guessdle/api';
import { later, LaterOnceOpened, LaterPart, PartFailed } from '../later';
import { OpenDialogButton } from '../later/OpenDialogButton';
import type { KeyValueStorage } from '../storage/storage';
import { transferIO } from './transferIO';
import { useTransferLink } from './transferLink';
import { useTransferTexts } from './transferTexts';

const transferDialog = later(() => import('./TransferDialog'));

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
  const { t } = useWidgetTranslation();
  const linkFor = useTransferLink();
  const io = useMemo(() => transferIO(api, storage, today), [api, storage, today]);
  const [open, setOpen] = useState(false);
  // The button waits for its words (their own small chunk), as the dialog does; if they cannot
  // load, the part's retry stands in its place.
  const texts = useTransferTexts();
  if (texts.status === 'failed') return <PartFailed onRetry={texts.retry} />;
  if (texts.status !== 'loaded') return null;
  return (
    <>
      <OpenDialogButton onOpen={() => setOpen(true)}>{t('common.transfer.open')}</OpenDialogButton>
      <LaterOnceOpened part={transferDialog} open={open}>
        {({ default: TransferDialog }) => (
          <TransferDialog
            api={api}
            io={io}
            linkFor={linkFor}
            open={open}
            onClose={() => setOpen(false)}
            onMerged={onMerged}
          />
        )}
      </LaterOnceOpened>
    </>
  );
}

export interface TransferFromCodeProps {
  api: GuessdleApi;
  storage: KeyValueStorage;
  /** The code a link carried: redeemed as the dialog opens. */
  code: string;
  /** Called when the player closes the dialog. */
  onClose: () => void;
}

/** The transfer dialog opened by a link (`?transfer=CODE`), redeeming its code at once. */
export function TransferFromCode({ api, storage, code, onClose }: TransferFromCodeProps) {
  const linkFor = useTransferLink();
  const io = useMemo(() => transferIO(api, storage, null), [api, storage]);
  const [open, setOpen] = useState(true);
  const texts = useTransferTexts();
  if (texts.status === 'failed') return <PartFailed onRetry={texts.retry} />;
  if (texts.status !== 'loaded') return null;
  return (
    <LaterPart part={transferDialog}>
      {({ default: TransferDialog }) => (
        <TransferDialog
          api={api}
          io={io}
          linkFor={linkFor}
          redeemOnOpen={code}
          open={open}
          onClose={() => {
            setOpen(false);
            onClose();
          }}
        />
      )}
    </LaterPart>
  );
}
