import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { endpoints, type EndpointName } from '@guessdle/api';
import type { AppContext } from './context';
import { assertNoBody, parsePart } from './errors';
import { writeKindOf } from './limits';

type Def<N extends EndpointName> = (typeof endpoints)[N];
type Part<N extends EndpointName, K extends string> =
  Def<N> extends Record<K, infer S extends z.ZodType> ? z.infer<S> : undefined;
type Response<N extends EndpointName> =
  Def<N> extends { response: infer S extends z.ZodType } ? z.input<S> : void;

/**
 * A 2xx body already serialized to JSON (for answers that do not change between requests, such
 * as a day's answers): sent as is, without serializing the same object again on every call.
 * Build it from a value typed by the contract: `new JsonText<DailyGuess>(JSON.stringify(value))`.
 */
export class JsonText<T = unknown> {
  declare readonly value?: T;
  private tag: string | undefined;
  constructor(readonly text: string) {}
  /** A weak validator of the text, made once (the same body is sent all day). */
  get etag(): string {
    this.tag ??= etagOf(this.text);
    return this.tag;
  }
}

/** A weak ETag of a body: the same answer, whatever its encoding. */
export function etagOf(text: string): string {
  return `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 22)}"`;
}

export interface Input<N extends EndpointName> {
  params: Part<N, 'params'>;
  query: Part<N, 'query'>;
  body: Part<N, 'body'>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers one call of the contract: method and path from the `endpoints` table, each request
 * part parsed with its zod schema (strict: unknown fields are a 400, nothing is stripped), and
 * the handler's return value sent as the 2xx body (204 when the contract has no response).
 * Write calls count against their kind's budget for the client address (limits.ts): in this
 * process, or in the database that every instance shares.
 */
export function defineRoute<N extends EndpointName>(
  app: FastifyInstance,
  ctx: AppContext,
  name: N,
  handler: (
    input: Input<N>,
  ) =>
    | Response<N>
    | JsonText<Response<N>>
    | FastifyReply
    | Promise<Response<N> | JsonText<Response<N>> | FastifyReply>,
  options: {
    /** This call's largest body in bytes, instead of BODY_LIMIT (a transfer's progress). */
    bodyLimit?: number;
    /**
     * For an answer that is the same for every caller with the same key (the day's answers, the
     * archive, a counter): its Cache-Control (cache.ts), with an ETag and 304s. Without it, an
     * answer is `no-store`.
     */
    shared?: () => string;
  } = {},
): void {
  const def = endpoints[name] as {
    method: 'GET' | 'POST';
    path: string;
    params?: z.ZodType;
    query?: z.ZodType;
    body?: z.ZodType;
    response?: z.ZodType;
  };
  const isWrite = def.method === 'POST';
  const kind = isWrite ? writeKindOf(name) : undefined;
  app.route({
    method: def.method,
    url: def.path,
    // JSON answers need none of helmet's page headers (CSP, frame options …), which would add
    // ~600 bytes to every call; nosniff is the one that matters and is set below.
    helmet: false,
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    // Synchronous when the route's handler answers synchronously (a cached daily answer): no
    // promise and no microtask hop on that path. Thrown errors reach the error handler either way.
    handler: (request, reply) => {
      if (kind) {
        // In memory the count is synchronous; in the database (several instances) it is awaited.
        const taken = ctx.limiter.take(kind, ctx.addressKey(request.ip));
        if (taken) return taken.then(() => run(request, reply));
      }
      return run(request, reply);
    },
  });

  function run(request: FastifyRequest, reply: FastifyReply): Promise<undefined> | undefined {
    const params = def.params ? parsePart(def.params, request.params, 'params') : undefined;
    const query = def.query ? parsePart(def.query, request.query, 'query') : undefined;
    let body: unknown;
    if (def.body) body = parsePart(def.body, request.body, 'body');
    else if (isWrite) assertNoBody(request);
    const result = handler({ params, query, body, request, reply } as Input<N>);
    if (result instanceof Promise) {
      return result.then((value: unknown) => finish(reply, value));
    }
    finish(reply, result);
    return undefined;
  }

  /**
   * Sends the handler's value with the JSON headers, unless the handler replied itself (and
   * returned the reply, as the dataset routes do with their own caching and encoding).
   */
  function finish(reply: FastifyReply, result: unknown): undefined {
    if (reply.sent || result === reply) return undefined;
    // A write that worked: the database is there (it ends an outage on SQLite: db/availability.ts).
    if (isWrite) ctx.availability.reached();
    reply.header('x-content-type-options', 'nosniff');
    if (!def.response) {
      reply.code(204).send();
      return undefined;
    }
    if (!options.shared) {
      reply.header('cache-control', 'no-store');
      if (result instanceof JsonText)
        reply.type('application/json; charset=utf-8').send(result.text);
      else reply.send(result);
      return undefined;
    }
    const text = result instanceof JsonText ? result.text : JSON.stringify(result);
    const etag = result instanceof JsonText ? result.etag : etagOf(text);
    // The key decides the answer (a 401 without one): a shared cache keeps one copy per key.
    reply
      .header('vary', 'Origin, x-api-key')
      .header('cache-control', options.shared())
      .header('etag', etag)
      .type('application/json; charset=utf-8');
    const known = reply.request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
    if (known?.includes(etag)) reply.code(304).send();
    else reply.send(text);
    return undefined;
  }
}
