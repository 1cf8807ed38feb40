import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, contractValidator, createHttpApi, endpoints, isApiError, ROUTES } from './index';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
}

const serverDate = { date: '2025-06-01', nextResetAt: '2025-06-02T00:00:00Z', timeZone: 'UTC' };
const game = {
  id: '2025-06-01',
  userId: '9b2d3c1e-5f4a-4b6c-8d7e-1a2b3c4d5e6f',
  status: 'ongoing',
  leaderboard: [],
  userCount: 1,
  remainingTime: 42,
  score: 3,
  currentModel: { id: 'round-7', photoUrl: '/assets/performers/a.svg' },
  options: [{ id: '/model/a', name: 'A' }],
  canSubmitScore: false,
  userScore: null,
};
const userId = game.userId;

/** A fetch that records each call and answers with the given responses in turn. */
function fakeFetch(...answers: (Response | Error)[]) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : undefined,
    });
    const answer = answers.shift() ?? new Error('no more answers');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to reject');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createHttpApi', () => {
  describe('given a base URL', () => {
    it('prefixes it to the path, ignoring a trailing slash', async () => {
      const { fetch, calls } = fakeFetch(json(serverDate));
      const api = createHttpApi({
        baseUrl: 'https://api.example.test/guessdle/',
        apiKey: 'k',
        fetch,
      });
      await api.getServerDate();
      expect(calls[0]?.url).toBe('https://api.example.test/guessdle/api/server-date/');
    });

    it('keeps the path relative when the base URL is empty (same origin)', async () => {
      const { fetch, calls } = fakeFetch(json(serverDate));
      await createHttpApi({ baseUrl: '', apiKey: 'k', fetch }).getServerDate();
      expect(calls[0]?.url).toBe('/api/server-date/');
    });

    it('resolves /assets/ paths against it and passes absolute URLs through', () => {
      const api = createHttpApi({
        baseUrl: 'https://api.example.test/',
        apiKey: 'k',
        fetch: fakeFetch().fetch,
      });
      expect(api.assetUrl('/assets/performers/a.svg')).toBe(
        'https://api.example.test/assets/performers/a.svg',
      );
      expect(api.assetUrl('https://cdn.example.test/a.png')).toBe('https://cdn.example.test/a.png');
      expect(
        createHttpApi({ baseUrl: '', apiKey: 'k', fetch: fakeFetch().fetch }).assetUrl(
          '/assets/a.svg',
        ),
      ).toBe('/assets/a.svg');
    });

    it("gives a picture of the day's address that names the day, against the base URL", () => {
      const api = createHttpApi({
        baseUrl: 'https://api.example.test/',
        apiKey: 'k',
        fetch: fakeFetch().fetch,
      });
      expect(api.dailyPictureUrl?.('image-guess', '2026-11-26')).toBe(
        'https://api.example.test/assets/daily/image-guess/2026-11-26',
      );
    });
  });

  it('reads the answers it holds at once through atHand, by the URL a GET would fetch', () => {
    const daily = { date: '2025-06-01', today: '/model/a', yesterday: null };
    const held: Record<string, unknown> = {
      'https://api.test/api/server-date/': serverDate,
      'https://api.test/api/classic/daily-guess/?mode=easy': daily,
    };
    const asked: string[] = [];
    const api = createHttpApi({
      baseUrl: 'https://api.test/',
      apiKey: 'k',
      fetch: fakeFetch().fetch,
      atHand: (url) => (asked.push(url), held[url]),
    });
    expect(api.atHand?.serverDate()).toEqual(serverDate);
    expect(api.atHand?.dailyGuess('classic', { difficulty: 'easy' })).toEqual(daily);
    expect(api.atHand?.dailyGuess('classic')).toBeUndefined();
    expect(api.atHand?.performers()).toBeUndefined();
    expect(asked).toContain('https://api.test/api/classic/daily-guess/');
    expect(asked).toContain('https://api.test/api/performers/');
  });

  it('answers a GET it holds without a request, and asks the network for the rest', async () => {
    const held: Record<string, unknown> = {
      '/api/server-date/': serverDate,
      '/messages/pl.json': { common: { loading: 'Ładowanie...' } },
    };
    const { fetch, calls } = fakeFetch(
      json({ common: { loading: 'Loading...' } }),
      json(serverDate),
      new Response(null, { status: 204 }),
    );
    const api = createHttpApi({ baseUrl: '', apiKey: 'k', fetch, atHand: (url) => held[url] });
    expect(await api.getServerDate()).toEqual(serverDate);
    expect(await api.getServerDate()).toEqual(serverDate);
    expect(await api.getMessages('pl')).toEqual(held['/messages/pl.json']);
    expect(calls).toEqual([]);
    // Another language, a URL it no longer holds, a POST: the network.
    expect(await api.getMessages('en')).toEqual({ common: { loading: 'Loading...' } });
    delete held['/api/server-date/'];
    expect(await api.getServerDate()).toEqual(serverDate);
    await api.postSuccess('classic', { tries: 1 } as never).catch(() => undefined);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /messages/en.json',
      'GET /api/server-date/',
      'POST /api/stats/classic/post/',
    ]);
  });

  it('has no atHand without answers to hold', () => {
    expect(createHttpApi({ baseUrl: '', apiKey: 'k', fetch: fakeFetch().fetch }).atHand).toBe(
      undefined,
    );
  });

  it('sends the API key and a JSON content type on every call', async () => {
    const { fetch, calls } = fakeFetch(
      json(serverDate),
      json({ id: 'abcdefghijklmnopqrst', assignedUserId: userId }),
      new Response(null, { status: 204 }),
    );
    const api = createHttpApi({ baseUrl: '', apiKey: 'secret', fetch });
    await api.getServerDate();
    await api.createCronoGame();
    await api.track({ eventName: 'x', extra: { device_id: 'd', session_id: 's' } });
    expect(calls).toHaveLength(3);
    for (const call of calls) {
      expect(call.headers.get('x-api-key')).toBe('secret');
      expect(call.headers.get('content-type')).toBe('application/json');
    }
  });

  describe('getDailyGuess', () => {
    const daily = { today: '/model/a', yesterday: null, date: '2025-06-01' };

    it('sends the classic difficulty as ?mode= only when one is given', async () => {
      const { fetch, calls } = fakeFetch(json(daily), json(daily));
      const api = createHttpApi({ baseUrl: '', apiKey: 'k', fetch });
      await api.getDailyGuess('classic', { difficulty: 'easy' });
      await api.getDailyGuess('classic');
      expect(calls.map((c) => c.url)).toEqual([
        '/api/classic/daily-guess/?mode=easy',
        '/api/classic/daily-guess/',
      ]);
    });

    it('reads each mode from its own path', async () => {
      const { fetch, calls } = fakeFetch(json(daily), json(daily));
      const api = createHttpApi({ baseUrl: '', apiKey: 'k', fetch });
      await api.getDailyGuess('image-guess');
      await api.getDailyGuess('channel-guess', { difficulty: 'hard' });
      expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
        'GET /api/image-guess/daily-guess/',
        'GET /api/channel-guess/daily-guess/',
      ]);
    });
  });

  it('posts a success as JSON and returns the parsed counter', async () => {
    const { fetch, calls } = fakeFetch(json({ date: '2025-06-01', numberOfSuccesses: 12 }));
    const api = createHttpApi({ baseUrl: '', apiKey: 'k', fetch });
    const body = {
      clientId: '0f8e2c4a-1b3d-4e5f-8a9b-0c1d2e3f4a5b',
      date: '2025-06-01',
      answer: '/model/a',
      mode: 'medium' as const,
    };
    await expect(api.postSuccess('classic', body)).resolves.toEqual({
      date: '2025-06-01',
      numberOfSuccesses: 12,
    });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url).toBe('/api/stats/classic/post/');
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual(body);
  });

  it('fills and encodes path parameters and the userId query', async () => {
    const { fetch, calls } = fakeFetch(json(game), json({ en: 'x' }));
    const api = createHttpApi({ baseUrl: '', apiKey: 'k', fetch });
    await api.getCronoGame('2025-06-01', userId);
    await api.getMessages('fr');
    expect(calls.map((c) => c.url)).toEqual([
      `/api/crono/2025-06-01?userId=${userId}`,
      '/messages/fr.json',
    ]);
  });

  it('sends an empty JSON object for POSTs without a payload', async () => {
    const { fetch, calls } = fakeFetch(json({ userId }));
    await createHttpApi({ baseUrl: '', apiKey: 'k', fetch }).createCronoUserId('2025-06-01');
    expect(calls[0]?.body).toBe('{}');
  });

  it('resolves a 204 answer to undefined', async () => {
    const { fetch } = fakeFetch(new Response(null, { status: 204 }));
    const api = createHttpApi({ baseUrl: '', apiKey: 'k', fetch });
    await expect(
      api.track({
        eventName: 'copy clicked',
        attrs: { gamemode: 'classic' },
        extra: { device_id: 'd', session_id: 's' },
      }),
    ).resolves.toBeUndefined();
  });

  describe('given a non-OK answer', () => {
    it('throws ApiError with the status, code, message and issues of the error body', async () => {
      const { fetch } = fakeFetch(
        json(
          {
            status: 'error',
            error: 'no-daily-answer',
            message: 'Nothing scheduled',
            issues: [{ path: 'mode', message: 'bad' }],
          },
          404,
        ),
      );
      const error = await rejection(
        createHttpApi({ baseUrl: '', apiKey: 'k', fetch }).getDailyGuess('classic'),
      );
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 404,
        code: 'no-daily-answer',
        message: 'Nothing scheduled',
        issues: [{ path: 'mode', message: 'bad' }],
      });
    });

    it("throws 'http-error' with the status when the body is not an error body", async () => {
      const { fetch } = fakeFetch(
        new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
      );
      const error = await rejection(
        createHttpApi({ baseUrl: '', apiKey: 'k', fetch }).getServerDate(),
      );
      expect(error).toMatchObject({
        status: 502,
        code: 'http-error',
        message: 'HTTP 502 Bad Gateway',
      });
    });
  });

  it("throws 'network-error' with status 0 when fetch fails", async () => {
    const cause = new TypeError('fetch failed');
    const { fetch } = fakeFetch(cause);
    const error = await rejection(
      createHttpApi({ baseUrl: '', apiKey: 'k', fetch }).getServerDate(),
    );
    expect(error).toMatchObject({ status: 0, code: 'network-error' });
    expect(error.cause).toBe(cause);
  });

  describe('given a call that fails at the network level (a browser hides a refused CORS call)', () => {
    const base = 'https://api.example';

    it("throws 'origin-not-allowed' (403) when the access check says this origin is refused", async () => {
      const { fetch, calls } = fakeFetch(
        new TypeError('Failed to fetch'),
        json({
          allowed: false,
          code: 'origin-not-allowed',
          reason: 'the key does not list https://host.example as an origin',
        }),
      );
      const error = await rejection(
        createHttpApi({ baseUrl: base, apiKey: 'k y', fetch }).getServerDate(),
      );
      expect(error).toMatchObject({ status: 403, code: 'origin-not-allowed' });
      expect(error.message).toContain('https://host.example');
      // A simple GET: no key header, so the browser sends it without a preflight.
      expect(calls[1]?.url).toBe(`${base}/embed/access?key=k%20y`);
      expect(calls[1]?.headers.has('x-api-key')).toBe(false);
    });

    it("throws 'unauthorized' (401) when the access check does not know the key", async () => {
      const { fetch } = fakeFetch(
        new TypeError('Failed to fetch'),
        json({ allowed: false, code: 'unauthorized', reason: 'unknown API key' }),
      );
      const error = await rejection(
        createHttpApi({ baseUrl: base, apiKey: 'k', fetch }).getServerDate(),
      );
      expect(error).toMatchObject({ status: 401, code: 'unauthorized' });
    });

    it("stays 'network-error' when the access check allows the page, fails or is not JSON", async () => {
      for (const answer of [
        json({ allowed: true }),
        new TypeError('Failed to fetch'),
        new Response('<!doctype html>', { status: 200 }),
        json({ allowed: false, reason: 'an old server without codes' }),
      ]) {
        const { fetch } = fakeFetch(new TypeError('Failed to fetch'), answer);
        const error = await rejection(
          createHttpApi({ baseUrl: base, apiKey: 'k', fetch }).getServerDate(),
        );
        expect(error).toMatchObject({ status: 0, code: 'network-error' });
      }
    });
  });

  it("aborts and throws 'timeout' when no answer arrives within timeoutMs", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetch = ((_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      });
    }) as unknown as typeof globalThis.fetch;
    const pending = rejection(
      createHttpApi({ baseUrl: '', apiKey: 'k', fetch, timeoutMs: 500 }).getServerDate(),
    );
    await vi.advanceTimersByTimeAsync(499);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(signal?.aborted).toBe(true);
    expect(error).toMatchObject({ status: 0, code: 'timeout' });
  });

  describe('with contractValidator, given an answer that does not match the contract', () => {
    it("throws 'invalid-response' with the issues", async () => {
      const { fetch } = fakeFetch(
        json({ date: 'yesterday', nextResetAt: 'soon', timeZone: 'UTC' }),
      );
      const error = await rejection(
        createHttpApi({
          baseUrl: '',
          apiKey: 'k',
          fetch,
          validate: contractValidator,
        }).getServerDate(),
      );
      expect(error).toMatchObject({ status: 200, code: 'invalid-response' });
      expect(error.issues?.map((i) => i.path)).toEqual(['date', 'nextResetAt']);
    });

    it("throws 'invalid-response' when the body is not JSON", async () => {
      const { fetch } = fakeFetch(new Response('<html>', { status: 200 }));
      const error = await rejection(
        createHttpApi({
          baseUrl: '',
          apiKey: 'k',
          fetch,
          validate: contractValidator,
        }).getServerDate(),
      );
      expect(error.code).toBe('invalid-response');
    });

    it("throws 'invalid-response' for an empty answer where the contract expects one", async () => {
      const { fetch } = fakeFetch(new Response(null, { status: 204 }));
      const error = await rejection(
        createHttpApi({
          baseUrl: '',
          apiKey: 'k',
          fetch,
          validate: contractValidator,
        }).getServerDate(),
      );
      expect(error.code).toBe('invalid-response');
    });
  });

  describe('with contractValidator, given a request that does not match the contract', () => {
    it("throws 'invalid-request' with status 0 and sends nothing", async () => {
      const { fetch, calls } = fakeFetch();
      const api = createHttpApi({ baseUrl: '', apiKey: 'k', fetch, validate: contractValidator });
      const error = await rejection(
        api.postSuccess('classic', {
          clientId: 'not-a-uuid',
          date: '2025-06-01',
          answer: '/model/a',
        }),
      );
      expect(error).toMatchObject({ status: 0, code: 'invalid-request' });
      expect(error.issues?.[0]?.path).toBe('clientId');
      await expect(api.getCronoGame('../../etc', userId)).rejects.toMatchObject({
        code: 'invalid-request',
      });
      expect(calls).toHaveLength(0);
    });
  });

  describe('without a validator (what a page uses: no zod in its bundle)', () => {
    it('returns the parsed answer as it came and sends the request as given', async () => {
      const odd = { date: 'yesterday', nextResetAt: 'soon', timeZone: 'UTC' };
      const { fetch, calls } = fakeFetch(json(odd), json({}, 200));
      const api = createHttpApi({ baseUrl: '', apiKey: 'k', fetch });
      await expect(api.getServerDate()).resolves.toEqual(odd);
      await api.postSuccess('classic', { clientId: 'not-a-uuid', date: 'x', answer: 'a' });
      expect(JSON.parse(calls[1]?.body ?? '')).toEqual({
        clientId: 'not-a-uuid',
        date: 'x',
        answer: 'a',
      });
    });

    it("still throws 'invalid-response' when the body is not JSON", async () => {
      const { fetch } = fakeFetch(new Response('<html>', { status: 200 }));
      const error = await rejection(
        createHttpApi({ baseUrl: '', apiKey: 'k', fetch }).getServerDate(),
      );
      expect(error.code).toBe('invalid-response');
    });

    it("reads the error body's code, message and issues, and ignores a body of another shape", async () => {
      const { fetch } = fakeFetch(
        json(
          {
            status: 'error',
            error: 'invalid-request',
            message: 'bad',
            issues: [{ path: 'date', message: 'no' }],
          },
          400,
        ),
        json({ status: 'error', error: 7, message: 'bad' }, 400),
        json({ status: 'error', error: 'x', message: 'm', issues: [{ path: 1 }] }, 400),
      );
      const api = createHttpApi({ baseUrl: '', apiKey: 'k', fetch });
      await expect(api.getServerDate()).rejects.toMatchObject({
        status: 400,
        code: 'invalid-request',
        message: 'bad',
        issues: [{ path: 'date', message: 'no' }],
      });
      await expect(api.getServerDate()).rejects.toMatchObject({ code: 'http-error' });
      await expect(api.getServerDate()).rejects.toMatchObject({ code: 'http-error' });
    });
  });

  it('routes every call of the contract, with the same method and path', () => {
    expect(Object.keys(ROUTES).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, def] of Object.entries(endpoints)) {
      expect(ROUTES[name as keyof typeof ROUTES]).toEqual({ method: def.method, path: def.path });
    }
  });

  describe('guessCrono', () => {
    const body = { userId, modelId: '/model/a', roundId: 'round-7' };

    it('returns the success answer with the game', async () => {
      const { fetch, calls } = fakeFetch(json({ status: 'success', correct: true, game }));
      const result = await createHttpApi({ baseUrl: '', apiKey: 'k', fetch }).guessCrono(
        '2025-06-01',
        body,
      );
      expect(result).toEqual({ status: 'success', correct: true, game });
      expect(JSON.parse(calls[0]?.body ?? '')).toEqual(body);
    });

    it.each([
      [404, 'game-not-found'],
      [409, 'game-already-finished'],
      [409, 'game-not-started'],
      [409, 'stale-round'],
      [403, 'unknown-user'],
      [422, 'stale-round'],
    ])('returns a %i %s answer instead of throwing', async (status, code) => {
      const { fetch } = fakeFetch(json({ status: 'error', error: code, message: 'm' }, status));
      await expect(
        createHttpApi({ baseUrl: '', apiKey: 'k', fetch }).guessCrono('2025-06-01', body),
      ).resolves.toEqual({ status: 'error', error: code, message: 'm' });
    });

    it('still throws other failures', async () => {
      const { fetch } = fakeFetch(
        json({ status: 'error', error: 'internal-error', message: 'boom' }, 500),
        json({ status: 'error', error: 'rate-limited', message: 'slow down' }, 429),
      );
      const api = createHttpApi({ baseUrl: '', apiKey: 'k', fetch });
      await expect(api.guessCrono('2025-06-01', body)).rejects.toMatchObject({ status: 500 });
      await expect(api.guessCrono('2025-06-01', body)).rejects.toMatchObject({
        code: 'rate-limited',
      });
    });
  });
});

describe('isApiError', () => {
  it('recognises ApiError, also from another copy of the package, and nothing else', () => {
    expect(isApiError(new ApiError({ status: 0, code: 'timeout', message: 't' }))).toBe(true);
    const foreign = Object.assign(new Error('x'), { name: 'ApiError', status: 500, code: 'boom' });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ status: 500 })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});
