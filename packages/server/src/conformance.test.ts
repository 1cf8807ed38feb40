import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  dailyModeRoutes,
  endpoints,
  errorResponseSchema,
  PICTURE_MODES,
  type DailyModeCalls,
  type EndpointName,
  type PictureMode,
} from '@guessdle/api';
import { cronoClient } from './testing/crono';
import { clock, DEV_KEY_HEADERS, tempDir, testApp, type TestApp } from './testing/fixtures';

interface Case {
  /** Concrete URL (path parameters filled in, query included). */
  url: string | (() => string);
  body?: (ctx: { answers: Record<string, string> }) => unknown;
  status: number;
  /** A documented refusal: the error code of the error body. */
  error?: string;
}

const DAY = '2025-05-20';
/** A Crono player in an ongoing run (round `roundId`) and one who has not started. */
const crono = { player: '', roundId: '', newcomer: '' };
/** A live transfer code, made before the run. */
const transfer = { code: '' };
const success =
  (pool: string, extra: object = {}) =>
  (ctx: { answers: Record<string, string> }) => ({
    clientId: randomUUID(),
    date: DAY,
    answer: ctx.answers[pool],
    ...extra,
  });

/** A picture mode's three calls, from its registration: the mode's name is all they need. */
const pictureModeCases = Object.fromEntries(
  PICTURE_MODES.flatMap((mode) => {
    const names = dailyModeRoutes[mode];
    return [
      [names.daily, { url: `/api/${mode}/daily-guess/`, status: 200 }],
      [names.stats, { url: `/api/stats/${mode}/`, status: 200 }],
      [names.success, { url: `/api/stats/${mode}/post/`, body: success(mode), status: 200 }],
    ];
  }),
) as Record<DailyModeCalls<PictureMode>[keyof DailyModeCalls], Case>;

/** One valid call per endpoint of the contract; the type makes a new endpoint fail to compile. */
const CASES = {
  serverDate: { url: '/api/server-date/', status: 200 },
  classicDailyGuess: { url: '/api/classic/daily-guess/?mode=medium', status: 200 },
  archive: { url: '/api/archive/', status: 200 },
  performers: { url: '/api/performers/', status: 200 },
  channels: { url: '/api/channels/?v=any', status: 200 },
  classicStats: { url: '/api/stats/classic/?mode=easy', status: 200 },
  classicStatsSuccess: {
    url: '/api/stats/classic/post/',
    body: success('classic:medium', { mode: 'medium' }),
    status: 200,
  },
  ...pictureModeCases,
  cronoNew: { url: '/api/crono/new', status: 200 },
  cronoGet: { url: () => `/api/crono/${DAY}?userId=${crono.player}`, status: 200 },
  cronoCreateId: { url: `/api/crono/${DAY}/create-id`, status: 200 },
  cronoStart: {
    url: `/api/crono/${DAY}/start`,
    body: () => ({ userId: crono.newcomer }),
    status: 200,
  },
  cronoGuess: {
    url: `/api/crono/${DAY}/guess`,
    body: () => ({ userId: crono.player, modelId: '/model/x', roundId: crono.roundId }),
    status: 200,
  },
  // The player's run is still going: the documented refusal, an error body.
  cronoSubmitScore: {
    url: `/api/crono/${DAY}/submit-score`,
    body: () => ({ userId: crono.player, username: null }),
    status: 409,
    error: 'game-not-finished',
  },
  tracking: {
    url: '/api/tracking',
    body: () => ({
      eventName: 'Language changed',
      attrs: { currentLanguage: 'en', newLanguage: 'fr' },
      extra: { device_id: 'd1', session_id: 's1' },
    }),
    status: 204,
  },
  transferCreate: {
    url: '/api/transfer',
    body: () => ({ progress: { 'guessdle:streak': '2' } }),
    status: 200,
  },
  transferRedeem: {
    url: '/api/transfer/redeem',
    body: () => ({ code: transfer.code }),
    status: 200,
  },
  messages: { url: '/messages/fr.json', status: 200 },
} satisfies Record<EndpointName, Case>;

let t: TestApp;
const dirs = tempDir();
const siteDir = path.join(dirs.dir, 'site');
const messagesDir = path.join(dirs.dir, 'locales');
const assetsDir = path.join(dirs.dir, 'assets');
const answers: Record<string, string> = {};

