/**
 * Transfer codes (moving a player's progress to another device without an account), without a
 * dependency: the code's alphabet, length and lifetime, and the one normalisation the server,
 * the mock and a client's input field all apply. The server draws the codes and keeps them hashed
 * (packages/server/src/transfer.ts); see the package README, "Transfer codes".
 */

/** Crockford's base32: digits and letters without I, L, O and U. */
export const TRANSFER_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Characters of a code: 10 × 5 = 50 random bits. */
export const TRANSFER_CODE_LENGTH = 10;

/** How long a code can be redeemed after it was made, in seconds. */
export const TRANSFER_CODE_TTL_SECONDS = 600;

/** The largest `progress` the server keeps: its JSON text, in UTF-8 bytes (256 KiB). */
export const TRANSFER_PROGRESS_MAX_BYTES = 256 * 1024;

/** A code as the server shows it: `ABCD-EFGH-JK`. */
export const TRANSFER_CODE_PATTERN =
  /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/;

/**
 * The canonical form of what a person typed: separators (spaces, hyphens, dots) dropped, upper
 * case, and the letters people confuse with digits folded as Crockford says (I and L are 1, O is
 * 0). Returns the 10 characters, or null when the input cannot be a code (wrong length, a
 * character outside the alphabet such as U).
 */
export function normalizeTransferCode(input: string): string | null {
  const folded = input
    .toUpperCase()
    .replace(/[\s.\-_]/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  if (folded.length !== TRANSFER_CODE_LENGTH) return null;
  for (const char of folded) if (!TRANSFER_CODE_ALPHABET.includes(char)) return null;
  return folded;
}

/** A canonical code grouped for reading and typing: `ABCDEFGHJK` → `ABCD-EFGH-JK`. */
export function formatTransferCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}
