import '../zod';
import { z } from 'zod';
import { TRANSFER_CODE_PATTERN } from '../transfer';

// The calls that move a player's progress to another device (contract.ts).

/**
 * A player's progress as the client stores it: storage keys to their string values (the
 * widgets' `KeyValueStorage`). Opaque to the server, which keeps it at most
 * TRANSFER_CODE_TTL_SECONDS and at most TRANSFER_PROGRESS_MAX_BYTES (its JSON text, UTF-8).
 */
export const transferProgressSchema = z.record(z.string().min(1).max(200), z.string());
export type TransferProgress = z.infer<typeof transferProgressSchema>;

export const transferCreateBodySchema = z.object({ progress: transferProgressSchema }).strict();
export type TransferCreateBody = z.infer<typeof transferCreateBodySchema>;

export const transferCodeSchema = z
  .object({
    /** The one-time code, grouped for reading: `ABCD-EFGH-JK` (Crockford base32, 50 bits). */
    code: z.string().regex(TRANSFER_CODE_PATTERN),
    /** When the code stops working (ISO 8601, UTC): TRANSFER_CODE_TTL_SECONDS after it was made. */
    expiresAt: z.iso.datetime(),
  })
  .strict();
export type TransferCode = z.infer<typeof transferCodeSchema>;

export const transferRedeemBodySchema = z
  .object({
    /**
     * The code as the person typed it: case, separators and the look-alikes I, L (1) and O (0)
     * do not matter (`normalizeTransferCode`).
     */
    code: z.string().min(1).max(64),
  })
  .strict();
export type TransferRedeemBody = z.infer<typeof transferRedeemBodySchema>;

export const transferRedeemResponseSchema = z.object({ progress: transferProgressSchema }).strict();
export type TransferRedeemed = z.infer<typeof transferRedeemResponseSchema>;
