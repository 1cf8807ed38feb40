import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { codeForStatus, errorBody } from './errors';

/**
 * The errors answered on the connection itself, before or instead of a request: still the one
 * error shape `{ status: 'error', error, message }`, with `Connection: close` announced, and the
 * connection closed only once the client stopped sending, so it reads the answer instead of a
 * reset.
 */

/** Longest wait for a client to finish sending what will be thrown away. */
const DRAIN_MS = 10_000;
/** Most bytes read and thrown away before closing anyway. */
const DRAIN_BYTES = 64 * 1024 * 1024;

/** Status of a parser error from Node's HTTP server (llhttp codes). */
function statusOf(error: NodeJS.ErrnoException): number {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'HPE_TIMEOUT') return 408;
  return 400;
}

const MESSAGES: Record<number, string> = {
  400: 'The request is not valid HTTP',
  408: 'The request took too long to arrive',
  431: 'The request headers are too large',
};

/** Fastify's `clientErrorHandler`: Node's parser refused the bytes on this socket. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || error.code === 'EPIPE' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = statusOf(error);
  const body = JSON.stringify(errorBody(codeForStatus(status), MESSAGES[status] ?? 'Bad request'));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
      'content-type: application/json; charset=utf-8\r\n' +
      `content-length: ${Buffer.byteLength(body)}\r\n` +
      'cache-control: no-store\r\n' +
      'x-content-type-options: nosniff\r\n' +
      'connection: close\r\n\r\n' +
      body,
  );
  drainSocket(socket);
}

/** Reads and drops what the client still sends, then closes (bounded in time and bytes). */
function drainSocket(socket: Socket): void {
  let read = 0;
  const close = () => socket.destroy();
  const timer = setTimeout(close, DRAIN_MS);
  timer.unref();
  socket.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > DRAIN_BYTES) close();
  });
  socket.once('end', close);
  socket.once('close', () => clearTimeout(timer));
  socket.resume();
}

/** Reads and drops the rest of a request body (bounded in time and bytes), then resolves. */
export function drainBody(request: IncomingMessage): Promise<void> {
  if (request.readableEnded || request.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const done = () => {
      clearTimeout(timer);
      request.off('data', onData);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > DRAIN_BYTES) done();
    };
    const timer = setTimeout(done, DRAIN_MS);
    timer.unref();
    request.on('data', onData);
    request.once('end', done);
    request.once('close', done);
    request.once('error', done);
    request.resume();
  });
}
