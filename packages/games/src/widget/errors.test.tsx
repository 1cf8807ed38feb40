import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createHttpApi, type GuessdleApi } from '@guessdle/api';
import { createMockApi } from '@guessdle/api/mocks';
import { ClassicGame } from '../classic/ClassicGame';
import { CronoGame } from '../crono/CronoGame';
import { reportingApi, toGameError, type GameError } from './errors';
import { createMemoryStorage } from '../storage/storage';

const BASE = 'https://guessdle.example';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A server as a browser on another origin sees it: `api` answers every API call, `access` the
 * access check (`/embed/access`); an Error is a failure at the network level (a refused CORS call
 * looks like one).
 */
function server(api: () => Response | Error, access: () => Response | Error) {
  return createHttpApi({
    baseUrl: BASE,
    apiKey: 'host-key',
    fetch: (async (input: RequestInfo | URL) => {
      const answer = String(input).startsWith(`${BASE}/embed/access`) ? access() : api();
      if (answer instanceof Error) throw answer;
      return answer;
    }) as typeof fetch,
  });
}

const refusedCall = () => new TypeError('Failed to fetch');

const cases: { reason: GameError['reason']; api: GuessdleApi; hint: RegExp }[] = [
  {
    reason: 'origin-refused',
    api: server(refusedCall, () =>
      json({ allowed: false, code: 'origin-not-allowed', reason: 'the key does not list it' }),
    ),
    hint: /refuses this page's origin \(http:\/\/localhost(:\d+)?\).*API_KEYS/,
  },
  {
    reason: 'key-refused',
    api: server(refusedCall, () =>
      json({ allowed: false, code: 'unauthorized', reason: 'unknown API key' }),
    ),
    hint: /does not accept this API key.*createHttpApi\(\{ apiKey \}\).*API_KEYS/,
  },
  {
    reason: 'network',
    api: server(refusedCall, refusedCall),
    hint: /could not be reached.*createHttpApi\(\{ baseUrl \}\)/,
  },
  {
    reason: 'server',
    api: server(
      () =>
        json({ status: 'error', error: 'internal-error', message: 'Something went wrong' }, 500),
      () => json({ allowed: true }),
    ),
    hint: /answered with an error/,
  },
];

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe.each(cases)('given a server that fails with reason $reason', ({ reason, api, hint }) => {
  it('calls onError once with that reason, and says the cause and its fix in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onError = vi.fn<(error: GameError) => void>();
    render(<ClassicGame api={api} storage={createMemoryStorage()} onError={onError} />);
    // The player sees the widget's error view; the host gets the reason.
    await screen.findByRole('alert');
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ reason });
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringMatching(new RegExp(`^ClassicGame: .*${hint.source}`)),
    ]);
  });
});

describe('given a production build', () => {
  it('reports to onError without a console hint', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onError = vi.fn<(error: GameError) => void>();
    render(<ClassicGame api={cases[0]!.api} storage={createMemoryStorage()} onError={onError} />);
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ reason: 'origin-refused' });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('given the Crono widget', () => {
  it('reports a refused key too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onError = vi.fn<(error: GameError) => void>();
    render(
      <CronoGame
        api={cases[1]!.api}
        storage={createMemoryStorage()}
        gameId="2025-06-01"
        onError={onError}
      />,
    );
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ reason: 'key-refused' });
  });
});

describe('reportingApi', () => {
  it('reports one incident once, and again after a call has succeeded', async () => {
    const base = createMockApi();
    let fail = true;
    const api = reportingApi(
      {
        ...base,
        getServerDate: () =>
          fail
            ? Promise.reject(new ApiError({ status: 0, code: 'timeout', message: 'slow' }))
            : base.getServerDate(),
      },
      (error) => reports.push(error.reason),
    );
    const reports: string[] = [];
    await expect(api.getServerDate()).rejects.toMatchObject({ code: 'timeout' });
    await expect(api.getServerDate()).rejects.toMatchObject({ code: 'timeout' });
    expect(reports).toEqual(['network']);
    fail = false;
    await api.getServerDate();
    fail = true;
    await expect(api.getServerDate()).rejects.toMatchObject({ code: 'timeout' });
    expect(reports).toEqual(['network', 'network']);
  });

  it('leaves tracking failures and synchronous methods alone', async () => {
    const base = createMockApi();
    const reports: string[] = [];
    const api = reportingApi({ ...base, track: () => Promise.reject(new Error('blocked')) }, (e) =>
      reports.push(e.reason),
    );
    await expect(
      api.track({ eventName: 'x', extra: { device_id: 'd', session_id: 's' } }),
    ).rejects.toThrow('blocked');
    expect(api.assetUrl('/assets/a.svg')).toBe(base.assetUrl('/assets/a.svg'));
    expect(reports).toEqual([]);
  });

  it('names anything it does not recognise a server error', () => {
    expect(toGameError(new Error('bug')).reason).toBe('server');
    expect(
      toGameError(new ApiError({ status: 404, code: 'no-daily-answer', message: '' })).reason,
    ).toBe('server');
  });
});
