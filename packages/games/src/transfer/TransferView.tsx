import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useWidgetTranslation, type WidgetKey } from '../i18n/keys';
import { Button, Dialog, VisuallyHidden } from '@guessdle/ui';
import { QrCode } from './QrCode';
import * as S from './TransferView.styles';

/** The sending half: a one-time code made from this device's progress. */
export type TransferSendState =
  | { step: 'idle' }
  | { step: 'creating' }
  | {
      step: 'code';
      /** As the server shows it: `ABCD-EFGH-JK`. */
      code: string;
      /** The link that redeems it on the site; null in an embed (the code is typed there). */
      link: string | null;
      secondsLeft: number;
    }
  | { step: 'expired' }
  | { step: 'error'; error: 'rate-limited' | 'network' | 'too-large' };

/** The receiving half: a code typed (or opened as a link), or a file. */
export type TransferReceiveState =
  | { step: 'idle' }
  | { step: 'redeeming' }
  | { step: 'redeemed'; days: number }
  | { step: 'error'; error: 'wrong-code' | 'rate-limited' | 'network' | 'bad-file' | 'newer-file' };

type TransferError =
  | Extract<TransferSendState, { step: 'error' }>['error']
  | Extract<TransferReceiveState, { step: 'error' }>['error'];

/** What each failure says, one text a failure whichever half it happened in. */
const TRANSFER_ERROR = {
  'wrong-code': 'common.transfer.errors.wrong-code',
  'rate-limited': 'common.transfer.errors.rate-limited',
  network: 'common.transfer.errors.network',
  'too-large': 'common.transfer.errors.too-large',
  'bad-file': 'common.transfer.errors.bad-file',
  'newer-file': 'common.transfer.errors.newer-file',
} as const satisfies Record<TransferError, WidgetKey>;

export interface TransferViewProps {
  /** Whether the dialog is shown (modal). */
  open: boolean;
  /** Asked for by the close button and Escape. */
  onClose: () => void;
  send: TransferSendState;
  receive: TransferReceiveState;
  /** False where the API client cannot make codes: only the file is offered. @default true */
  canUseCodes?: boolean;
  /** The code field's value (controlled). */
  typedCode: string;
  onTypedCodeChange: (value: string) => void;
  onCreateCode: () => void;
  onRedeemCode: (code: string) => void;
  onDownload: () => void;
  onRestoreFile: (file: File) => void;
}

/** `ABCD-EFGH-JK` read one character at a time: `A B C D, E F G H, J K`. */
export function spokenCode(code: string): string {
  return code
    .split('-')
    .map((group) => group.split('').join(' '))
    .join(', ');
}

