import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ErrorResponse } from '@guessdle/api';

/** An error that becomes a JSON error body: `{ status: 'error', error: code, message, issues? }`. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly issues?: ErrorResponse['issues'],
  ) {
    super(message);
  }
}

export function errorBody(code: string, message: string, issues?: ErrorResponse['issues']) {
  const body: ErrorResponse = { status: 'error', error: code, message };
  if (issues && issues.length > 0) body.issues = issues;
  return body;
}

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  code: string,
  message: string,
  issues?: ErrorResponse['issues'],
) {
  return reply
    .code(statusCode)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .type('application/json; charset=utf-8')
    .send(errorBody(code, message, issues));
}

/** Codes for the 4xx Fastify and its plugins raise on their own. */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'invalid-request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  405: 'method-not-allowed',
  406: 'not-acceptable',
  408: 'request-timeout',
  411: 'length-required',
  413: 'payload-too-large',
  414: 'uri-too-long',
  415: 'unsupported-media-type',
  429: 'rate-limited',
  431: 'headers-too-large',
};

export function codeForStatus(status: number): string {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal-error' : 'invalid-request');
}

/** Parses one request part with its contract schema, or throws a 400 listing every issue. */
export function parsePart<S extends z.ZodType>(
  schema: S,
  value: unknown,
  part: 'params' | 'query' | 'body',
): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.slice(0, 20).map((i) => ({
    path: [part, ...i.path.map(String)].join('.'),
    message: i.message,
  }));
  throw new ApiError(400, 'invalid-request', `Invalid request ${part}`, issues);
}

/** A request without a body: absent, or an empty JSON object. */
export function assertNoBody(request: FastifyRequest): void {
  const b = request.body;
  if (b === undefined || b === null) return;
  if (typeof b === 'object' && !Array.isArray(b) && Object.keys(b).length === 0) return;
  throw new ApiError(400, 'invalid-request', 'This call takes no body');
}
