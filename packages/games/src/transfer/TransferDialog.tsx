import { useCallback, useEffect, useRef, useState } from 'react';
import {
  isApiError,
  normalizeTransferCode,
  TRANSFER_CODE_TTL_SECONDS,
  type GuessdleApi,
  type TransferProgress,
} from '@guessdle/api';
import { parseProgressFile, progressFileName, progressFileText } from './progressFile';
import { TransferView, type TransferReceiveState, type TransferSendState } from './TransferView';

/**
 * This device's progress, read and written: the caller's (transferIO.ts), so this chunk holds
 * the dialog alone; the ui `Dialog` it is built on comes with the statistics dialog's chunk.
 */
export interface TransferProgressIO {
  /** The daily history to send, and the day it was read on (the file's name). */
  collect(): Promise<{ date: string; progress: TransferProgress }>;
  /** Merges another device's history in (never replaces); returns how many days changed. */
  merge(progress: Record<string, unknown>): number;
}

export interface TransferDialogProps {
  api: GuessdleApi;
  io: TransferProgressIO;
  open: boolean;
  onClose: () => void;
  /** The link that redeems a code on the site; null in an embed (the code is typed). @default null */
  linkFor?: ((code: string) => string) | null;
  /** A code to redeem as soon as the dialog opens (the site's `?transfer=` link). @default undefined */
  redeemOnOpen?: string;
  /** Called after a redemption or a restore changed this device's progress. @default undefined */
  onMerged?: (days: number) => void;
  /** The clock of the time left. @default Date.now */
  now?: () => number;
  /** Saves the downloaded file; tests inject it. @default a link to a Blob URL */
  saveFile?: (name: string, text: string) => void;
}

function downloadFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function sendError(error: unknown): 'rate-limited' | 'network' | 'too-large' {
  if (isApiError(error) && error.status === 429) return 'rate-limited';
  if (isApiError(error) && error.status === 413) return 'too-large';
  return 'network';
}

function receiveError(error: unknown): 'wrong-code' | 'rate-limited' | 'network' {
  if (isApiError(error) && error.status === 404) return 'wrong-code';
  if (isApiError(error) && error.status === 429) return 'rate-limited';
  // A 400 is a code the server's schema refuses: wrong as well.
  if (isApiError(error) && error.status === 400) return 'wrong-code';
  return 'network';
}

/**
 * "Move my progress", wired to the widget's API client and storage (so an embed moves the
 * history it keeps for its host). Loaded on demand from the statistics dialog, which has loaded
 * the texts (transferTexts.ts) before it opens this.
 *
 * The time left counts TRANSFER_CODE_TTL_SECONDS from the moment the code arrived, both ends
 * read on this device's clock, rather than against the server's `expiresAt`: a device whose
 * clock is off would otherwise show a wrong time. The server's expiry is what counts either way;
 * the code expires here a moment (the answer's trip) after it does there.
 */
export default function TransferDialog({
  api,
  io,
  open,
  onClose,
  linkFor = null,
  redeemOnOpen,
  onMerged,
  now = Date.now,
  saveFile = downloadFile,
}: TransferDialogProps) {
  const [send, setSend] = useState<TransferSendState>({ step: 'idle' });
  const [receive, setReceive] = useState<TransferReceiveState>({ step: 'idle' });
  const [typedCode, setTypedCode] = useState(redeemOnOpen ?? '');
  const deadline = useRef<number | null>(null);
  const canUseCodes = Boolean(api.createTransfer && api.redeemTransfer);

  // The time left, once a second while a code is shown.
  const codeShown = send.step === 'code';
  useEffect(() => {
    if (!codeShown) return;
    const tick = () => {
      const end = deadline.current;
      if (end === null) return;
      const left = Math.ceil((end - now()) / 1000);
      if (left <= 0) setSend({ step: 'expired' });
      else setSend((state) => (state.step === 'code' ? { ...state, secondsLeft: left } : state));
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [codeShown, now]);

  const createCode = useCallback(async () => {
    if (!api.createTransfer) return;
    setSend({ step: 'creating' });
    try {
      const { progress } = await io.collect();
      const { code } = await api.createTransfer(progress);
      deadline.current = now() + TRANSFER_CODE_TTL_SECONDS * 1000;
      setSend({
        step: 'code',
        code,
        link: linkFor ? linkFor(code) : null,
        secondsLeft: TRANSFER_CODE_TTL_SECONDS,
      });
    } catch (error) {
      setSend({ step: 'error', error: sendError(error) });
    }
  }, [api, io, linkFor, now]);

  const redeemCode = useCallback(
    async (typed: string) => {
      if (!api.redeemTransfer) return;
      // A code that cannot be one never reaches the server (nor its attempt budget).
      if (normalizeTransferCode(typed) === null) {
        setReceive({ step: 'error', error: 'wrong-code' });
        return;
      }
      setReceive({ step: 'redeeming' });
      try {
        const { progress } = await api.redeemTransfer(typed);
        const days = io.merge(progress);
        setReceive({ step: 'redeemed', days });
        setTypedCode('');
        if (days > 0) onMerged?.(days);
      } catch (error) {
        setReceive({ step: 'error', error: receiveError(error) });
      }
    },
    [api, io, onMerged],
  );

  const started = useRef(false);
  useEffect(() => {
    if (!open || !redeemOnOpen || started.current) return;
    started.current = true;
    void redeemCode(redeemOnOpen);
  }, [open, redeemOnOpen, redeemCode]);

  const download = useCallback(async () => {
    try {
      const { date, progress } = await io.collect();
      saveFile(progressFileName(date), progressFileText(progress, new Date(now())));
    } catch {
      setSend({ step: 'error', error: 'network' });
    }
  }, [io, saveFile, now]);

  const restore = useCallback(
    async (file: File) => {
      let text: string;
      try {
        text = await file.text();
      } catch {
        setReceive({ step: 'error', error: 'bad-file' });
        return;
      }
      const parsed = parseProgressFile(text);
      if (!parsed.ok) {
        setReceive({
          step: 'error',
          error: parsed.error === 'newer-version' ? 'newer-file' : 'bad-file',
        });
        return;
      }
      const days = io.merge(parsed.progress);
      setReceive({ step: 'redeemed', days });
      if (days > 0) onMerged?.(days);
    },
    [io, onMerged],
  );

  return (
    <TransferView
      open={open}
      onClose={onClose}
      send={send}
      receive={receive}
      canUseCodes={canUseCodes}
      typedCode={typedCode}
      onTypedCodeChange={setTypedCode}
      onCreateCode={() => void createCode()}
      onRedeemCode={(code) => void redeemCode(code)}
      onDownload={() => void download()}
      onRestoreFile={(file) => void restore(file)}
    />
  );
}
