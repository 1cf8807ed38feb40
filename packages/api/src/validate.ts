import type { z } from 'zod';
import type { ApiValidator, EndpointRequest, EndpointResponse, TransportAnswer } from './api-core';
import { endpoints, type EndpointDef } from './endpoints';
import { ApiError, toIssues } from './errors';
import type { EndpointName } from './routes';

const endpointTable: Record<EndpointName, EndpointDef> = endpoints;

function check(schema: z.ZodType | undefined, value: unknown, what: string, name: EndpointName) {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ApiError({
    status: 0,
    code: 'invalid-request',
    message: `${name}: the ${what} does not match the contract`,
    issues: toIssues(result.error),
    cause: result.error,
  });
}

/**
 * Validates a request against the endpoint's params, query and body schemas. A mismatch is a
 * programming error on the calling side: it throws `ApiError` 'invalid-request' with status 0
 * and nothing is sent.
 */
export function validateRequest(name: EndpointName, request: EndpointRequest): EndpointRequest {
  const def = endpointTable[name];
  const parsed: EndpointRequest = {};
  if (def.params) parsed.params = check(def.params, request.params ?? {}, 'path', name) as never;
  if (def.query) parsed.query = check(def.query, request.query ?? {}, 'query', name) as never;
  if (def.body) parsed.body = check(def.body, request.body, 'body', name);
  return parsed;
}

/** Parses a 2xx answer with the endpoint's response schema; a mismatch is 'invalid-response'. */
export function validateResponse<N extends EndpointName>(
  name: N,
  answer: TransportAnswer,
): EndpointResponse<N> {
  const schema = endpointTable[name].response;
  if (!schema) return undefined as EndpointResponse<N>;
  const result = schema.safeParse(answer.data);
  if (result.success) return result.data as EndpointResponse<N>;
  throw new ApiError({
    status: answer.status,
    code: 'invalid-response',
    message: `${name}: the answer does not match the contract`,
    issues: toIssues(result.error),
    cause: result.error,
  });
}

/**
 * Checks every request and answer against the contract's zod schemas: pass it to
 * `createHttpApi({ validate: contractValidator })`. The mock API always uses it. It brings zod
 * and every schema into the bundle, which is why a page goes without it: the server parses every
 * request with the same schemas and its answers are typed by them.
 */
export const contractValidator: ApiValidator = {
  request: validateRequest,
  response: validateResponse,
};
