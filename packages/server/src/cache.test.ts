import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { clock, DEV_KEY_HEADERS, testApp, type TestApp } from './testing/fixtures';

/**
 * What a shared cache (nginx's proxy_cache, a CDN) may keep: what every visitor of a day gets,
 * until the next reset and never past it, with a validator; nothing that differs per visitor.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const maxAge = (header: unknown) => Number(/s-maxage=(\d+)/.exec(String(header))?.[1]);

describe('given the answers of a day', () => {
  it('lets shared caches keep them until one second before the reset, revalidated by ETag', async () => {
    // 20:00 UTC: four hours to the reset at midnight.
    const time = clock('2026-03-10T20:00:00Z');
    t = await testApp({ now: time.now });
    for (const url of [
      '/api/classic/daily-guess/',
      '/api/image-guess/daily-guess/',
      '/api/archive/',
      '/api/server-date/',
    ]) {
      const res = await t.app.inject({ url, headers: DEV_KEY_HEADERS });
      expect(res.headers['cache-control'], url).toBe('public, max-age=0, s-maxage=14399');
      expect(res.headers.vary, url).toBe('Origin, x-api-key');
      const etag = res.headers.etag as string;
      expect(etag, url).toMatch(/^W\/".+"$/);
      const again = await t.app.inject({
        url,
        headers: { ...DEV_KEY_HEADERS, 'if-none-match': etag },
      });
      expect(again.statusCode, url).toBe(304);
    }
    // A counter everyone reads: a few seconds.
    const stats = await t.app.inject({ url: '/api/stats/classic/', headers: DEV_KEY_HEADERS });
    expect(maxAge(stats.headers['cache-control'])).toBe(5);

    // Never past the reset: 1.5 s before it, nothing is shared.
    time.set('2026-03-10T23:59:58.500Z');
    const late = await t.app.inject({ url: '/api/archive/', headers: DEV_KEY_HEADERS });
    expect(late.headers['cache-control']).toBe('no-cache');
    time.set('2026-03-10T23:59:50Z');
    const close = await t.app.inject({
      url: '/api/classic/daily-guess/',
      headers: DEV_KEY_HEADERS,
    });
    expect(maxAge(close.headers['cache-control'])).toBe(9);
  });

  it('never lets anyone keep a write, an error or a Crono game', async () => {
    t = await testApp({ now: clock('2026-03-10T08:00:00Z').now });
    const daily = (
      await t.app.inject({ url: '/api/classic/daily-guess/', headers: DEV_KEY_HEADERS })
    ).json<{ today: string; date: string }>();
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/stats/classic/post/',
      headers: DEV_KEY_HEADERS,
      payload: { clientId: randomUUID(), date: daily.date, answer: daily.today },
    });
    expect(post.statusCode).toBe(200);
    expect(post.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ url: '/api/classic/daily-guess/' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const crono = await t.app.inject({
      method: 'POST',
      url: '/api/crono/new',
      headers: DEV_KEY_HEADERS,
      payload: {},
    });
    expect(crono.headers['cache-control']).toBe('no-store');
  });
});
