import { randomUUID } from 'node:crypto';
import { request as httpRequest, type RequestListener } from 'node:http';
import { inject } from 'light-my-request';
import { afterEach, describe, expect, it } from 'vitest';
import { errorResponseSchema, statsResponseSchema } from '@guessdle/api';
import { createApp } from './app';
import { testConfig } from './config';
import { openDatabase } from './db';
import { createLifecycle, createShutdown } from './lifecycle';
import { clock, dataset, DEV_KEY_HEADERS, testApp, type TestApp } from './testing/fixtures';

const DAY = '2025-05-01';
let t: TestApp | undefined;
// Requests a test leaves open would hold the app's close forever.
const open: Array<{ abort: () => void }> = [];
afterEach(async () => {
  for (const post of open.splice(0)) post.abort();
  await t?.close().catch(() => undefined);
  t = undefined;
});

async function listening() {
  t = await testApp({ now: clock(`${DAY}T09:00:00Z`).now });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { t, port, base: `http://127.0.0.1:${port}` };
}

/**
 * A success POST whose body arrives in two parts: the request is in flight (headers read, body
 * awaited) until `finish()` sends the rest. Resolves `answered` with status, headers and body.
 */
function slowPost(port: number, body: string) {
  const half = Math.floor(body.length / 2);
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/stats/image-guess/post/',
    headers: {
      ...DEV_KEY_HEADERS,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    },
  });
  const answered = new Promise<{ status: number; connection?: string; body: string }>(
    (resolve, reject) => {
      req.once('error', reject);
      req.once('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ...(res.headers.connection ? { connection: res.headers.connection } : {}),
            body: text,
          }),
        );
      });
    },
  );
  req.write(body.slice(0, half));
  const handle = { answered, finish: () => req.end(body.slice(half)), abort: () => req.destroy() };
  open.push(handle);
  return handle;
}

const exits = () => {
  const codes: number[] = [];
  return { codes, exit: (code: number) => void codes.push(code) };
};

describe('given an instance that is starting', () => {
  it('is not ready until Fastify is ready and its database answers', async () => {
    const db = await openDatabase({ sqliteFile: ':memory:' });
    const app = await createApp(testConfig({ dailySecret: 'test-secret-0123456789' }), {
      db,
      dataset: dataset(),
      logger: false,
    });
    try {
      expect(app.guessdle.lifecycle.state).toBe('starting');
      await app.ready();
      expect(app.guessdle.lifecycle.state).toBe('ready');
      const res = await app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: 'available' });
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('moves from starting to ready to draining, never back', () => {
    const life = createLifecycle();
    expect(life.state).toBe('starting');
    life.ready();
    expect(life.state).toBe('ready');
    life.drain();
    life.ready();
    expect(life.state).toBe('draining');
  });
});

describe('given SIGTERM while a request is in flight', () => {
  it('answers readiness 503, refuses new connections, finishes the request, then exits 0', async () => {
    const { t: app, port, base } = await listening();
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);
    const daily = (await (
      await fetch(`${base}/api/image-guess/daily-guess/`, { headers: DEV_KEY_HEADERS })
    ).json()) as { today: string };

    const arrived = new Promise((resolve) => app.app.server.once('request', resolve));
    const post = slowPost(
      port,
      JSON.stringify({ clientId: randomUUID(), date: DAY, answer: daily.today }),
    );
    await arrived;

    const { codes, exit } = exits();
    const shutdown = createShutdown({ app: app.app, db: app.db, timeoutMs: 10_000, exit });
    const done = shutdown('SIGTERM');

    // Readiness, asked on a connection that is already open, says 503 in the error shape.
    const [listener] = app.app.server.listeners('request') as RequestListener[];
    if (!listener) throw new Error('no request listener');
    const ready = await inject(listener, { url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(errorResponseSchema.parse(ready.json())).toMatchObject({ error: 'not-ready' });
    expect(app.app.guessdle.lifecycle.state).toBe('draining');

    // No new connection is accepted.
    await expect.poll(() => app.app.server.listening).toBe(false);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();

    // The request in flight is answered in full, its success committed, the connection closed.
    expect(codes).toEqual([]);
    post.finish();
    const answer = await post.answered;
    expect(answer.status).toBe(200);
    expect(answer.connection).toBe('close');
    expect(statsResponseSchema.parse(JSON.parse(answer.body))).toEqual({
      date: DAY,
      numberOfSuccesses: 1,
    });

    await done;
    expect(codes).toEqual([0]);
    t = undefined;
  });

  it('exits 1 when the request in flight outlasts the shutdown timeout', async () => {
    const { t: app, port } = await listening();
    const arrived = new Promise((resolve) => app.app.server.once('request', resolve));
    const post = slowPost(port, JSON.stringify({ clientId: randomUUID(), date: DAY, answer: 'x' }));
    post.answered.catch(() => undefined);
    await arrived;
    const { codes, exit } = exits();
    const started = Date.now();
    await createShutdown({ app: app.app, db: app.db, timeoutMs: 300, exit })('SIGTERM');
    expect(codes).toEqual([1]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    post.abort();
  });

  it('exits 1 at once on a second signal', async () => {
    const { t: app, port } = await listening();
    const arrived = new Promise((resolve) => app.app.server.once('request', resolve));
    const post = slowPost(port, JSON.stringify({ clientId: randomUUID(), date: DAY, answer: 'x' }));
    post.answered.catch(() => undefined);
    await arrived;
    const { codes, exit } = exits();
    const shutdown = createShutdown({ app: app.app, db: app.db, timeoutMs: 60_000, exit });
    void shutdown('SIGTERM');
    void shutdown('SIGINT');
    expect(codes).toEqual([1]);
    post.abort();
  });
});
