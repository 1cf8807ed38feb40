import { afterAll, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  transferCodeSchema,
  transferRedeemResponseSchema,
  TRANSFER_PROGRESS_MAX_BYTES,
} from '@guessdle/api';
import { createTransferStorage } from './db/transfer-storage';
import { backends } from './testing/backends';
import { clock, DEV_KEY_HEADERS, testApp, type TestApp } from './testing/fixtures';
import {
  createInProcessTokenBuckets,
  createTransferService,
  newTransferCode,
  transferCodeHash,
} from './transfer';

const progress = {
  'guessdle:classic:hard:2025-05-01': '{"guesses":["/model/a"],"won":true}',
  'guessdle:streak': '4',
  'guessdle:clientId': '0f8e2c4a-1b3d-4e5f-8a9b-0c1d2e3f4a5b',
};

async function post(t: TestApp, url: string, payload: unknown, remoteAddress = '203.0.113.7') {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...DEV_KEY_HEADERS, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
    remoteAddress,
  });
  return { status: res.statusCode, body: res.json() as unknown, headers: res.headers };
}

const create = async (t: TestApp, body: unknown = { progress }, from?: string) => {
  const res = await post(t, '/api/transfer', body, from);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return transferCodeSchema.parse(res.body);
};
const redeem = (t: TestApp, code: string, from?: string) =>
  post(t, '/api/transfer/redeem', { code }, from);
const errorOf = (body: unknown) => errorResponseSchema.parse(body).error;

describe.each(backends())('transfer codes on $name', (backend) => {
  afterAll(() => backend.cleanup());

  describe.skipIf(backend.skip)('', () => {
    it('gives the progress back once for a code typed any way; then the code is gone', async () => {
      const c = clock('2025-05-01T10:00:00Z');
      const db = await backend.open();
      const t = await testApp({ db, now: c.now });
      const { code, expiresAt } = await create(t);
      expect(expiresAt).toBe('2025-05-01T10:10:00.000Z');
      const typed = ` ${code.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o')} `;
      const first = await redeem(t, typed);
      expect(first.status).toBe(200);
      expect(transferRedeemResponseSchema.parse(first.body)).toEqual({ progress });
      const second = await redeem(t, code);
      expect(second.status).toBe(404);
      expect(errorOf(second.body)).toBe('transfer-code-not-found');
      await t.close();
      await db.close();
    });

    it('works once across two instances redeeming at the same moment', async () => {
      const c = clock('2025-05-01T10:00:00Z');
      const dbA = await backend.open();
      const dbB = await backend.open();
      const a = await testApp({ db: dbA, now: c.now });
      const b = await testApp({ db: dbB, now: c.now });
      const { code } = await create(a);
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => redeem(i % 2 ? a : b, code, `198.51.100.${i}`)),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 404, 404, 404, 404, 404]);
      await a.close();
      await b.close();
      await dbA.close();
      await dbB.close();
    });

    it('stops working after 10 minutes, and the stored progress is deleted', async () => {
      const c = clock('2025-05-01T10:00:00Z');
      const db = await backend.open();
      const t = await testApp({ db, now: c.now });
      const late = await create(t);
      const swept = await create(t);
      const onTime = await create(t);
      c.set('2025-05-01T10:09:59Z');
      expect((await redeem(t, onTime.code)).status).toBe(200);
      c.set('2025-05-01T10:10:00Z');
      const expired = await redeem(t, late.code);
      expect(expired.status).toBe(404);
      expect(errorOf(expired.body)).toBe('transfer-code-not-found');
      // The redemption that found it expired deleted it; the sweep deletes the rest.
      const storage = createTransferStorage(db);
      const hash = (code: string) => transferCodeHash(code.replace(/-/g, ''));
      expect(await storage.take(hash(late.code))).toBeUndefined();
      const service = createTransferService({ storage, now: c.now });
      expect(await service.sweep()).toBeGreaterThanOrEqual(1);
      expect(await storage.take(hash(swept.code))).toBeUndefined();
      await t.close();
      await db.close();
    });

    it('stores the code only as its hash', async () => {
      const c = clock('2025-05-01T10:00:00Z');
      const db = await backend.open();
      const t = await testApp({ db, now: c.now });
      const { code } = await create(t);
      const bare = code.replace(/-/g, '');
      const rows = await db.db.selectFrom('transfer_codes').selectAll().execute();
      const text = JSON.stringify(rows);
      expect(text).not.toContain(bare);
      expect(text).toContain(transferCodeHash(bare));
      await t.close();
      await db.close();
    });
  });
});

