import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir, testApp, type TestApp } from '../testing/fixtures';
import { frameAncestors } from './embed';

const dirs = tempDir();
const siteDir = path.join(dirs.dir, 'site');
const HOST = 'https://host.example';
let t: TestApp;

beforeAll(async () => {
  mkdirSync(siteDir, { recursive: true });
  writeFileSync(
    path.join(siteDir, 'index.html'),
    '<!doctype html><html><head><script src="/config.js"></script></head><body><div id="root"></div></body></html>',
  );
  t = await testApp({
    config: {
      siteDir,
      apiKeys: new Map<string, '*' | string[]>([
        ['site-key-0001', '*'],
        ['host-key-0001', [HOST]],
      ]),
      siteApiKey: 'site-key-0001',
    },
  });
});

afterAll(async () => {
  await t.close();
  dirs.cleanup();
});

describe('given an embed page', () => {
  it('may be framed only by the origins its key allows', async () => {
    const res = await t.app.inject({ url: '/embed/classic?key=host-key-0001' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${HOST};`);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.body).toContain('<div id="root">');
  });

  it('may be framed nowhere with an unknown key or none', async () => {
    for (const url of ['/embed/crono?key=stolen-key-1', '/embed/image-guess']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('keeps the site’s own framing rule on the other pages', async () => {
    const res = await t.app.inject({ url: '/classic' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('maps a key’s origins to frame-ancestors', () => {
    expect(frameAncestors('*')).toBe('*');
    expect(frameAncestors(undefined)).toBe("'none'");
    expect(frameAncestors(['https://a.example', 'https://b.example'])).toBe(
      "'self' https://a.example https://b.example",
    );
  });
});

describe('given the loader asking whether its page may show a game', () => {
  const ask = (key: string | undefined, origin: string) =>
    t.app.inject({
      url: `/embed/access${key ? `?key=${key}` : ''}`,
      headers: { origin },
    });

  it('says yes for an allowed origin, readable from it', async () => {
    const res = await ask('host-key-0001', HOST);
    expect(res.json()).toEqual({ allowed: true });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('says no, and why, for another origin or an unknown key', async () => {
    expect((await ask('host-key-0001', 'https://copycat.example')).json()).toEqual({
      allowed: false,
      code: 'origin-not-allowed',
      reason: 'the key does not list https://copycat.example as an origin',
    });
    expect((await ask('stolen-key-1', HOST)).json()).toEqual({
      allowed: false,
      code: 'unauthorized',
      reason: 'unknown API key',
    });
    expect((await ask(undefined, HOST)).json()).toEqual({
      allowed: false,
      code: 'unauthorized',
      reason: 'no API key given',
    });
  });
});
