import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@guessdle/api';
import type { ServerConfig } from './config';
import { cronoClient, writePerformerPictures } from './testing/crono';
import {
  clock,
  dataset,
  DEV_KEY_HEADERS,
  tempDir,
  testApp,
  type TestApp,
} from './testing/fixtures';

const DAY = '2025-08-01';
const TOKEN = 'metrics-token-0123456789';
const data = dataset(40, 4);
const assets = tempDir();
beforeAll(() => writePerformerPictures(assets.dir, data));
afterAll(() => assets.cleanup());

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function listening(config: Partial<ServerConfig>) {
  t = await testApp({
    now: clock(`${DAY}T10:00:00Z`).now,
    dataset: data,
    config: { assetsDir: assets.dir, ...config },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const open = line.indexOf('{');
    const inside = open === -1 ? '' : line.slice(open + 1, line.lastIndexOf('}'));
    const have = inside ? inside.split(',') : [];
    if (want.length === have.length && want.every((w) => have.includes(w))) {
      return Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return undefined;
}

const bearer = { authorization: `Bearer ${TOKEN}` };

describe('given metrics behind a bearer token', () => {
  it('counts what was sent, per route pattern and status, with latencies and 429s', async () => {
    const base = await listening({
      metrics: { token: TOKEN, port: undefined, host: '127.0.0.1' },
      rateLimit: { max: 4, windowMs: 60_000 },
    });
    const get = (url: string) => fetch(base + url, { headers: DEV_KEY_HEADERS });
    const post = (url: string, body: unknown) =>
      fetch(base + url, {
        method: 'POST',
        headers: { ...DEV_KEY_HEADERS, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    // 3 daily answers (the first through Fastify, the others answered before it).
    let today = '';
    for (let i = 0; i < 3; i += 1) {
      const res = await get('/api/image-guess/daily-guess/');
      expect(res.status).toBe(200);
      today = ((await res.json()) as { today: string }).today;
    }
    // Stats budget 4: 2 successes, 1 wrong answer, 1 success, then 2 refused.
    const statuses: number[] = [];
    for (const answer of [today, today, 'nope', today, today, today]) {
      const res = await post('/api/stats/image-guess/post/', {
        clientId: randomUUID(),
        date: DAY,
        answer,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 422, 200, 429, 429]);
    // A Crono run started (2 game-creation writes, 1 crono write), ids in the URL.
    const crono = cronoClient(t!.app);
    const userId = await crono.createId(DAY);
    await crono.start(DAY, userId);
    expect((await get('/no/such/file.txt')).status).toBe(404);

    const res = await fetch(`${base}/metrics`, { headers: bearer });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const requests = (route: string, status: string, method = 'GET') =>
      sample(text, 'guessdle_http_requests_total', { method, route, status });

    expect(requests('/api/image-guess/daily-guess/', '200')).toBe(3);
    expect(
      sample(text, 'guessdle_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/image-guess/daily-guess/',
        status: '200',
      }),
    ).toBe(3);
    const stats = '/api/stats/image-guess/post/';
    expect(requests(stats, '200', 'POST')).toBe(3);
    expect(requests(stats, '422', 'POST')).toBe(1);
    expect(requests(stats, '429', 'POST')).toBe(2);
    expect(sample(text, 'guessdle_rate_limited_total', { kind: 'stats' })).toBe(2);
    // Route patterns, never the URL: the game id is not in any label.
    expect(requests('/api/crono/:id/create-id', '200', 'POST')).toBe(1);
    expect(requests('/api/crono/:id/start', '200', 'POST')).toBe(1);
    expect(text).not.toContain(userId);
    expect(text).not.toContain(`/api/crono/${DAY}`);
    expect(requests('(unmatched)', '404')).toBe(1);

    // Three successes, each its own group commit here (one at a time).
    expect(sample(text, 'guessdle_group_commit_batch_size_count')).toBe(3);
    expect(sample(text, 'guessdle_group_commit_batch_size_sum')).toBe(3);
    expect(sample(text, 'guessdle_db_call_duration_seconds_count', { op: 'recordSuccess' })).toBe(
      3,
    );
    expect(sample(text, 'guessdle_db_call_duration_seconds_count', { op: 'startRun' })).toBe(1);
    expect(sample(text, 'guessdle_crono_players_in_progress')).toBe(1);
    expect(sample(text, 'guessdle_crono_games_in_progress')).toBe(1);
    // Node's default process metrics.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it("times the shared write budget's count in the database", async () => {
    const base = await listening({
      metrics: { token: TOKEN, port: undefined, host: '127.0.0.1' },
      rateLimit: { max: 60, windowMs: 60_000, store: 'database' },
    });
    for (let i = 0; i < 2; i += 1) {
      await fetch(`${base}/api/stats/classic/post/`, {
        method: 'POST',
        headers: { ...DEV_KEY_HEADERS, 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: randomUUID(), date: DAY, answer: 'nope' }),
      });
    }
    const text = await (await fetch(`${base}/metrics`, { headers: bearer })).text();
    expect(sample(text, 'guessdle_db_call_duration_seconds_count', { op: 'countWrite' })).toBe(2);
  });

  it('takes the scheme in any letter case, the token only exactly', async () => {
    const base = await listening({ metrics: { token: TOKEN, port: undefined, host: '127.0.0.1' } });
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      const res = await fetch(`${base}/metrics`, {
        headers: { authorization: `${scheme} ${TOKEN}` },
      });
      expect(res.status).toBe(200);
    }
    const upper = await fetch(`${base}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN.toUpperCase()}` },
    });
    expect(upper.status).toBe(TOKEN === TOKEN.toUpperCase() ? 200 : 401);
  });

  it('answers 401 in the error shape without the token or with another', async () => {
    const base = await listening({ metrics: { token: TOKEN, port: undefined, host: '127.0.0.1' } });
    const wrong: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: TOKEN },
      { authorization: `Basic ${TOKEN}` },
    ];
    for (const headers of wrong) {
      const res = await fetch(`${base}/metrics`, { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(errorResponseSchema.parse(await res.json()).error).toBe('unauthorized');
    }
  });
});

describe('given metrics left off', () => {
  it('answers /metrics 404 in the error shape, token or not', async () => {
    const base = await listening({});
    expect(t!.config.metrics).toEqual({ token: undefined, port: undefined, host: '127.0.0.1' });
    for (const headers of [{}, bearer] as Record<string, string>[]) {
      const res = await fetch(`${base}/metrics`, { headers });
      expect(res.status).toBe(404);
      expect(errorResponseSchema.parse(await res.json()).error).toBe('not-found');
    }
  });
});

describe('given a metrics port of their own', () => {
  it('serves /metrics there on loopback, and not on the main port', async () => {
    const base = await listening({ metrics: { token: undefined, port: 0, host: '127.0.0.1' } });
    const server = t!.app.metricsServer?.();
    const address = server?.address();
    expect(typeof address === 'object' && address?.address).toBe('127.0.0.1');
    const port = typeof address === 'object' && address ? address.port : 0;
    await fetch(`${base}/api/channel-guess/daily-guess/`, { headers: DEV_KEY_HEADERS });
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(
      sample(await res.text(), 'guessdle_http_requests_total', {
        method: 'GET',
        route: '/api/channel-guess/daily-guess/',
        status: '200',
      }),
    ).toBe(1);
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    await t!.close();
    t = undefined;
    // Closed with the app.
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});
