import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@guessdle/api';
import { testApp, type TestApp } from './testing/fixtures';

/**
 * The errors Node and Fastify answer on their own, seen from a raw socket against the listening
 * server: the one error shape, `Connection: close` announced, and the answer readable (the
 * connection ends with a FIN after it, not with a reset).
 */
let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await testApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The socket error, if the connection was reset instead of closed. */
  error: NodeJS.ErrnoException | undefined;
}

/** Writes `parts` in order (each after the previous one is flushed) and reads until the close. */
function raw(parts: ReadonlyArray<string | Buffer>): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let error: NodeJS.ErrnoException | undefined;
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', (e: NodeJS.ErrnoException) => {
      error = e;
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const i = line.indexOf(':');
        headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body, error });
    });
    socket.on('connect', async () => {
      for (const part of parts) {
        if (socket.destroyed) break;
        await new Promise<void>((done) => socket.write(part, () => done()));
      }
      if (!socket.destroyed) socket.end();
    });
  });
}

const expectShape = (r: RawAnswer, status: number, error: string) => {
  expect(r.error, 'the connection was reset').toBeUndefined();
  expect(r.status).toBe(status);
  expect(r.headers.connection).toBe('close');
  expect(r.headers['content-type']).toMatch(/^application\/json/);
  const body = errorResponseSchema.parse(JSON.parse(r.body));
  expect(body).toMatchObject({ status: 'error', error });
  expect(Object.keys(body).sort()).toEqual(['error', 'message', 'status']);
};

describe('given requests Node refuses before Fastify sees them', () => {
  it('answers oversized headers with 431 headers-too-large in the error shape', async () => {
    const r = await raw([
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`,
    ]);
    expectShape(r, 431, 'headers-too-large');
  });

  it('answers broken framing with 400 invalid-request in the error shape', async () => {
    for (const request of [
      'NOT HTTP AT ALL\r\n\r\n',
      'POST /api/tracking/ HTTP/1.1\r\nHost: x\r\nx-api-key: guessdle-dev-key\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n\r\n',
      'POST /api/tracking/ HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello',
    ]) {
      expectShape(await raw([request]), 400, 'invalid-request');
    }
  });
});

describe('given a body larger than BODY_LIMIT', () => {
  it('answers a 2 MiB upload with a readable 413 payload-too-large, not a reset', async () => {
    const size = 2 * 1024 * 1024;
    const head =
      'POST /api/stats/image-guess/post/ HTTP/1.1\r\nHost: x\r\nx-api-key: guessdle-dev-key\r\n' +
      `Content-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const r = await raw([head, ...Array.from({ length: size / chunk.length }, () => chunk)]);
    expectShape(r, 413, 'payload-too-large');
  });

  it('answers a chunked upload that grows past the limit with the same 413', async () => {
    const chunk = Buffer.alloc(32 * 1024, 0x20);
    const framed = Buffer.concat([
      Buffer.from(`${chunk.length.toString(16)}\r\n`),
      chunk,
      Buffer.from('\r\n'),
    ]);
    const r = await raw([
      'POST /api/tracking/ HTTP/1.1\r\nHost: x\r\nx-api-key: guessdle-dev-key\r\n' +
        'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      ...Array.from({ length: 8 }, () => framed),
      '0\r\n\r\n',
    ]);
    expectShape(r, 413, 'payload-too-large');
  });
});
