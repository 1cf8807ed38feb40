import type { z } from 'zod';

/** Codes the client itself produces; any other code is the server's `error` field. */
export type ClientErrorCode =
  'network-error' | 'timeout' | 'invalid-response' | 'invalid-request' | 'http-error';

/** A client code, or the machine-readable `error` code of the server's error body. */
export type ApiErrorCode = ClientErrorCode | (string & {});

/** One validation problem: a dotted path into the checked value and what is wrong there. */
export interface ApiIssue {
  path: string;
  message: string;
}

export interface ApiErrorInit {
  /** HTTP status; 0 when no HTTP answer arrived (network failure, timeout, invalid request). */
  status: number;
  code: ApiErrorCode;
  message: string;
  issues?: ApiIssue[];
  cause?: unknown;
}

/**
 * Every failure of a `GuessdleApi` call. `status` is the HTTP status (0 when no answer arrived),
 * `code` is stable and machine-readable: branch on it, never on `message`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly issues: ApiIssue[] | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.issues = init.issues;
  }
}

/**
 * True for an `ApiError`, also one created by another copy of this package (two bundles on one
 * page each have their own class, so `instanceof` alone would miss it).
 */
export function isApiError(error: unknown): error is ApiError {
  if (error instanceof ApiError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as Partial<ApiError>;
  return (
    candidate.name === 'ApiError' &&
    typeof candidate.status === 'number' &&
    typeof candidate.code === 'string'
  );
}

/** Zod issues in the contract's `{ path, message }` shape (the error body's `issues`). */
export function toIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
