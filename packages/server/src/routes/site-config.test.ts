import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { parseApiKeys } from '../config';
import { testApp, type TestApp } from '../testing/fixtures';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Runs the script as a page would and returns what it set on window. */
function pageGlobals(script: string): unknown {
  const window: Record<string, unknown> = {};
  runInNewContext(script, { window });
  return window.__GUESSDLE__;
}

describe('given the website loading /config.js', () => {
  it('answers the page globals with the development key, without an API key', async () => {
    t = await testApp();
    const res = await t.app.inject({ url: '/config.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(
      'window.__GUESSDLE__ = {"apiBaseUrl":"","apiKey":"guessdle-dev-key","mocks":false,"cronoRoundSeconds":60};\n',
    );
    expect(pageGlobals(res.body)).toEqual({
      apiBaseUrl: '',
      apiKey: 'guessdle-dev-key',
      mocks: false,
      cronoRoundSeconds: 60,
    });
  });

  it("names the Crono run's length as this server is configured", async () => {
    t = await testApp({ config: { crono: { roundMs: 30_000, countdownMs: 3000 } } });
    const res = await t.app.inject({ url: '/config.js' });
    expect(pageGlobals(res.body)).toMatchObject({ cronoRoundSeconds: 30 });
  });

  it('publishes SITE_API_KEY, and that key works for the API', async () => {
    t = await testApp({
      config: {
        apiKeys: parseApiKeys('site-key-<1>:https://guessdle.example,server-key-9:*'),
        siteApiKey: 'site-key-<1>',
        usingDevKey: false,
      },
    });
    const res = await t.app.inject({ url: '/config.js' });
    expect(res.body).not.toContain('<');
    const globals = pageGlobals(res.body) as { apiKey: string };
    expect(globals.apiKey).toBe('site-key-<1>');
    const api = await t.app.inject({
      url: '/api/server-date/',
      headers: { 'x-api-key': globals.apiKey, origin: 'https://guessdle.example' },
    });
    expect(api.statusCode).toBe(200);
  });
});
