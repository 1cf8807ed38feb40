import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpoints,
  errorResponseSchema,
  ERROR_STATUSES,
  type ErrorCode,
  type EndpointName,
} from '@guessdle/api';
import { cronoClient } from './testing/crono';
import { clock, testApp, type TestApp } from './testing/fixtures';

/**
 * Property: whatever arrives (params, query, body, headers), the server answers without a 5xx,
 * and every 4xx carries a JSON error body with a code. Crono included: the fuzzed ids and user
 * ids mix random values with a real game, its users and a live round token.
 */
let t: TestApp;
/** A real Crono game: the daily one with a user in an ongoing run, and a private game. */
const live = { privateId: 'AAAAAAAAAAAAAAAAAAAAAA', userId: '', roundId: 'r1', photoUrl: '/' };
beforeAll(async () => {
  const c = clock('2025-05-20T09:00:00Z');
  t = await testApp({
    now: c.now,
    config: { rateLimit: { max: 1_000_000, windowMs: 60_000 }, bodyLimit: 4096 },
  });
  const client = cronoClient(t.app);
  live.privateId = (await client.call('POST', '/api/crono/new')).body.id as string;
  live.userId = await client.createId('2025-05-20');
  await client.start('2025-05-20', live.userId);
  // Ongoing for the whole fuzz run (the fuzz does not move the clock past its minute).
  c.set('2025-05-20T09:00:03Z');
  const round = (await client.get('2025-05-20', live.userId)).currentModel;
  live.roundId = round?.id ?? 'r1';
  live.photoUrl = round?.photoUrl ?? '/';
});
afterAll(() => t.close());

const NAMES = Object.keys(endpoints) as EndpointName[];
const isCrono = (name: EndpointName) => name.startsWith('crono');

/** Values read at generation time, after beforeAll made them. */
const liveValue = (pick: () => string) => fc.constant(null).map(pick);

const cronoSegment = fc.oneof(
  liveValue(() => live.privateId),
  fc.constantFrom('2025-05-20', '2025-05-19', '2025-05-21', '9999-99-99', 'A'.repeat(64)),
  fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
);

const segment = fc.oneof(
  fc.string({ maxLength: 80 }).map(encodeURIComponent),
  fc.string({ unit: 'binary', maxLength: 40 }).map(encodeURIComponent),
  fc.constantFrom('2025-05-20', 'en', 'xx', '..', '%', '%zz', '%E0%A4%A', 'a'.repeat(300), ''),
  fc.stringMatching(/^[A-Za-z0-9_.~-]{0,70}$/),
);

const queryString = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 40 })), { maxLength: 5 })
    .map(
      (pairs) =>
        '?' + pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'),
    ),
  liveValue(() => `?userId=${live.userId}`),
  fc.constantFrom(
    '?mode=easy',
    '?mode=easy&mode=hard',
    '?mode[]=easy',
    '?mode=',
    '?userId=6f1c1a52-8a55-4a8d-9d1e-1d7c6a1b2c3d',
    '?userId=6f1c1a52-8a55-4a8d-9d1e-1d7c6a1b2c3d&userId=x',
    '?__proto__=1',
    '?constructor=x',
    '?%zz=1',
  ),
);

const jsonValue = fc.jsonValue({ maxDepth: 4 });
const VALID_LIKE = {
  clientId: '6f1c1a52-8a55-4a8d-9d1e-1d7c6a1b2c3d',
  userId: '6f1c1a52-8a55-4a8d-9d1e-1d7c6a1b2c3d',
  date: '2025-05-20',
  answer: '/model/test-performer-1',
  modelId: '/model/test-performer-1',
  roundId: 'r1',
  username: 'me',
  eventName: 'x',
  extra: { device_id: 'd', session_id: 's' },
};
const body = fc.oneof(
  // Any JSON at all.
  jsonValue.map((v) => JSON.stringify(v)),
  // A valid Crono body of the live user, with the live round or another, and odd usernames.
  fc
    .record({
      modelId: fc.constantFrom('/model/test-performer-1', '/model/test-performer-2', 'x'),
      roundId: fc.oneof(
        liveValue(() => live.roundId),
        fc.string({ minLength: 1, maxLength: 30 }),
      ),
      username: fc.oneof(
        fc.constant(null),
        fc.string({ maxLength: 200 }),
        fc.string({ unit: 'binary', maxLength: 60 }),
      ),
      kind: fc.constantFrom('guess', 'submit', 'user'),
    })
    .map(({ modelId, roundId, username, kind }) =>
      JSON.stringify(
        kind === 'guess'
          ? { userId: live.userId, modelId, roundId }
          : kind === 'submit'
            ? { userId: live.userId, username }
            : { userId: live.userId },
      ),
    ),
  // A nearly valid object with one field broken, removed or added.
  fc
    .tuple(
      fc.constantFrom(...Object.keys(VALID_LIKE), '__proto__', 'constructor', 'mode', 'attrs'),
      fc.option(jsonValue, { nil: undefined }),
    )
    .map(([key, value]) => {
      const o: Record<string, unknown> = { ...VALID_LIKE };
      if (value === undefined) delete o[key];
      // defineProperty, so `__proto__` becomes an own key (as JSON.parse makes it) and is sent.
      else Object.defineProperty(o, key, { value, enumerable: true, writable: true });
      return JSON.stringify(o);
    }),
  // Not JSON.
  fc.string({ maxLength: 200 }),
  fc.constantFrom('', '{', 'null', '[]', '{"a":', '"str"', '1e999', '{"__proto__":{"x":1}}'),
  // Too big.
  fc.integer({ min: 5000, max: 20000 }).map((n) => JSON.stringify({ eventName: 'x'.repeat(n) })),
);