function minutesSeconds(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * "Move my progress": make a one-time code (with its QR code and link, and the time left), type
 * one, download the progress as a file or restore one. A modal `Dialog` (focus kept inside,
 * returned to the opener); each half has a polite status line that announces its changes.
 */
export function TransferView({
  open,
  onClose,
  send,
  receive,
  canUseCodes = true,
  typedCode,
  onTypedCodeChange,
  onCreateCode,
  onRedeemCode,
  onDownload,
  onRestoreFile,
}: TransferViewProps) {
  const { t } = useWidgetTranslation();
  const sectionId = useId();
  const codeFieldId = useId();
  const sendStatus = (() => {
    switch (send.step) {
      case 'creating':
        return t('common.transfer.creating');
      case 'code':
        return t('common.transfer.codeReady');
      case 'expired':
        return t('common.transfer.expired');
      case 'error':
        return t(TRANSFER_ERROR[send.error]);
      default:
        return '';
    }
  })();
  const receiveStatus = (() => {
    switch (receive.step) {
      case 'redeeming':
        return t('common.transfer.redeeming');
      case 'redeemed':
        return receive.days > 0
          ? t('common.transfer.redeemed', { count: receive.days })
          : t('common.transfer.redeemedNothing');
      case 'error':
        return t(TRANSFER_ERROR[receive.error]);
      default:
        return '';
    }
  })();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRedeemCode(typedCode);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('common.transfer.title')}
      closeLabel={t('common.stats.close')}
      data-testid="transfer-dialog"
    >
      <S.Intro>{t('common.transfer.intro')}</S.Intro>

      <S.Section aria-labelledby={`${sectionId}-send`}>
        <S.SectionTitle id={`${sectionId}-send`}>{t('common.transfer.sendTitle')}</S.SectionTitle>
        {send.step === 'code' ? <CodeBox send={send} /> : null}
        <S.Actions>
          {canUseCodes ? (
            <Button
              onClick={onCreateCode}
              disabled={send.step === 'creating'}
              aria-busy={send.step === 'creating' ? 'true' : undefined}
            >
              {send.step === 'code' || send.step === 'expired'
                ? t('common.transfer.newCode')
                : t('common.transfer.createCode')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onDownload}>
            {t('common.transfer.download')}
          </Button>
        </S.Actions>
        <S.Status
          role="status"
          data-testid="transfer-send-status"
          data-tone={send.step === 'error' || send.step === 'expired' ? 'error' : undefined}
        >
          {sendStatus}
        </S.Status>
      </S.Section>

      <S.Section aria-labelledby={`${sectionId}-receive`}>
        <S.SectionTitle id={`${sectionId}-receive`}>
          {t('common.transfer.receiveTitle')}
        </S.SectionTitle>
        {canUseCodes ? (
          <S.Form onSubmit={submit}>
            <S.Label htmlFor={codeFieldId}>{t('common.transfer.enterCode')}</S.Label>
            <S.Row>
              <S.Input
                id={codeFieldId}
                value={typedCode}
                onChange={(event) => onTypedCodeChange(event.target.value)}
                placeholder="ABCD-EFGH-JK"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={20}
                aria-invalid={
                  receive.step === 'error' && receive.error === 'wrong-code' ? 'true' : undefined
                }
              />
              <Button type="submit" disabled={receive.step === 'redeeming'}>
                {t('common.transfer.redeem')}
              </Button>
            </S.Row>
          </S.Form>
        ) : null}
        <RestoreFile onRestoreFile={onRestoreFile} />
        <S.Status
          role="status"
          data-testid="transfer-receive-status"
          data-tone={receive.step === 'error' ? 'error' : undefined}
        >
          {receiveStatus}
        </S.Status>
      </S.Section>
    </Dialog>
  );
}

/**
 * "Restore from a file". The browser's own picker speaks the browser's language ("Choose File",
 * "No file chosen"): the input stays in the page, focusable and named by the label, but unseen; a
 * label drawn as a button opens it, and the name of the file chosen shows beside it, in the
 * widget's language.
 */
function RestoreFile({ onRestoreFile }: Pick<TransferViewProps, 'onRestoreFile'>) {
  const { t } = useWidgetTranslation();
  const fieldId = useId();
  const labelId = useId();
  const nameId = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const pickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied, so choosing the same file again (after fixing it) is a change too.
    event.target.value = '';
    if (file) {
      setFileName(file.name);
      onRestoreFile(file);
    }
  };
  return (
    <>
      <S.Label id={labelId} htmlFor={fieldId}>
        {t('common.transfer.restore')}
      </S.Label>
      <S.FilePicker>
        <S.FileInput
          id={fieldId}
          type="file"
          accept="application/json,.json"
          onChange={pickFile}
          aria-labelledby={labelId}
          aria-describedby={nameId}
        />
        <S.FileButton htmlFor={fieldId} aria-hidden="true">
          {t('common.transfer.chooseFile')}
        </S.FileButton>
        <S.FileName id={nameId} data-testid="transfer-file-name">
          {fileName ?? t('common.transfer.noFile')}
        </S.FileName>
      </S.FilePicker>
    </>
  );
}

/** A code made: the code (spoken one character at a time), the time left, its QR code and link. */
function CodeBox({ send }: { send: Extract<TransferSendState, { step: 'code' }> }) {
  const { t } = useWidgetTranslation();
  return (
    <S.CodeBox data-testid="transfer-code">
      <S.CodeLabel>{t('common.transfer.codeLabel')}</S.CodeLabel>
      <S.Code>
        <span aria-hidden="true">{send.code}</span>
        <VisuallyHidden>{spokenCode(send.code)}</VisuallyHidden>
      </S.Code>
      <S.TimeLeft>
        {t('common.transfer.timeLeft', { time: minutesSeconds(send.secondsLeft) })}
      </S.TimeLeft>
      <QrCode
        value={send.link ?? send.code}
        label={send.link ? t('common.transfer.qrLink') : t('common.transfer.qrCode')}
      />
      {send.link ? (
        <S.LinkLine>
          {t('common.transfer.linkLabel')}
          <br />
          {/* A plain link: long-pressed or right-clicked, it copies like any other. */}
          <S.Link href={send.link} data-testid="transfer-link">
            {send.link}
          </S.Link>
        </S.LinkLine>
      ) : null}
    </S.CodeBox>
  );
}
