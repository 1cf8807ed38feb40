import { describe, expect, it } from 'vitest';
import { ApiError, type GuessdleApi } from '@guessdle/api';
import { createMockApi } from '@guessdle/api/mocks';
import { heldBootData, loadBootData } from './boot';

const serverDate = { date: '2025-06-01', nextResetAt: '2025-06-02T00:00:00Z', timeZone: 'UTC' };

function api(overrides: Partial<GuessdleApi>): GuessdleApi {
  return { ...createMockApi(), ...overrides };
}

describe('given the site starting', () => {
  it('loads only the active language and the server date', async () => {
    const asked: string[] = [];
    const boot = await loadBootData(
      api({
        getMessages: async (language) => {
          asked.push(language);
          return { common: { loading: 'Ładowanie...' } };
        },
        getServerDate: async () => serverDate,
      }),
      'pl',
    );
    expect(asked).toEqual(['pl']);
    expect(boot).toEqual({
      widgetMessages: { pl: { common: { loading: 'Ładowanie...' } } },
      serverDate,
    });
  });

  it('loads nothing and shows no error when the translation response is not OK', async () => {
    const boot = await loadBootData(
      api({
        getMessages: () =>
          Promise.reject(new ApiError({ status: 404, code: 'not-found', message: 'No messages' })),
        getServerDate: async () => serverDate,
      }),
      'fr',
    );
    expect(boot).toEqual({ widgetMessages: undefined, serverDate });
  });

  it('still starts without a server date', async () => {
    const boot = await loadBootData(
      api({
        getMessages: async () => ({ a: 'b' }),
        getServerDate: () => Promise.reject(new TypeError('Failed to fetch')),
      }),
      'en',
    );
    expect(boot).toEqual({ widgetMessages: { en: { a: 'b' } }, serverDate: null });
  });

  it('asks nothing the page already holds (the first screen of the server)', async () => {
    const held: Record<string, unknown> = {
      'https://api.example/messages/pl.json': { common: { loading: 'Ładowanie...' } },
      'https://api.example/api/server-date/': serverDate,
    };
    const asked: string[] = [];
    const boot = await loadBootData(
      api({
        getMessages: async () => {
          asked.push('messages');
          return {};
        },
        getServerDate: async () => {
          asked.push('date');
          return serverDate;
        },
      }),
      'pl',
      heldBootData((url) => held[url], 'https://api.example', 'pl'),
    );
    expect(asked).toEqual([]);
    expect(boot).toEqual({
      widgetMessages: { pl: { common: { loading: 'Ładowanie...' } } },
      serverDate,
    });
  });
});