const headers = fc.record(
  {
    'x-api-key': fc.oneof(
      fc.constant('guessdle-dev-key'),
      fc.constant('guessdle-dev-key'),
      fc.string({ maxLength: 50 }).filter((s) => /^[\x21-\x7e]*$/.test(s)),
    ),
    'content-type': fc.oneof(
      fc.constant('application/json'),
      fc.constantFrom(
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
        'application/octet-stream',
        '',
      ),
    ),
    origin: fc.constantFrom('https://a.example', 'null', 'not a url', 'http://127.0.0.1:8787'),
  },
  { requiredKeys: [] },
);

function fill(path: string, values: string[]): string {
  let i = 0;
  return path.replace(/:([A-Za-z]+)/g, () => values[i++] ?? '');
}

async function check(
  name: EndpointName,
  method: string,
  url: string,
  payload: string | undefined,
  h: Record<string, string>,
): Promise<void> {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: h,
    ...(payload === undefined ? {} : { payload }),
  });
  const where = `${method} ${url} ${JSON.stringify(h)} ${payload?.slice(0, 200) ?? ''}`;
  expect(res.statusCode, where).toBeGreaterThanOrEqual(200);
  // HEAD answers carry no body to check.
  if (method === 'HEAD') {
    expect(res.statusCode, where).toBeLessThan(500);
    return;
  }
  expect(res.statusCode, `${where}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(res.headers['content-type'], where).toMatch(/^application\/json/);
    const parsed = errorResponseSchema.safeParse(res.json());
    expect(parsed.success, `${where}: ${res.body.slice(0, 300)}`).toBe(true);
    expect(parsed.data?.error.length, where).toBeGreaterThan(0);
    // The one status table: each code always comes with its own status.
    const code = parsed.data?.error as ErrorCode;
    expect(ERROR_STATUSES[code], `${where}: unknown code ${code}`).toBe(res.statusCode);
  }
}

describe('given malformed requests to every endpoint', () => {
  it.each(NAMES)('%s never answers 5xx and every 4xx is a JSON error', async (name) => {
    const def = endpoints[name];
    const params = (def.path.match(/:/g) ?? []).length;
    await fc.assert(
      fc.asyncProperty(
        fc.array(isCrono(name) ? fc.oneof(segment, cronoSegment) : segment, {
          minLength: params,
          maxLength: params,
        }),
        queryString,
        fc.option(body, { nil: undefined }),
        headers,
        fc.constantFrom(
          def.method,
          def.method,
          def.method,
          'GET',
          'POST',
          'PUT',
          'DELETE',
          'PATCH',
        ),
        async (values, query, payload, h, method) => {
          const url = fill(def.path, values) + query;
          const withBody = method === 'GET' ? undefined : payload;
          await check(name, method, url, withBody, h);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('answers malformed URLs and unknown paths with JSON errors', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 60 }).map((s) => `/api/${encodeURIComponent(s)}`),
          fc.constantFrom('/api/%', '/api/crono/%E0%A4%A', '/messages/%zz.json', '/api', '/api/'),
          // Round photos: the live one, and broken game ids and tokens.
          liveValue(() => live.photoUrl),
          fc
            .tuple(
              fc.oneof(segment, cronoSegment),
              fc.oneof(
                segment,
                liveValue(() => live.roundId),
              ),
            )
            .map(([id, token]) => `/api/crono/${id}/rounds/${token}/photo`),
        ),
        fc.constantFrom('GET', 'POST', 'HEAD', 'OPTIONS'),
        async (url, method) => {
          await check('serverDate', method, url, undefined, { 'x-api-key': 'guessdle-dev-key' });
        },
      ),
      { numRuns: 200 },
    );
  });
});