beforeAll(async () => {
  mkdirSync(path.join(siteDir, 'assets'), { recursive: true });
  mkdirSync(messagesDir, { recursive: true });
  mkdirSync(path.join(assetsDir, 'performers'), { recursive: true });
  writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Guessdle</title>');
  writeFileSync(path.join(siteDir, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(
    path.join(assetsDir, 'performers', 'p1.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  writeFileSync(
    path.join(messagesDir, 'fr.json'),
    JSON.stringify({ common: { loading: 'Chargement...' } }),
  );
  writeFileSync(path.join(messagesDir, 'pl.json'), '{ not json');
  const c = clock(`${DAY}T09:00:00Z`);
  t = await testApp({
    now: c.now,
    config: {
      siteDir,
      messagesDir,
      assetsDir,
      tracking: { retentionDays: 30, maxRows: 3, pruneEvery: 2 },
    },
  });
  for (const [pool, url] of [
    ['classic:medium', '/api/classic/daily-guess/?mode=medium'],
    ...PICTURE_MODES.map((mode) => [mode, `/api/${mode}/daily-guess/`] as const),
  ]) {
    const res = await t.app.inject({ url, headers: DEV_KEY_HEADERS });
    answers[pool] = (res.json() as { today: string }).today;
  }
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/transfer',
    headers: DEV_KEY_HEADERS,
    payload: { progress: { 'guessdle:streak': '1' } },
  });
  transfer.code = (made.json() as { code: string }).code;
  const client = cronoClient(t.app);
  crono.player = await client.createId(DAY);
  crono.newcomer = await client.createId(DAY);
  await client.start(DAY, crono.player);
  c.set(`${DAY}T09:00:04Z`);
  crono.roundId = (await client.get(DAY, crono.player)).currentModel?.id ?? '';
});
afterAll(async () => {
  await t.close();
  dirs.cleanup();
});

describe('every call of the contract, as a client makes it', () => {
  it.each(Object.entries(CASES) as Array<[EndpointName, Case]>)(
    '%s answers the documented shape',
    async (name, c) => {
      const def = endpoints[name] as { method: 'GET' | 'POST'; response?: z.ZodType };
      const payload = c.body?.({ answers });
      const res = await t.app.inject({
        method: def.method,
        url: typeof c.url === 'string' ? c.url : c.url(),
        headers: { ...DEV_KEY_HEADERS, 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      });
      expect(res.statusCode, res.body).toBe(c.status);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      if (c.error) {
        expect(errorResponseSchema.parse(res.json()).error).toBe(c.error);
      } else if (c.status === 204) {
        expect(res.body).toBe('');
      } else {
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(() => def.response?.parse(res.json())).not.toThrow();
      }
    },
  );
});

describe('given the documented answers', () => {
  it('counts the successes of the conformance run', async () => {
    const res = await t.app.inject({ url: '/api/stats/image-guess/', headers: DEV_KEY_HEADERS });
    expect(res.json()).toEqual({ date: DAY, numberOfSuccesses: 1 });
  });

  it('keeps tracking within its bound (prunes every 2 inserts, keeps 3 rows)', async () => {
    // With the conformance call's event, 6 inserts: the prune after the 6th leaves the newest 3.
    for (let i = 0; i < 5; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/tracking',
        headers: DEV_KEY_HEADERS,
        payload: { eventName: `e${i}`, extra: { device_id: 'd', session_id: 's' } },
      });
      expect(res.statusCode).toBe(204);
    }
    const rows = await t.db.db
      .selectFrom('tracking_events')
      .select('event_name')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.event_name)).toEqual(['e2', 'e3', 'e4']);
  });

  it('serves the OpenAPI document without a key', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(Object.keys(doc.paths)).toContain('/api/classic/daily-guess/');
  });

  it('reports health with the database it checked', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'sqlite', date: DAY });
  });

  it('answers translation errors as JSON: 404 missing, 400 unknown language, 500 broken file', async () => {
    const missing = await t.app.inject({ url: '/messages/es.json' });
    expect(missing.statusCode).toBe(404);
    expect(errorResponseSchema.parse(missing.json()).error).toBe('not-found');
    const unknown = await t.app.inject({ url: '/messages/xx.json' });
    expect(unknown.statusCode).toBe(400);
    expect(errorResponseSchema.parse(unknown.json()).error).toBe('invalid-request');
    const broken = await t.app.inject({ url: '/messages/pl.json' });
    expect(broken.statusCode).toBe(500);
    expect(errorResponseSchema.parse(broken.json()).error).toBe('messages-invalid');
  });

  it('answers unknown /api routes with 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['GET', '/api/classic/daily-guess/extra'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: DEV_KEY_HEADERS });
      expect(res.statusCode, url).toBe(404);
      expect(errorResponseSchema.parse(res.json()).error).toBe('not-found');
    }
  });
});

describe('given the built site', () => {
  it('serves index.html for the site routes (SPA fallback), with security headers', async () => {
    for (const url of ['/', '/classic', '/classic/easy', '/crono/2025-05-20', '/model/some-one']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Guessdle</title>');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('never serves files outside its directories', async () => {
    for (const url of [
      '/assets/%2e%2e/%2e%2e/etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/../../etc/passwd',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.body, url).not.toContain('root:');
    }
  });

  it('serves the site build assets and the dataset pictures under /assets/', async () => {
    const js = await t.app.inject({ url: '/assets/index-abc.js' });
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe('console.log(1)');
    const svg = await t.app.inject({ url: '/assets/performers/p1.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answers 404 JSON for missing files instead of the page', async () => {
    for (const url of ['/assets/missing.js', '/favicon.ico', '/assets/..%2f..%2fetc%2fpasswd']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(errorResponseSchema.parse(res.json()).error).toBe('not-found');
    }
  });
});

describe('given no built site', () => {
  it('answers pages with a 503 that says how to build it', async () => {
    const bare = await testApp();
    const res = await bare.app.inject({ url: '/classic' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('pnpm --filter @guessdle/site build');
    const api = await bare.app.inject({ url: '/api/server-date/', headers: DEV_KEY_HEADERS });
    expect(api.statusCode).toBe(200);
    await bare.close();
  });
});
