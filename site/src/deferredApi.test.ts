import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createMemoryStorage, type TrackFn } from '@guessdle/games';
import { createMockApi } from '@guessdle/api/mocks';
import type { CompleteGuessdleApi } from '@guessdle/api';
import { deferredHttpApi, deferredTracker } from './deferredApi';

const OPTIONS = { baseUrl: 'https://api.example', apiKey: 'key' };

/** The client's code, in the test's hands: a mock client made by `createHttpApi`. */
function clientCode() {
  const client = createMockApi() as CompleteGuessdleApi;
  const createHttpApi = vi.fn(() => client);
  const load = vi.fn(async () => ({ createHttpApi }));
  return { client, createHttpApi, load };
}

describe('given the site’s API client, loaded when first needed', () => {
  it('loads nothing until a call, then makes the client once and forwards every call', async () => {
    const { client, createHttpApi, load } = clientCode();
    const getServerDate = vi.spyOn(client, 'getServerDate');
    const getMessages = vi.spyOn(client, 'getMessages');
    const api = deferredHttpApi(OPTIONS, load);
    expect(load).not.toHaveBeenCalled();

    await api.getServerDate();
    await api.getMessages('fr');
    expect(load).toHaveBeenCalledTimes(1);
    expect(createHttpApi).toHaveBeenCalledWith(OPTIONS);
    expect(getServerDate).toHaveBeenCalledTimes(1);
    expect(getMessages).toHaveBeenCalledWith('fr');
  });

  it('answers addresses without the client’s code', () => {
    const { load } = clientCode();
    const api = deferredHttpApi(OPTIONS, load);
    expect(api.assetUrl?.('/pictures/a.webp')).toBe('https://api.example/pictures/a.webp');
    expect(api.dailyPictureUrl?.('image-guess', '2025-06-01')).toMatch(/^https:\/\/api\.example\//);
    expect(load).not.toHaveBeenCalled();
  });

  it('reads the page’s answers (atHand) through the client once it is ready', async () => {
    const { client, load } = clientCode();
    const atHand = (url: string) => (url.endsWith('/date') ? { date: 'today' } : undefined);
    Object.assign(client, { atHand });
    const api = deferredHttpApi(OPTIONS, load);
    expect(api.atHand).toBeUndefined();
    await api.ready();
    expect(api.atHand).toBe(atHand);
  });

  it('tries again on the next call when the client’s code failed to load', async () => {
    const { client, createHttpApi } = clientCode();
    const load = vi
      .fn<() => Promise<{ createHttpApi: typeof createHttpApi }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ createHttpApi });
    const api = deferredHttpApi(OPTIONS, load);
    await expect(api.getServerDate()).rejects.toThrow(TypeError);
    await expect(api.getServerDate()).resolves.toEqual(await client.getServerDate());
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('given the site’s tracker, loaded with the first event', () => {
  it('loads nothing until an event, then sends every event in order', async () => {
    const sent: string[] = [];
    const track: TrackFn = (eventName) => void sent.push(eventName);
    const createTracker = vi.fn(() => track);
    const load = vi.fn(async () => ({ createTracker }));
    const options = { api: createMockApi(), storage: createMemoryStorage() };
    const deferred = deferredTracker(options, load);
    expect(load).not.toHaveBeenCalled();

    deferred('Gamemode Card Clicked', { gamemode: 'classic' });
    deferred('Feedback form opened');
    await waitFor(() => expect(sent).toEqual(['Gamemode Card Clicked', 'Feedback form opened']));
    expect(load).toHaveBeenCalledTimes(1);
    expect(createTracker).toHaveBeenCalledWith(options);
  });

  it('never throws when its code fails to load, and the next event tries again', async () => {
    const sent: string[] = [];
    const createTracker = vi.fn((): TrackFn => (eventName) => void sent.push(eventName));
    const load = vi
      .fn<() => Promise<{ createTracker: typeof createTracker }>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue({ createTracker });
    const deferred = deferredTracker(
      { api: createMockApi(), storage: createMemoryStorage() },
      load,
    );
    expect(() => deferred('lost')).not.toThrow();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    deferred('sent');
    await waitFor(() => expect(sent).toEqual(['sent']));
  });
});
