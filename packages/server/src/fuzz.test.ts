import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, errorResponseSchema, type EndpointName } from '@guessdle/api';
import { clock, testApp, type TestApp } from './testing/fixtures';

/**
 * Property: whatever arrives (params, query, body, headers), the server answers without a 5xx,
 * and every 4xx carries a JSON error body with a code. The only 5xx allowed is the Crono stubs'
 * documented 501 `not-implemented`, until the Crono engine replaces them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp({
    now: clock('2025-05-20T09:00:00Z').now,
    config: { rateLimit: { max: 1_000_000, windowMs: 60_000 }, bodyLimit: 4096 },
  });
});
afterAll(() => t.close());

const NAMES = Object.keys(endpoints) as EndpointName[];
const isCrono = (name: EndpointName) => name.startsWith('crono');

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
  fc.constantFrom(
    '?mode=easy',
    '?mode=easy&mode=hard',
    '?mode[]=easy',
    '?mode=',
    '?userId=6f1c1a52-8a55-4a8d-9d1e-1d7c6a1b2c3d',
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
  if (res.statusCode >= 500) {
    const allowed =
      isCrono(name) &&
      res.statusCode === 501 &&
      (res.json() as { error?: string }).error === 'not-implemented';
    expect(allowed, `${res.statusCode} for ${where}: ${res.body.slice(0, 300)}`).toBe(true);
  }
  if (res.statusCode >= 400) {
    expect(res.headers['content-type'], where).toMatch(/^application\/json/);
    const parsed = errorResponseSchema.safeParse(res.json());
    expect(parsed.success, `${where}: ${res.body.slice(0, 300)}`).toBe(true);
    expect(parsed.data?.error.length, where).toBeGreaterThan(0);
  }
}

describe('given malformed requests to every endpoint', () => {
  it.each(NAMES)('%s never answers 5xx and every 4xx is a JSON error', async (name) => {
    const def = endpoints[name];
    const params = (def.path.match(/:/g) ?? []).length;
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { minLength: params, maxLength: params }),
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
