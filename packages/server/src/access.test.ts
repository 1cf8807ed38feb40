import { afterEach, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@guessdle/api';
import { parseApiKeys } from './config';
import { DEV_KEY_HEADERS, testApp, type TestApp } from './testing/fixtures';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const keyed = () =>
  testApp({
    config: {
      apiKeys: parseApiKeys('site-key-123:https://a.example,partner-key-123:*'),
      usingDevKey: false,
    },
  });

describe('given no API_KEYS (development)', () => {
  it('accepts the development key from any origin', async () => {
    t = await testApp();
    const res = await t.app.inject({
      url: '/api/server-date/',
      headers: { ...DEV_KEY_HEADERS, origin: 'https://anywhere.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://anywhere.example');
  });

  it.each([
    ['a missing key', {}],
    ['an unknown key', { 'x-api-key': 'nope-nope-nope' }],
  ])('answers 401 unauthorized JSON to %s on every /api call', async (_label, headers) => {
    t = await testApp();
    for (const [method, url] of [
      ['GET', '/api/server-date/'],
      ['GET', '/api/classic/daily-guess/'],
      ['GET', '/api/stats/channel-guess/'],
      ['POST', '/api/stats/classic/post/'],
      ['POST', '/api/tracking'],
      ['POST', '/api/crono/new'],
      ['GET', '/api/does-not-exist'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers });
      expect(res.statusCode, url).toBe(401);
      expect(errorResponseSchema.parse(res.json()).error).toBe('unauthorized');
    }
  });

  it('needs no key for health, the OpenAPI document, translations and pages', async () => {
    t = await testApp();
    for (const url of ['/api/health', '/api/openapi.json', '/messages/en.json', '/classic', '/']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).not.toBe(401);
    }
  });
});

describe('given API_KEYS with origins', () => {
  it('refuses the development key', async () => {
    t = await keyed();
    const res = await t.app.inject({ url: '/api/server-date/', headers: DEV_KEY_HEADERS });
    expect(res.statusCode).toBe(401);
  });

  it('serves a key from its allowed origin with CORS headers', async () => {
    t = await keyed();
    const res = await t.app.inject({
      url: '/api/server-date/',
      headers: { 'x-api-key': 'site-key-123', origin: 'https://a.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://a.example');
    expect(res.headers.vary).toContain('Origin');
  });

  it('refuses a key used from another origin with 403 and no CORS headers', async () => {
    t = await keyed();
    const res = await t.app.inject({
      url: '/api/server-date/',
      headers: { 'x-api-key': 'site-key-123', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 'error', error: 'origin-not-allowed' });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('accepts keys without an Origin (server to server) and same-origin pages', async () => {
    t = await keyed();
    const plain = await t.app.inject({
      url: '/api/server-date/',
      headers: { 'x-api-key': 'site-key-123' },
    });
    expect(plain.statusCode).toBe(200);
    const same = await t.app.inject({
      url: '/api/server-date/',
      headers: {
        'x-api-key': 'site-key-123',
        origin: 'http://guessdle.local:8787',
        host: 'guessdle.local:8787',
      },
    });
    expect(same.statusCode).toBe(200);
  });

  it('lets a wildcard key through from any origin', async () => {
    t = await keyed();
    const res = await t.app.inject({
      url: '/api/server-date/',
      headers: { 'x-api-key': 'partner-key-123', origin: 'https://b.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://b.example');
  });

  it('answers preflights with the allowed headers for an origin some key allows', async () => {
    t = await testApp({
      config: { apiKeys: parseApiKeys('site-key-123:https://a.example'), usingDevKey: false },
    });
    const ok = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/stats/classic/post/',
      headers: {
        origin: 'https://a.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-api-key',
      },
    });
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('https://a.example');
    expect(String(ok.headers['access-control-allow-headers'])).toContain('x-api-key');
    const bad = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/stats/classic/post/',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(bad.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets any site read the public endpoints', async () => {
    t = await keyed();
    const res = await t.app.inject({
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});
