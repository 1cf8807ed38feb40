import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toChannelItem, toPerformerItem, type DatasetName } from '@guessdle/api';
import type { AppContext } from '../context';
import type { Dataset } from '../dataset';
import { defineRoute } from '../routing';

/** Cache-Control of an answer asked for by its current version: it can never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of an answer asked for without a version: kept, but revalidated (a 304). */
export const REVALIDATE = 'public, no-cache';

/** One dataset answer, serialized, hashed and compressed once. */
export interface DatasetBody {
  version: string;
  etag: string;
  json: Buffer;
  gzip(): Buffer;
  brotli(): Buffer;
}

/**
 * Serializes a dataset answer and names it by its content: the version (and strong ETag) is the
 * SHA-256 of the items, so it changes exactly when an operator's file does. Compression runs on
 * first use, not at start-up, and once.
 */
export function datasetBody<T>(items: readonly T[]): DatasetBody {
  const itemsJson = JSON.stringify(items);
  const version = createHash('sha256').update(itemsJson).digest('base64url').slice(0, 22);
  const json = Buffer.from(`{"version":"${version}","items":${itemsJson}}`, 'utf8');
  let gz: Buffer | undefined;
  let br: Buffer | undefined;
  return {
    version,
    etag: `"${version}"`,
    json,
    gzip: () => (gz ??= gzipSync(json, { level: 9 })),
    // Quality 5: 10,000 performers compress in about a tenth of a second on first use (quality 9
    // took over a second, blocking the event loop), still well under gzip's size.
    brotli: () =>
      (br ??= brotliCompressSync(json, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 5,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: json.length,
        },
      })),
  };
}

/** The two dataset answers of a dataset, as the widgets receive them. */
export function datasetBodies(dataset: Dataset): Record<DatasetName, DatasetBody> {
  return {
    performers: datasetBody(dataset.performers.map(toPerformerItem)),
    channels: datasetBody(dataset.channels.map(toChannelItem)),
  };
}

const bodiesOf = new WeakMap<Dataset, Record<DatasetName, DatasetBody>>();

/** `datasetBodies` once per dataset: the route and the pages' first screen share them. */
export function datasetBodiesOf(dataset: Dataset): Record<DatasetName, DatasetBody> {
  let bodies = bodiesOf.get(dataset);
  if (!bodies) {
    bodies = datasetBodies(dataset);
    bodiesOf.set(dataset, bodies);
  }
  return bodies;
}

/** True when an If-None-Match header names `etag` (or is `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** The best encoding the client accepts among br and gzip, by its q-values; null for identity. */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const of = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  const br = of('br');
  const gzip = of('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  body: DatasetBody,
  version: string | undefined,
): FastifyReply {
  reply.header('etag', body.etag);
  reply.header('cache-control', version === body.version ? IMMUTABLE : REVALIDATE);
  reply.header('vary', 'accept-encoding');
  reply.header('x-content-type-options', 'nosniff');
  if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(body.brotli());
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(body.gzip());
  return reply.send(body.json);
}

/**
 * GET /api/performers/ and /api/channels/: the dataset the widgets search, content-hashed with a
 * strong ETag (a repeat visit is a 304), immutable when asked for by version (`?v=`), and
 * compressed here (br or gzip, prepared once) so no global compression hook is needed.
 */
export function registerDatasetRoutes(app: FastifyInstance, ctx: AppContext): void {
  const bodies = datasetBodiesOf(ctx.dataset);
  defineRoute(app, ctx, 'performers', ({ query, request, reply }) =>
    send(request, reply, bodies.performers, query.v),
  );
  defineRoute(app, ctx, 'channels', ({ query, request, reply }) =>
    send(request, reply, bodies.channels, query.v),
  );
}
