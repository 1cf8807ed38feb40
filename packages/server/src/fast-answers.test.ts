import type { RequestListener } from 'node:http';
import { inject } from 'light-my-request';
import { afterEach, describe, expect, it } from 'vitest';
import { parseApiKeys } from './config';
import { clock, testApp, type TestApp } from './testing/fixtures';

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

const KEYS = 'site-key-123:https://a.example,partner-key-123:*';
const SITE = { 'x-api-key': 'site-key-123' };

/** A listening app with these keys; `throughFastify` counts the requests Fastify saw. */
async function start(options: { fastAnswers?: false } = {}) {
  let throughFastify = 0;
  const t = await testApp({
    config: { apiKeys: parseApiKeys(KEYS), usingDevKey: false },
    now: clock('2026-03-10T12:00:00Z').now,
    ...options,
    setup: (app) =>
      app.addHook('onResponse', (_request, _reply, done) => {
        throughFastify += 1;
        done();
      }),
  });
  apps.push(t);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { t, base, throughFastify: () => throughFastify };
}

/** Status, headers (but the date) and body: what a client can tell apart. */
async function seen(url: string, init: RequestInit = {}) {
  const res = await fetch(url, init);
  const headers = Object.fromEntries([...res.headers].filter(([name]) => name !== 'date'));
  return { status: res.status, headers, body: await res.text() };
}

const DAILY_URLS = [
  '/api/classic/daily-guess/',
  '/api/classic/daily-guess/?mode=easy',
  '/api/classic/daily-guess/?mode=medium',
  '/api/classic/daily-guess/?mode=hard',
  '/api/image-guess/daily-guess/',
  '/api/channel-guess/daily-guess/',
];

describe("the day's answers, served before Fastify", () => {
  it('answers a plain GET of each daily URL without Fastify once the day is cached', async () => {
    const s = await start();
    for (const url of DAILY_URLS) {
      const first = await seen(s.base + url, { headers: SITE });
      expect(first.status, url).toBe(200);
      const before = s.throughFastify();
      const again = await seen(s.base + url, { headers: SITE });
      expect(again, url).toEqual(first);
      expect(s.throughFastify(), `${url} went through Fastify`).toBe(before);
    }
  });

  it('leaves every other request to Fastify', async () => {
    const s = await start();
    await seen(`${s.base}/api/classic/daily-guess/`, { headers: SITE });
    const others: Array<[string, RequestInit]> = [
      ['/api/classic/daily-guess/', { method: 'HEAD', headers: SITE }],
      ['/api/classic/daily-guess/', { method: 'POST', headers: SITE }],
      [
        '/api/classic/daily-guess/',
        { method: 'OPTIONS', headers: { origin: 'https://a.example' } },
      ],
      ['/api/classic/daily-guess/?mode=nightmare', { headers: SITE }],
      ['/api/classic/daily-guess/?mode=easy&x=1', { headers: SITE }],
      ['/api/classic/daily-guess', { headers: SITE }],
      ['/api/image-guess/daily-guess/?mode=easy', { headers: SITE }],
      ['/api/classic/daily-guess/', {}],
      ['/api/classic/daily-guess/', { headers: { 'x-api-key': 'wrong-key-123' } }],
      ['/api/classic/daily-guess/', { headers: { ...SITE, origin: 'https://b.example' } }],
    ];
    for (const [url, init] of others) {
      const before = s.throughFastify();
      await seen(s.base + url, init);
      expect(s.throughFastify(), `${init.method ?? 'GET'} ${url} ${JSON.stringify(init)}`).toBe(
        before + 1,
      );
    }
  });

  it('answers exactly what the route answers, header for header', async () => {
    const fast = await start();
    const slow = await start({ fastAnswers: false });
    const variants: Array<Record<string, string>> = [
      SITE,
      { ...SITE, origin: 'https://a.example' },
      { 'x-api-key': 'partner-key-123', origin: 'https://partner.example' },
      // The site on this very server: same origin, so no CORS header.
      { ...SITE, origin: fast.base },
      { ...SITE, origin: 'https://b.example' },
      { 'x-api-key': 'wrong-key-123' },
      {},
    ];
    for (const url of [...DAILY_URLS, '/api/classic/daily-guess/?mode=nightmare']) {
      for (const headers of variants) {
        // The first call of a URL fills the day's cache; the second is the one served early.
        await seen(fast.base + url, { headers: SITE });
        await seen(slow.base + url, { headers: SITE });
        // The same-origin variant names each server's own host.
        const own = (base: string): Record<string, string> =>
          headers.origin === fast.base ? { origin: base } : {};
        const a = await seen(fast.base + url, { headers: { ...headers, ...own(fast.base) } });
        const b = await seen(slow.base + url, { headers: { ...headers, ...own(slow.base) } });
        expect(a, `${url} ${JSON.stringify(headers)}`).toEqual(b);
      }
    }
    expect(slow.throughFastify()).toBeGreaterThan(0);
  });

  it('stops answering when the app closes, so Fastify answers and closes the connection', async () => {
    const s = await start();
    await seen(`${s.base}/api/classic/daily-guess/`, { headers: SITE });
    const [listener] = s.t.app.server.listeners('request') as RequestListener[];
    if (!listener) throw new Error('no request listener');
    const call = () => inject(listener, { url: '/api/classic/daily-guess/', headers: SITE });
    const open = await call();
    expect(open.statusCode).toBe(200);
    expect(open.headers.connection).not.toBe('close');
    const fastifyBefore = s.throughFastify();
    await s.t.app.close();
    // A request still arriving on an open connection while the server drains is answered.
    const closing = await call();
    expect(closing.statusCode).toBe(200);
    expect(closing.body).toBe(open.body);
    expect(closing.headers.connection).toBe('close');
    expect(s.throughFastify()).toBe(fastifyBefore + 1);
  });
});
