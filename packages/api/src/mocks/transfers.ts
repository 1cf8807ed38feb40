import {
  formatTransferCode,
  normalizeTransferCode,
  TRANSFER_CODE_ALPHABET,
  TRANSFER_CODE_LENGTH,
  TRANSFER_CODE_TTL_SECONDS,
  TRANSFER_PROGRESS_MAX_BYTES,
  type TransferProgress,
} from '../contract';
import { fail } from './common';
import { seededRandom } from './random';

/**
 * Transfer codes, in memory: the server's rules (packages/server/src/transfer.ts) without its
 * rate limits. Codes come from their own seeded generator, so Crono's games do not change.
 */
export function createMockTransfers(now: () => number) {
  const codeRandom = seededRandom(36);
  const transfers = new Map<string, { progress: TransferProgress; expiresAt: number }>();
  function createTransfer(progress: TransferProgress) {
    const size = new TextEncoder().encode(JSON.stringify(progress)).length;
    if (size > TRANSFER_PROGRESS_MAX_BYTES) {
      fail(413, 'payload-too-large', `The progress is over ${TRANSFER_PROGRESS_MAX_BYTES} bytes`);
    }
    let code = '';
    do {
      code = Array.from({ length: TRANSFER_CODE_LENGTH }, () =>
        TRANSFER_CODE_ALPHABET.charAt(Math.floor(codeRandom() * TRANSFER_CODE_ALPHABET.length)),
      ).join('');
    } while (transfers.has(code));
    const expiresAt = now() + TRANSFER_CODE_TTL_SECONDS * 1000;
    transfers.set(code, { progress, expiresAt });
    return { code: formatTransferCode(code), expiresAt: new Date(expiresAt).toISOString() };
  }
  function redeemTransfer(typed: string) {
    const code = normalizeTransferCode(typed);
    const kept = code === null ? undefined : transfers.get(code);
    if (code !== null) transfers.delete(code);
    if (!kept || kept.expiresAt <= now()) {
      fail(404, 'transfer-code-not-found', 'This code is wrong, used or expired');
    }
    return { progress: kept.progress };
  }
  return { create: createTransfer, redeem: redeemTransfer };
}