describe('limits', () => {
  it('refuses progress over 256 KiB with 413, and takes it at the limit', async () => {
    const t = await testApp();
    // {"k":"…"}: 8 bytes around the value.
    const atLimit = { k: 'x'.repeat(TRANSFER_PROGRESS_MAX_BYTES - 8) };
    await create(t, { progress: atLimit });
    const over = await post(t, '/api/transfer', { progress: { k: `${atLimit.k}x` } });
    expect(over.status).toBe(413);
    expect(errorOf(over.body)).toBe('payload-too-large');
    // Far over: refused by the body limit, in the same error shape.
    const huge = await post(t, '/api/transfer', { progress: { k: 'x'.repeat(400 * 1024) } });
    expect(huge.status).toBe(413);
    expect(errorOf(huge.body)).toBe('payload-too-large');
    // Other calls keep BODY_LIMIT.
    const tracking = await post(t, '/api/tracking', {
      eventName: 'x',
      attrs: { a: 'y'.repeat(400) },
      extra: { device_id: 'd'.repeat(100), session_id: 's' },
      pad: 'z'.repeat(20_000),
    });
    expect(tracking.status).toBe(413);
    await t.close();
  });

  it('refuses progress that is not storage keys to strings with 400', async () => {
    const t = await testApp();
    for (const body of [{ progress: { a: 1 } }, { progress: ['a'] }, { progress, extra: 1 }, {}]) {
      const res = await post(t, '/api/transfer', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(res.body)).toBe('invalid-request');
    }
    await t.close();
  });

  it('limits wrong codes to 10 per address, then one a minute, with Retry-After', async () => {
    const c = clock('2025-05-01T10:00:00Z');
    const t = await testApp({ now: c.now });
    const { code } = await create(t, { progress }, '192.0.2.50');
    for (let i = 0; i < 10; i += 1) {
      const res = await redeem(t, newTransferCode(), '192.0.2.1');
      expect(res.status).toBe(404);
    }
    // The 11th attempt is refused even with the right code, which stays redeemable.
    const refused = await redeem(t, code, '192.0.2.1');
    expect(refused.status).toBe(429);
    expect(errorOf(refused.body)).toBe('rate-limited');
    expect(refused.headers['retry-after']).toBe('60');
    // Another address is not affected; a minute later one more attempt is allowed.
    expect((await redeem(t, newTransferCode(), '192.0.2.2')).status).toBe(404);
    c.set('2025-05-01T10:01:00Z');
    expect((await redeem(t, code, '192.0.2.1')).status).toBe(200);
    expect((await redeem(t, newTransferCode(), '192.0.2.1')).status).toBe(429);
    await t.close();
  });

  it('limits codes made per address: 5 at once, then one every 2 minutes', async () => {
    const c = clock('2025-05-01T10:00:00Z');
    const t = await testApp({ now: c.now });
    for (let i = 0; i < 5; i += 1) await create(t, { progress }, '192.0.2.9');
    const refused = await post(t, '/api/transfer', { progress }, '192.0.2.9');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('120');
    c.set('2025-05-01T10:02:00Z');
    await create(t, { progress }, '192.0.2.9');
    await t.close();
  });
});

describe('newTransferCode', () => {
  it('draws 10 characters of Crockford base32, all of the alphabet in use', () => {
    const codes = Array.from({ length: 400 }, newTransferCode);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.join('')).size).toBe(32);
  });

  it('draws again when a code is already live', async () => {
    const t = await testApp();
    const storage = createTransferStorage(t.db);
    const draws = ['AAAAAAAAAA', 'AAAAAAAAAA', 'BBBBBBBBBB'];
    const service = createTransferService({
      storage,
      now: Date.now,
      newCode: () => draws.shift()!,
    });
    expect((await service.create({ a: '1' })).code).toBe('AAAA-AAAA-AA');
    expect((await service.create({ b: '2' })).code).toBe('BBBB-BBBB-BB');
    expect(await service.redeem('aaaaaaaaaa')).toEqual({ progress: { a: '1' } });
    await t.close();
  });
});

describe('createInProcessTokenBuckets', () => {
  it('refills a token every refillMs up to the capacity', () => {
    let now = 0;
    const buckets = createInProcessTokenBuckets({ capacity: 2, refillMs: 1000, now: () => now });
    buckets.take('a');
    buckets.take('a');
    expect(() => buckets.take('a')).toThrow(/retry in 1 s/);
    now = 500;
    expect(() => buckets.take('a')).toThrow(/retry in 1 s/);
    now = 1000;
    buckets.take('a');
    now = 10_000;
    buckets.take('a');
    buckets.take('a');
    expect(() => buckets.take('a')).toThrow();
  });

  it('forgets the oldest addresses past its bound', () => {
    const buckets = createInProcessTokenBuckets({
      capacity: 1,
      refillMs: 60_000,
      now: () => 0,
      maxKeys: 2,
    });
    buckets.take('a');
    buckets.take('b');
    buckets.take('c');
    expect(() => buckets.take('c')).toThrow();
    buckets.take('a');
  });
});
