import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { errorResponseSchema, statsResponseSchema } from '@guessdle/api';
import { clock, DEV_KEY_HEADERS, testApp, type TestApp } from '../testing/fixtures';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const get = async (url: string) => {
  const res = await t!.app.inject({ url, headers: DEV_KEY_HEADERS });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};
const post = async (
  url: string,
  payload: unknown,
  from: { remoteAddress?: string; forwardedFor?: string } = {},
) => {
  const res = await t!.app.inject({
    method: 'POST',
    url,
    headers: {
      ...DEV_KEY_HEADERS,
      ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}),
    },
    ...(from.remoteAddress ? { remoteAddress: from.remoteAddress } : {}),
    payload: payload as object,
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};

describe('given a player who found today’s classic answer', () => {
  it('counts the success once per client, whatever the retries', async () => {
    t = await testApp({ now: clock('2025-04-01T08:00:00Z').now });
    const { body: daily } = await get('/api/classic/daily-guess/');
    const clientId = randomUUID();
    const success = { clientId, date: '2025-04-01', answer: daily.today };
    const first = await post('/api/stats/classic/post/', success);
    expect(first.status).toBe(200);
    expect(statsResponseSchema.parse(first.body)).toEqual({
      date: '2025-04-01',
      numberOfSuccesses: 1,
    });
    expect((await post('/api/stats/classic/post/', success)).body).toEqual(first.body);
    // The same id in upper case is the same player.
    expect(
      (await post('/api/stats/classic/post/', { ...success, clientId: clientId.toUpperCase() }))
        .body,
    ).toEqual(first.body);
    expect(
      (
        await post(
          '/api/stats/classic/post/',
          { ...success, clientId: randomUUID() },
          { remoteAddress: '192.0.2.7' },
        )
      ).body,
    ).toEqual({ date: '2025-04-01', numberOfSuccesses: 2 });
    expect((await get('/api/stats/classic/')).body).toEqual({
      date: '2025-04-01',
      numberOfSuccesses: 2,
    });
    // Hard is the default pool; the other pools have their own counters.
    expect((await get('/api/stats/classic/?mode=hard')).body).toMatchObject({
      numberOfSuccesses: 2,
    });
    expect((await get('/api/stats/classic/?mode=easy')).body).toMatchObject({
      numberOfSuccesses: 0,
    });
  });

  it('counts each difficulty pool against its own answer', async () => {
    t = await testApp({ now: clock('2025-04-01T08:00:00Z').now });
    const easy = (await get('/api/classic/daily-guess/?mode=easy')).body;
    const res = await post('/api/stats/classic/post/', {
      clientId: randomUUID(),
      date: '2025-04-01',
      answer: easy.today,
      mode: 'easy',
    });
    expect(res.body).toEqual({ date: '2025-04-01', numberOfSuccesses: 1 });
    expect((await get('/api/stats/classic/?mode=easy')).body).toMatchObject({
      numberOfSuccesses: 1,
    });
    expect((await get('/api/stats/classic/')).body).toMatchObject({ numberOfSuccesses: 0 });
  });
});

