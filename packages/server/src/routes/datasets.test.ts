import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { channelsResponseSchema, performersResponseSchema } from '@guessdle/api';
import {
  channel,
  dataset,
  DEV_KEY_HEADERS,
  performer,
  testApp,
  type TestApp,
} from '../testing/fixtures';
import { IMMUTABLE, REVALIDATE, matchesEtag, pickEncoding } from './datasets';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t!.app.inject({ url, headers: { ...DEV_KEY_HEADERS, ...headers } });

describe('given the performers call', () => {
  it('answers the widget fields of every performer, versioned by content, revalidated by ETag', async () => {
    t = await testApp({ dataset: dataset(30, 3) });
    const res = await get('/api/performers/');
    expect(res.statusCode).toBe(200);
    const body = performersResponseSchema.parse(res.json());
    expect(body.items).toHaveLength(30);
    expect(body.items[0]).toEqual({
      name: 'Test Performer 1',
      profileUrl: '/model/test-performer-1',
      profilePictureUrl: '/assets/performers/test-1.svg',
      type: 'model',
      gender: 'Female',
      birthPlace: 'Nowhere',
      ethnicity: 'Other',
      hairColor: ['Black'],
      rank: 1,
      debutYear: null,
    });
    expect(res.headers.etag).toBe(`"${body.version}"`);
    expect(res.headers['cache-control']).toBe(REVALIDATE);
    expect(res.headers.vary).toBe('accept-encoding');

    const again = await get('/api/performers/', { 'if-none-match': `"${body.version}"` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(`"${body.version}"`);
  });

  it('is immutable when asked for by its current version, revalidated for an old one', async () => {
    t = await testApp({ dataset: dataset(10, 3) });
    const { version } = performersResponseSchema.parse((await get('/api/performers/')).json());
    const current = await get(`/api/performers/?v=${version}`);
    expect(current.headers['cache-control']).toBe(IMMUTABLE);
    const old = await get('/api/performers/?v=stale');
    expect(old.statusCode).toBe(200);
    expect(old.headers['cache-control']).toBe(REVALIDATE);
  });

  it('changes version when the dataset changes', async () => {
    t = await testApp({ dataset: dataset(10, 3) });
    const first = performersResponseSchema.parse((await get('/api/performers/')).json()).version;
    await t.close();
    const { performers, channels } = dataset(10, 3);
    t = await testApp({
      dataset: {
        performers: [{ ...performer(1), name: 'Renamed Performer' }, ...performers.slice(1)],
        channels,
      },
    });
    const second = performersResponseSchema.parse((await get('/api/performers/')).json()).version;
    expect(second).not.toBe(first);
  });

  it('compresses with brotli or gzip as the client prefers, to the same JSON', async () => {
    t = await testApp({ dataset: dataset(200, 3) });
    const plain = await get('/api/performers/', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/api/performers/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    const gz = await get('/api/performers/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('refuses an unknown query parameter and a missing key with the JSON error shape', async () => {
    t = await testApp({ dataset: dataset(10, 3) });
    const bad = await get('/api/performers/?page=2');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'error', error: 'invalid-request' });
    const keyless = await t.app.inject({ url: '/api/performers/' });
    expect(keyless.statusCode).toBe(401);
    expect(keyless.json()).toMatchObject({ status: 'error' });
  });
});

describe('given the channels call', () => {
  it('answers every channel with its own version', async () => {
    t = await testApp({
      dataset: { performers: dataset(10, 0).performers, channels: [channel(1), channel(2)] },
    });
    const res = await get('/api/channels/');
    const body = channelsResponseSchema.parse(res.json());
    expect(body.items).toEqual([channel(1), channel(2)]);
    expect(res.headers.etag).toBe(`"${body.version}"`);
  });
});

describe('given pictures on an operator’s own host', () => {
  it('allows their origins, and IMAGE_ORIGINS, in the pages’ img-src', async () => {
    const { performers, channels } = dataset(10, 2);
    t = await testApp({
      dataset: {
        performers: [
          { ...performer(1), profilePictureUrl: 'https://img.operator.example/p/1.jpg' },
          ...performers.slice(1),
        ],
        channels: [
          { ...channel(1), photo: 'http://logos.example:8080/c.png' },
          ...channels.slice(1),
        ],
      },
      config: { imageOrigins: ['https://cdn.example'] },
    });
    const page = await t.app.inject({ url: '/api/health' });
    const csp = String(page.headers['content-security-policy']);
    const imgSrc = csp.split(';').find((d) => d.trim().startsWith('img-src')) ?? '';
    expect(imgSrc).toContain('https://img.operator.example');
    expect(imgSrc).toContain('http://logos.example:8080');
    expect(imgSrc).toContain('https://cdn.example');
  });
});

describe('matchesEtag and pickEncoding', () => {
  it.each([
    ['"a"', true],
    ['W/"a"', true],
    ['"b", "a"', true],
    ['*', true],
    ['"b"', false],
    [undefined, false],
  ])('If-None-Match %s matches "a": %s', (header, expected) => {
    expect(matchesEtag(header, '"a"')).toBe(expected);
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['identity', null],
    [undefined, null],
  ])('Accept-Encoding %s picks %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
