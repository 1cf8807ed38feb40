// First: zod is configured before any schema (ours or a dependency's) is built.
import '../zod';
import { z } from 'zod';

// The values every part of the contract (contract.ts) builds on.

/** A calendar date of the server's day, `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date();

/** An item id: a performer profile path (`/model/{slug}`) or a channel UUID. */
export const itemIdSchema = z.string().min(1).max(200);

/** Anonymous per-browser id the widgets send with successes, so a success counts once. */
export const clientIdSchema = z.uuid();

/** Every non-2xx answer. `error` is a stable machine-readable code. */
export const errorResponseSchema = z
  .object({
    status: z.literal('error'),
    error: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .strict();
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * The one status table: every error code and the HTTP status it is always answered with, by the
 * server and the mock alike (README "Statuses" lists when each happens). One code, one status.
 */
export const ERROR_STATUSES = {
  'invalid-request': 400,
  'invalid-json': 400,
  unauthorized: 401,
  forbidden: 403,
  'origin-not-allowed': 403,
  'unknown-user': 403,
  'not-found': 404,
  'no-daily-answer': 404,
  'date-not-in-archive': 404,
  'transfer-code-not-found': 404,
  'game-not-found': 404,
  'method-not-allowed': 405,
  'not-acceptable': 406,
  'request-timeout': 408,
  'game-not-started': 409,
  'game-already-finished': 409,
  'stale-round': 409,
  'game-not-finished': 409,
  'score-already-submitted': 409,
  'length-required': 411,
  'payload-too-large': 413,
  'uri-too-long': 414,
  'unsupported-media-type': 415,
  'date-not-playable': 422,
  'wrong-answer': 422,
  'rate-limited': 429,
  'headers-too-large': 431,
  'internal-error': 500,
  'not-implemented': 501,
  'crono-unavailable': 503,
  'database-unavailable': 503,
  'not-ready': 503,
} as const satisfies Record<string, number>;
export type ErrorCode = keyof typeof ERROR_STATUSES;

/** The query or body of a call that takes none: anything in it is a 400. */
export const emptySchema = z.object({}).strict();