describe('given successes that carry their tries', () => {
  const from = (i: number) => ({ remoteAddress: `198.51.100.${i}` });

  it('answers everyone’s distribution with the stats call, counted once per client', async () => {
    t = await testApp({ now: clock('2025-04-01T08:00:00Z').now });
    const { body: daily } = await get('/api/channel-guess/daily-guess/');
    const success = (tries?: number) => ({
      clientId: randomUUID(),
      date: '2025-04-01',
      answer: daily.today,
      ...(tries === undefined ? {} : { tries }),
    });
    // Nobody's tries yet: the field is left out, as older servers do.
    expect((await get('/api/stats/channel-guess/')).body).toEqual({
      date: '2025-04-01',
      numberOfSuccesses: 0,
    });
    const replayed = success(2);
    expect((await post('/api/stats/channel-guess/post/', replayed, from(1))).status).toBe(200);
    // A replay with other tries changes nothing.
    await post('/api/stats/channel-guess/post/', { ...replayed, tries: 1 }, from(1));
    await post('/api/stats/channel-guess/post/', success(5), from(2));
    await post('/api/stats/channel-guess/post/', success(2), from(3));
    // An old client without tries still counts, outside the distribution.
    await post('/api/stats/channel-guess/post/', success(), from(4));
    const stats = await get('/api/stats/channel-guess/');
    expect(statsResponseSchema.parse(stats.body)).toEqual({
      date: '2025-04-01',
      numberOfSuccesses: 4,
      distribution: [
        { tries: 2, players: 2 },
        { tries: 5, players: 1 },
      ],
    });
    // Each pool keeps its own.
    expect((await get('/api/stats/image-guess/')).body).toEqual({
      date: '2025-04-01',
      numberOfSuccesses: 0,
    });
  });

  it.each([0, -1, 1.5, '3', null, 13])(
    'refuses tries %j with the 400 error shape and counts nothing',
    async (tries) => {
      t = await testApp({ now: clock('2025-04-01T08:00:00Z').now });
      const { body: daily } = await get('/api/channel-guess/daily-guess/');
      // The test dataset has 12 channels: 12 tries is the most a player can need.
      const res = await post('/api/stats/channel-guess/post/', {
        clientId: randomUUID(),
        date: '2025-04-01',
        answer: daily.today,
        tries,
      });
      expect(res.status).toBe(400);
      expect(errorResponseSchema.parse(res.body)).toMatchObject({
        status: 'error',
        error: 'invalid-request',
        issues: [expect.objectContaining({ path: 'body.tries' })],
      });
      expect((await get('/api/stats/channel-guess/')).body).toEqual({
        date: '2025-04-01',
        numberOfSuccesses: 0,
      });
    },
  );

  it('accepts as many tries as the pool has items', async () => {
    t = await testApp({ now: clock('2025-04-01T08:00:00Z').now });
    const { body: daily } = await get('/api/channel-guess/daily-guess/');
    const res = await post('/api/stats/channel-guess/post/', {
      clientId: randomUUID(),
      date: '2025-04-01',
      answer: daily.today,
      tries: 12,
    });
    expect(res.status).toBe(200);
    expect((await get('/api/stats/channel-guess/')).body).toMatchObject({
      distribution: [{ tries: 12, players: 1 }],
    });
  });
});

describe('given successes that do not count', () => {
  it('refuses a wrong answer with 422 wrong-answer and counts nothing', async () => {
    t = await testApp({ now: clock('2025-04-01T08:00:00Z').now });
    await get('/api/image-guess/daily-guess/');
    const res = await post('/api/stats/image-guess/post/', {
      clientId: randomUUID(),
      date: '2025-04-01',
      answer: '/model/not-the-answer',
    });
    expect(res.status).toBe(422);
    expect(errorResponseSchema.parse(res.body).error).toBe('wrong-answer');
    expect((await get('/api/stats/image-guess/')).body).toMatchObject({ numberOfSuccesses: 0 });
  });

  it('refuses dates other than today and yesterday with 422 date-not-playable', async () => {
    t = await testApp({ now: clock('2025-04-01T08:00:00Z').now });
    const daily = (await get('/api/channel-guess/daily-guess/')).body;
    for (const date of ['2025-03-30', '2025-04-02', '1999-01-01']) {
      const res = await post('/api/stats/channel-guess/post/', {
        clientId: randomUUID(),
        date,
        answer: daily.today,
      });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ status: 'error', error: 'date-not-playable' });
    }
  });

  it('accepts yesterday’s answer just after the reset (grace), but not an unplayed yesterday', async () => {
    const c = clock('2025-04-01T23:59:00Z');
    t = await testApp({ now: c.now });
    const day1 = (await get('/api/channel-guess/daily-guess/')).body;
    c.set('2025-04-02T00:01:00Z');
    const late = await post('/api/stats/channel-guess/post/', {
      clientId: randomUUID(),
      date: '2025-04-01',
      answer: day1.today,
    });
    expect(late).toEqual({ status: 200, body: { date: '2025-04-01', numberOfSuccesses: 1 } });
    // Image-guess was not played on the 1st: no answer is invented for it.
    const none = await post('/api/stats/image-guess/post/', {
      clientId: randomUUID(),
      date: '2025-04-01',
      answer: '/model/test-performer-1',
    });
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ error: 'no-daily-answer' });
  });

  it('refuses a difficulty on non-classic modes and unknown fields', async () => {
    t = await testApp({ now: clock('2025-04-01T08:00:00Z').now });
    const daily = (await get('/api/image-guess/daily-guess/')).body;
    const base = { clientId: randomUUID(), date: '2025-04-01', answer: daily.today };
    const withMode = await post('/api/stats/image-guess/post/', { ...base, mode: 'easy' });
    expect(withMode.status).toBe(400);
    expect(withMode.body).toMatchObject({ error: 'invalid-request' });
    const extra = await post('/api/stats/image-guess/post/', { ...base, count: 1000 });
    expect(extra.status).toBe(400);
    expect(errorResponseSchema.parse(extra.body).issues).toEqual([
      { path: 'body', message: expect.stringContaining('count') },
    ]);
    expect((await get('/api/stats/image-guess/')).body).toMatchObject({ numberOfSuccesses: 0 });
  });
});

