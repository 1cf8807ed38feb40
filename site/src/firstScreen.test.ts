import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpApi, FIRST_SCREEN_ID } from '@guessdle/api';
import { firstScreenAnswers, readFirstScreen, type FirstScreen } from './firstScreen';

const ORIGIN = 'https://guessdle.example';
const serverDate = { date: '2026-03-10', nextResetAt: '2026-03-11T00:00:00.000Z', timeZone: 'UTC' };
const screen: FirstScreen = {
  expires: serverDate.nextResetAt,
  responses: {
    '/api/server-date/': serverDate,
    '/api/classic/daily-guess/': { today: 'a', yesterday: null, date: '2026-03-10' },
    '/messages/pl.json': { common: { loading: 'Ładowanie...' } },
  },
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
