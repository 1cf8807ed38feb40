import { createHash, randomBytes } from 'node:crypto';
import {
  formatTransferCode,
  normalizeTransferCode,
  TRANSFER_CODE_ALPHABET,
  TRANSFER_CODE_LENGTH,
  TRANSFER_CODE_TTL_SECONDS,
  TRANSFER_PROGRESS_MAX_BYTES,
  type TransferCode,
  type TransferProgress,
} from '@guessdle/api';
import type { TransferStorage } from './db/transfer-storage';
import { ApiError } from './errors';
import { RateLimitedError } from './limits';

/**
 * Transfer codes: a player's progress kept under a one-time code for TRANSFER_CODE_TTL_SECONDS,
 * so another device can take it without an account.
 *
 * - A code is TRANSFER_CODE_LENGTH (10) characters of Crockford base32 drawn from
 *   `crypto.randomBytes`: 50 bits, one byte per character (256 is a multiple of 32, so every
 *   character is uniform).
 * - Only the SHA-256 of the canonical code is stored: reading the table does not give a code that
 *   works. (Guessing one from a hash means about 2^49 hashes on average, and the row is gone ten
 *   minutes later.)
 * - Redeeming deletes the row and returns it in one statement (delete … returning), so a code
 *   works once, also across instances on PostgreSQL; an expired row is deleted by the redemption
 *   that finds it, and by `sweep` otherwise (at start-up and every TRANSFER_SWEEP_EVERY_MS).
 */
export interface TransferService {
  create(progress: TransferProgress): Promise<TransferCode>;
  /** The progress kept under `typed`, once; 404 `transfer-code-not-found` otherwise. */
  redeem(typed: string): Promise<{ progress: TransferProgress }>;
  /** Deletes the expired codes; returns how many. */
  sweep(): Promise<number>;
}

/** How often expired codes are deleted while the server runs. */
export const TRANSFER_SWEEP_EVERY_MS = 5 * 60_000;

/** A new canonical code from the CSPRNG. */
export function newTransferCode(): string {
  const bytes = randomBytes(TRANSFER_CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += TRANSFER_CODE_ALPHABET.charAt(byte & 31);
  return code;
}

/** What the table stores for a canonical code: its SHA-256, hex. */
export function transferCodeHash(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

export function createTransferService(options: {
  storage: TransferStorage;
  now: () => number;
  /** The code generator; tests pass a fixed one to provoke a collision. */
  newCode?: () => string;
}): TransferService {
  const { storage, now } = options;
  const newCode = options.newCode ?? newTransferCode;
  const notFound = () =>
    new ApiError(404, 'transfer-code-not-found', 'This code is wrong, used or expired');
  return {
    async create(progress) {
      const text = JSON.stringify(progress);
      const size = Buffer.byteLength(text);
      if (size > TRANSFER_PROGRESS_MAX_BYTES) {
        throw new ApiError(
          413,
          'payload-too-large',
          `The progress is ${size} bytes; at most ${TRANSFER_PROGRESS_MAX_BYTES} are kept`,
        );
      }
      const expiresAt = now() + TRANSFER_CODE_TTL_SECONDS * 1000;
      // A collision with a live code (2^-50 per live code) draws again.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const code = newCode();
        if (await storage.insert(transferCodeHash(code), text, expiresAt)) {
          return { code: formatTransferCode(code), expiresAt: new Date(expiresAt).toISOString() };
        }
      }
      throw new Error('no free transfer code after 5 draws');
    },

    async redeem(typed) {
      const code = normalizeTransferCode(typed);
      if (code === null) throw notFound();
      const row = await storage.take(transferCodeHash(code));
      if (!row || row.expiresAt <= now()) throw notFound();
      return { progress: JSON.parse(row.progress) as TransferProgress };
    },

    sweep: () => storage.sweep(now()),
  };
}

/**
 * Per-address token buckets counted in this process: `capacity` calls at once, then one more
 * every `refillMs`. A refusal is `429 rate-limited` with Retry-After (seconds until a token).
 *
 * In-process on purpose, for now: each instance of a scaled-out deployment counts its own share,
 * so N instances allow N times the attempts. To be replaced by the shared (PostgreSQL) limiter
 * of limits.ts when it lands; `take(address)` is the whole interface the routes use.
 */
export function createInProcessTokenBuckets(options: {
  capacity: number;
  refillMs: number;
  now: () => number;
  /** Addresses tracked at once; beyond it the oldest are forgotten. */
  maxKeys?: number;
  /** What its 429s are counted as (metrics). */
  kind?: 'transfer' | 'preview';
}) {
  const { capacity, refillMs, now } = options;
  const maxKeys = options.maxKeys ?? 100_000;
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    /** Spends one token of `address`, or throws a 429. */
    take(address: string): void {
      const at = now();
      const bucket = buckets.get(address) ?? { tokens: capacity, at };
      const tokens = Math.min(capacity, bucket.tokens + (at - bucket.at) / refillMs);
      buckets.delete(address);
      if (tokens < 1) {
        buckets.set(address, { tokens, at });
        throw new RateLimitedError(
          Math.max(1, Math.ceil(((1 - tokens) * refillMs) / 1000)),
          options.kind ?? 'transfer',
        );
      }
      // Re-inserted, so the Map stays oldest-first for the bound below.
      buckets.set(address, { tokens: tokens - 1, at });
      if (buckets.size > maxKeys) {
        const oldest = buckets.keys().next().value;
        if (oldest !== undefined) buckets.delete(oldest);
      }
    },
  };
}
export type TokenBuckets = ReturnType<typeof createInProcessTokenBuckets>;

/** Redemption attempts per address: 10 at once, then one a minute (10 per 10 minutes). */
export const TRANSFER_REDEEM_LIMIT = { capacity: 10, refillMs: 60_000 } as const;
/** Codes made per address: 5 at once, then one every 2 minutes. */
export const TRANSFER_CREATE_LIMIT = { capacity: 5, refillMs: 120_000 } as const;
