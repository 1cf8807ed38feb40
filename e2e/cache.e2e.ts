import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  freePort,
  NGINX,
  sleep,
  startInstance,
  startNginx,
  stopInstance,
  until,
  type Instance,
  type Nginx,
} from './support/nginx';

/**
 * The reset crossed behind nginx's cache (packages/server/deploy/nginx.conf, proxy_cache on): a
 * built instance whose clock is moved to 10 s before the reset (TEST_CLOCK_FILE), its day's
 * page and answers cached by nginx, then the reset passes in real time. No answer after the
 * reset may carry yesterday's puzzle, and a stats post is never cached.
 */
if (!NGINX) console.warn('\n⚠ The cache test behind nginx is SKIPPED: no nginx.\n');

const DAY = '2026-03-10';
const NEXT = '2026-03-11';
const SECONDS_BEFORE_RESET = 10;

describe.skipIf(!NGINX)('given nginx caching one instance across the reset', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'guessdle-cache-'));
  const clockFile = path.join(dir, 'clock');
  let instance: Instance | undefined;
  let nginx: Nginx | undefined;

  beforeAll(async () => {
    writeFileSync(clockFile, `${DAY}T12:00:00Z`);
    instance = await startInstance(await freePort(), {
      GUESSDLE_DATA_DIR: path.join(dir, 'data'),
      TEST_CLOCK_FILE: clockFile,
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: '1000',
    });
    nginx = await startNginx([instance.port]);
  });

  afterAll(async () => {
    await nginx?.stop();
    if (instance) await stopInstance(instance);
    rmSync(dir, { recursive: true, force: true });
  });

  const from = '127.0.0.41';
  const through = (url: string, headers: Record<string, string> = {}) =>
    call(nginx!.port, from, 'GET', url, undefined, { 'accept-language': 'fr', ...headers });
  const dateOf = (text: string) => /"date":"(\d{4}-\d{2}-\d{2})"/.exec(text)?.[1];

  it('serves the day from the cache and never yesterday after the reset', async () => {
    // The server's clock 10 s before midnight, the reset (UTC): nothing is cached yet.
    writeFileSync(clockFile, `${DAY}T23:59:${60 - SECONDS_BEFORE_RESET}Z`);
    const urls = ['/api/classic/daily-guess/', '/api/archive/', '/classic', '/'];
    for (const url of urls) {
      const first = await through(url);
      expect(first.status, url).toBe(200);
      const again = await through(url);
      expect(again.headers['x-cache-status'], url).toBe('HIT');
      const shared = Number(/s-maxage=(\d+)/.exec(String(again.headers['cache-control']))?.[1]);
      expect(shared, url).toBeLessThan(SECONDS_BEFORE_RESET);
    }
    const before = await through('/api/classic/daily-guess/');
    // Still the day before the reset (a machine too slow to get here in 10 s fails here).
    expect(dateOf(before.text)).toBe(DAY);
    expect(dateOf((await through('/classic')).text)).toBe(DAY);

    // Wins go through nginx, each counted by the instance: never answered from the cache.
    const { today } = JSON.parse(before.text) as { today: string };
    for (let i = 1; i <= 2; i += 1) {
      const posted = await call(nginx!.port, from, 'POST', '/api/stats/classic/post/', {
        clientId: randomUUID(),
        date: DAY,
        answer: today,
      });
      expect(posted.status).toBe(200);
      expect(posted.headers['x-cache-status'] ?? '').toBe('');
      expect(JSON.parse(posted.text)).toMatchObject({ numberOfSuccesses: i });
    }

    // The reset passes on the server's clock (and in real time: the cache's).
    await until(
      async () => {
        const direct = await call(instance!.port, from, 'GET', '/api/server-date/');
        return dateOf(direct.text) === NEXT;
      },
      'the reset on the server',
      30_000,
    );
    // For a few seconds after it, every answer through the cache is the new day's.
    const end = Date.now() + 3_000;
    while (Date.now() < end) {
      for (const url of urls) {
        const res = await through(url);
        expect(res.status, url).toBe(200);
        expect(dateOf(res.text), `${url} after the reset`).toBe(NEXT);
      }
      await sleep(200);
    }
  });
});