describe('given a script posting successes', () => {
  it('rate-limits writes per address with 429 rate-limited', async () => {
    t = await testApp({
      now: clock('2025-04-01T08:00:00Z').now,
      config: { rateLimit: { max: 3, windowMs: 60_000 } },
    });
    const daily = (await get('/api/image-guess/daily-guess/')).body;
    const statuses: number[] = [];
    let last: Record<string, unknown> = {};
    for (let i = 0; i < 5; i += 1) {
      const r = await post('/api/stats/image-guess/post/', {
        clientId: randomUUID(),
        date: '2025-04-01',
        answer: daily.today,
      });
      statuses.push(r.status);
      last = r.body;
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(errorResponseSchema.parse(last).error).toBe('rate-limited');
    // Three were accepted from one address, under its cap (see the inflation tests below).
    expect((await get('/api/stats/image-guess/')).body).toMatchObject({ numberOfSuccesses: 3 });
    // Reads are not limited.
    expect((await get('/api/stats/image-guess/')).status).toBe(200);
  });
});

describe('given one address posting successes under made-up client ids', () => {
  const ten = async (from: (i: number) => { remoteAddress?: string; forwardedFor?: string }) => {
    const daily = (await get('/api/image-guess/daily-guess/')).body;
    const answers: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const r = await post(
        '/api/stats/image-guess/post/',
        { clientId: randomUUID(), date: '2025-04-01', answer: daily.today },
        from(i),
      );
      expect(r.status).toBe(200);
      answers.push(statsResponseSchema.parse(r.body).numberOfSuccesses);
    }
    return answers;
  };

  // A cap of 3 per address stands for the default 500 (a school or a carrier's NAT).
  const capped = (config: Partial<TestApp['config']> = {}) =>
    testApp({
      now: clock('2025-04-01T08:00:00Z').now,
      config: { statsPerAddress: 3, ...config },
    });
  const upToCap = (first: number) => [first, first + 1, first + 2, ...Array(7).fill(first + 2)];

  it('counts each client id up to the cap per address, pool and day', async () => {
    t = await capped();
    expect(await ten(() => ({ remoteAddress: '198.51.100.1' }))).toEqual(upToCap(1));
    // Another address counts up to the cap too; another pool of the same address on its own.
    expect(await ten(() => ({ remoteAddress: '198.51.100.2' }))).toEqual(upToCap(4));
    const classic = (await get('/api/classic/daily-guess/')).body;
    const r = await post(
      '/api/stats/classic/post/',
      { clientId: randomUUID(), date: '2025-04-01', answer: classic.today },
      { remoteAddress: '198.51.100.1' },
    );
    expect(r.body).toEqual({ date: '2025-04-01', numberOfSuccesses: 1 });
  });

  it('counts a whole IPv6 /64 as one address, and IPv4-mapped addresses as IPv4', async () => {
    t = await capped();
    // One home or phone rotates its temporary addresses within its /64.
    const home = ['2001:db8:1:2::a', '2001:db8:1:2:ffff::c', '2001:DB8:1:2:0:0:0:d'];
    expect(await ten((i) => ({ remoteAddress: home[i % 3] as string }))).toEqual(upToCap(1));
    // The next /64 is someone else.
    expect(await ten(() => ({ remoteAddress: '2001:db8:1:3::1' }))).toEqual(upToCap(4));
    // ::ffff:192.0.2.9 is 192.0.2.9 (a dual-stack socket's view of an IPv4 client).
    expect(await ten((i) => ({ remoteAddress: i % 2 ? '192.0.2.9' : '::ffff:192.0.2.9' }))).toEqual(
      upToCap(7),
    );
  });

  it('counts every client id while an address stays under the default cap', async () => {
    t = await testApp({ now: clock('2025-04-01T08:00:00Z').now });
    expect(t.config.statsPerAddress).toBe(500);
    expect(await ten(() => ({ remoteAddress: '198.51.100.1' }))).toEqual(
      Array.from({ length: 10 }, (_, i) => i + 1),
    );
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    t = await capped();
    const forged = await ten((i) => ({ forwardedFor: `203.0.113.${i}` }));
    expect(forged).toEqual(upToCap(1));
  });

  it('counts each forwarded address on its own behind a trusted proxy', async () => {
    t = await capped({ trustProxy: 1 });
    const players = await ten((i) => ({ forwardedFor: `203.0.113.${i}` }));
    expect(players).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('reads the address the proxy appended, not what a script wrote before it', async () => {
    t = await capped({ trustProxy: 1 });
    // A proxy that appends: the script's own values come first, the socket's address last.
    const script = await ten((i) => ({ forwardedFor: `203.0.113.${i}, 198.51.100.9` }));
    expect(script).toEqual(upToCap(1));
  });
});
