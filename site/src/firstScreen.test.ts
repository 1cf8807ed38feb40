import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpApi, FIRST_SCREEN_FETCHES, FIRST_SCREEN_ID } from '@guessdle/api';
import { awaitFetched, firstScreenAnswers, readFirstScreen, type FirstScreen } from './firstScreen';

const ORIGIN = 'https://guessdle.example';
const serverDate = { date: '2026-03-10', nextResetAt: '2026-03-11T00:00:00.000Z', timeZone: 'UTC' };
const screen: FirstScreen = {
  expires: serverDate.nextResetAt,
  responses: {
    '/api/server-date/': serverDate,
    '/api/classic/daily-guess/': { today: 'a', yesterday: null, date: '2026-03-10' },
    '/messages/pl.json': { common: { loading: 'Ładowanie...' } },
  },
  fetch: { '/api/performers/': '/api/performers/?v=v1' },
};

/** A network that records what reaches it. */
function network() {
  const asked: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    asked.push(String(input));
    return new Response(JSON.stringify({ from: 'network' }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return { asked, fetch: fetch as unknown as typeof globalThis.fetch };
}

afterEach(() => {
  document.getElementById(FIRST_SCREEN_ID)?.remove();
});

describe('given a page the server wrote a first screen into', () => {
  it('reads it from its data block', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_SCREEN_ID;
    block.textContent = JSON.stringify(screen);
    document.head.append(block);
    expect(readFirstScreen(document)).toEqual(screen);
  });

  it('reads a block without the URLs the loader requests as one without any', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_SCREEN_ID;
    block.textContent = JSON.stringify({ ...screen, fetch: undefined });
    document.head.append(block);
    expect(readFirstScreen(document)).toEqual({ ...screen, fetch: {} });
  });

  it.each([
    ['no block', null],
    ['broken JSON', '{"expires":'],
    ['another shape', '{"responses":[]}'],
    ['null', 'null'],
  ])('reads nothing from %s', (_case, text) => {
    if (text !== null) {
      const block = document.createElement('script');
      block.type = 'application/json';
      block.id = FIRST_SCREEN_ID;
      block.textContent = text;
      document.head.append(block);
    }
    expect(readFirstScreen(document)).toBeUndefined();
  });

  it("answers the site's client from the page, as often as asked, and nothing else", async () => {
    const net = network();
    const api = createHttpApi({
      baseUrl: '',
      apiKey: 'k',
      fetch: net.fetch,
      atHand: firstScreenAnswers(screen, {
        origin: ORIGIN,
        now: () => Date.parse('2026-03-10T08:00:00Z'),
      }),
    });
    expect(await api.getServerDate()).toEqual(serverDate);
    expect(await api.getServerDate()).toEqual(serverDate);
    expect(await api.getDailyGuess('classic')).toEqual(
      screen.responses['/api/classic/daily-guess/'],
    );
    expect(await api.getMessages('pl')).toEqual(screen.responses['/messages/pl.json']);
    expect(net.asked).toEqual([]);
    // Another URL, another query, another language, a POST: the network.
    await api.getDailyGuess('classic', { difficulty: 'easy' });
    await api.getMessages('en');
    await api.getStats('classic');
    await api.postSuccess('classic', { tries: 1 } as never).catch(() => undefined);
    expect(net.asked).toEqual([
      '/api/classic/daily-guess/?mode=easy',
      '/messages/en.json',
      '/api/stats/classic/',
      '/api/stats/classic/post/',
    ]);
  });

  it('holds nothing for an API on another origin', () => {
    const answers = firstScreenAnswers(screen, { origin: ORIGIN, now: () => 0 });
    expect(answers('https://api.elsewhere.example/api/server-date/')).toBeUndefined();
    expect(answers(`${ORIGIN}/api/server-date/`)).toEqual(serverDate);
  });

  it('stops answering from the page once the day is over or the page has been open a while', () => {
    let now = Date.parse('2026-03-10T23:59:00Z');
    const answers = firstScreenAnswers(screen, {
      origin: ORIGIN,
      now: () => now,
      lifetimeMs: 120_000,
    });
    expect(answers('/api/server-date/')).toEqual(serverDate);
    now = Date.parse('2026-03-11T00:00:00Z');
    expect(answers('/api/server-date/')).toBeUndefined();

    now = Date.parse('2026-03-10T08:00:00Z');
    const fresh = firstScreenAnswers(screen, { origin: ORIGIN, now: () => now, lifetimeMs: 1000 });
    expect(fresh('/api/server-date/')).toEqual(serverDate);
    now += 1000;
    expect(fresh('/api/server-date/')).toBeUndefined();
  });
});

describe('given the dataset the page names for its loader to request', () => {
  const dataset = { version: 'v1', items: [{ name: 'Ada' }] };
  const fresh = (): FirstScreen => ({ ...screen, responses: { ...screen.responses } });
  const answers = (page: FirstScreen) =>
    firstScreenAnswers(page, { origin: ORIGIN, now: () => Date.parse('2026-03-10T08:00:00Z') });

  it("answers the client's request with the loader's answer, once it has arrived", async () => {
    const page = fresh();
    const lookup = answers(page);
    expect(lookup('/api/performers/')).toBeUndefined();
    await awaitFetched(page, {
      [FIRST_SCREEN_FETCHES]: { '/api/performers/?v=v1': Promise.resolve(dataset) },
    });
    expect(lookup('/api/performers/')).toEqual(dataset);
  });

  it.each([
    ['the loader did not run (a page the browser renders alone)', {}],
    ['the loader requested nothing for it', { [FIRST_SCREEN_FETCHES]: {} }],
    [
      'its request failed',
      { [FIRST_SCREEN_FETCHES]: { '/api/performers/?v=v1': Promise.resolve(undefined) } },
    ],
    [
      'its promise rejects',
      {
        [FIRST_SCREEN_FETCHES]: {
          // A thenable: rejects when awaited, not when the cases are listed.
          '/api/performers/?v=v1': {
            then: (_: unknown, reject: (e: Error) => void) => reject(new Error('x')),
          },
        },
      },
    ],
    [
      'it answered something other than an object',
      { [FIRST_SCREEN_FETCHES]: { '/api/performers/?v=v1': Promise.resolve('nope') } },
    ],
  ])('leaves the request to the network when %s', async (_case, win) => {
    const page = fresh();
    await awaitFetched(page, win);
    expect(answers(page)('/api/performers/')).toBeUndefined();
    expect(Object.keys(page.responses)).toEqual(Object.keys(screen.responses));
  });

  it('goes on without an answer that has not arrived in time', async () => {
    vi.useFakeTimers();
    try {
      const page = fresh();
      let settled = false;
      const waiting = awaitFetched(
        page,
        { [FIRST_SCREEN_FETCHES]: { '/api/performers/?v=v1': new Promise(() => {}) } },
        1000,
      ).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await waiting;
      expect(answers(page)('/api/performers/')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
