import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  contractValidator,
  createHttpApi,
  DAILY_MODES,
  endpoints,
  type EndpointName,
} from '../index';
import { createHandlers, createMockApi, MOCK_DATE, resetMocks, scenarios } from './index';

const origin = 'http://guessdle.test';
const server = setupServer();
const cast = ['a', 'b', 'c', 'd'].map((slug) => ({
  id: `/model/${slug}`,
  name: slug,
  photoUrl: `/assets/performers/${slug}.svg`,
}));
const answers = {
  classic: { today: '/model/a', yesterday: '/model/b' },
  'image-guess': { today: '/model/c', yesterday: null },
  'channel-guess': { today: 'c1', yesterday: 'c0' },
};
const clientId = '0f8e2c4a-1b3d-4e5f-8a9b-0c1d2e3f4a5b';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = () =>
  createHttpApi({ baseUrl: origin, apiKey: 'test-key', validate: contractValidator });

describe('createHandlers with the HTTP client', () => {
  it('has a handler for every endpoint, and one for the picture of the day', () => {
    expect(createHandlers({ answers })).toHaveLength(Object.keys(endpoints).length + 1);
  });

  it('answers every daily call the same as the in-memory mock', async () => {
    server.use(...createHandlers({ answers, stats: { classic: 4 } }));
    const remote = client();
    const memory = createMockApi({ answers, stats: { classic: 4 } });
    for (const mode of DAILY_MODES) {
      expect(await remote.getDailyGuess(mode)).toEqual(await memory.getDailyGuess(mode));
    }
    expect(await remote.getServerDate()).toEqual(await memory.getServerDate());
    expect(await remote.getStats('classic')).toEqual({ date: MOCK_DATE, numberOfSuccesses: 4 });
    await expect(
      remote.postSuccess('classic', { clientId, date: MOCK_DATE, answer: '/model/a' }),
    ).resolves.toEqual({ date: MOCK_DATE, numberOfSuccesses: 5 });
    await expect(
      remote.track({ eventName: 'copy clicked', extra: { device_id: 'd', session_id: 's' } }),
    ).resolves.toBeUndefined();
    await expect(remote.getMessages('it')).resolves.toEqual({});
  });

  it('starts again from its first state after resetMocks: counts, and one-time failures', async () => {
    const handlers = createHandlers({ answers, stats: { classic: 4 } });
    const once = scenarios.serverErrorOnce('serverDate', { answers });
    server.use(...once.slice(0, 1), ...handlers);
    const remote = client();
    await remote.postSuccess('classic', { clientId, date: MOCK_DATE, answer: '/model/a' });
    expect(await remote.getStats('classic')).toMatchObject({ numberOfSuccesses: 5 });
    await expect(remote.getServerDate()).rejects.toMatchObject({ status: 500 });
    await expect(remote.getServerDate()).resolves.toMatchObject({ date: MOCK_DATE });
    resetMocks();
    // The same handlers (as Storybook keeps them between two runs of a story).
    expect(await remote.getStats('classic')).toMatchObject({ numberOfSuccesses: 4 });
    await expect(remote.getServerDate()).rejects.toMatchObject({ status: 500 });
  });

  it('keeps a mock it was given through resetMocks', async () => {
    const api = createMockApi({ answers, stats: { classic: 4 } });
    server.use(...createHandlers({ answers, api }));
    await client().postSuccess('classic', { clientId, date: MOCK_DATE, answer: '/model/a' });
    resetMocks();
    expect(await api.getStats('classic')).toMatchObject({ numberOfSuccesses: 5 });
  });

  it('serves the archive and transfer codes through the real client', async () => {
    server.use(...createHandlers({ answers }));
    const remote = client();
    const archive = await remote.getArchive();
    expect(archive.date).toBe(MOCK_DATE);
    expect(await remote.getDailyGuess('classic', { date: archive.launchDate })).toEqual(
      await createMockApi({ answers }).getDailyGuess('classic', { date: archive.launchDate }),
    );
    const { code } = await remote.createTransfer({ 'guessdle:streak': '4' });
    await expect(remote.redeemTransfer(code)).resolves.toEqual({
      progress: { 'guessdle:streak': '4' },
    });
    await expect(remote.redeemTransfer(code)).rejects.toMatchObject({
      status: 404,
      code: 'transfer-code-not-found',
    });
  });

  it('plays Crono through the real client, guess errors included', async () => {
    let time = Date.UTC(2025, 5, 1, 12);
    const api = createMockApi({ now: () => time, crono: { performers: cast } });
    server.use(...createHandlers({ api }));
    const remote = client();
    const { id, assignedUserId: userId } = await remote.createCronoGame();
    expect(await remote.startCronoGame(id, userId)).toMatchObject({ status: 'starting' });
    await expect(
      remote.guessCrono(id, { userId, modelId: '/model/a', roundId: 'r' }),
    ).resolves.toEqual({
      status: 'error',
      error: 'game-not-started',
      message: expect.any(String),
    });
    time += 3000;
    const game = await remote.getCronoGame(id, userId);
    const result = await remote.guessCrono(id, {
      userId,
      modelId: game.options[0]?.id ?? '',
      roundId: game.currentModel?.id ?? '',
    });
    expect(result.status).toBe('success');
    time += 60_000;
    const finished = await remote.submitCronoScore(id, { userId, username: 'me' });
    expect(finished).toMatchObject({ status: 'finished', canSubmitScore: false });
    expect(finished.leaderboard).toEqual([{ username: 'me', score: finished.score }]);
    await expect(remote.getCronoGame('noSuchGame123456789', userId)).rejects.toMatchObject({
      status: 404,
      code: 'game-not-found',
    });
  });

  describe('given a request outside the contract', () => {
    it('answers 400 invalid-request with the issues', async () => {
      server.use(...createHandlers({ baseUrl: origin, answers }));
      const response = await fetch(`${origin}/api/stats/classic/post/`, {
        method: 'POST',
        headers: { 'x-api-key': 'k', 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: 'nope', date: MOCK_DATE, answer: '/model/a', extra: 1 }),
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; issues: { path: string }[] };
      expect(body.error).toBe('invalid-request');
      expect(body.issues.map((i) => i.path)).toEqual(expect.arrayContaining(['clientId']));
    });

    it('answers 400 for an unknown query parameter', async () => {
      server.use(...createHandlers({ answers }));
      const response = await fetch(`${origin}/api/classic/daily-guess/?mode=impossible`, {
        headers: { 'x-api-key': 'k' },
      });
      expect(response.status).toBe(400);
    });

    it('answers 401 without the API key header', async () => {
      server.use(...createHandlers({ answers }));
      const response = await fetch(`${origin}/api/server-date/`);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ status: 'error', error: 'unauthorized' });
    });
  });

  it('only answers on the given base URL', async () => {
    server.use(
      ...createHandlers({ baseUrl: 'http://other.test/', answers }),
      http.all('*', () =>
        HttpResponse.json({ status: 'error', error: 'not-mocked', message: '' }, { status: 418 }),
      ),
    );
    await expect(client().getServerDate()).rejects.toMatchObject({ code: 'not-mocked' });
    await expect(
      createHttpApi({ baseUrl: 'http://other.test', apiKey: 'k' }).getServerDate(),
    ).resolves.toMatchObject({ date: MOCK_DATE });
  });
});

describe('scenarios', () => {
  it('slow delays every answer', async () => {
    server.use(...scenarios.slow(60, { answers }));
    const started = performance.now();
    await client().getServerDate();
    expect(performance.now() - started).toBeGreaterThanOrEqual(50);
  });

  it.each(['serverDate', 'channelGuessStats'] as EndpointName[])(
    'serverError makes %s answer 500 and leaves the rest working',
    async (name) => {
      server.use(...scenarios.serverError(name, { answers }));
      const remote = client();
      const call =
        name === 'serverDate' ? remote.getServerDate() : remote.getStats('channel-guess');
      await expect(call).rejects.toMatchObject({ status: 500, code: 'internal-error' });
      await expect(remote.getDailyGuess('classic')).resolves.toMatchObject({ today: '/model/a' });
    },
  );

  it('serverErrorOnce fails the first call only', async () => {
    server.use(...scenarios.serverErrorOnce('serverDate', { answers }));
    const remote = client();
    await expect(remote.getServerDate()).rejects.toMatchObject({ status: 500 });
    await expect(remote.getServerDate()).resolves.toMatchObject({ date: expect.any(String) });
  });

  it("missingDaily answers 404 'no-daily-answer' for that mode only", async () => {
    server.use(...scenarios.missingDaily('image-guess', { answers }));
    const remote = client();
    await expect(remote.getDailyGuess('image-guess')).rejects.toMatchObject({
      status: 404,
      code: 'no-daily-answer',
    });
    await expect(remote.getDailyGuess('channel-guess')).resolves.toMatchObject({ today: 'c1' });
  });

  it('networkError makes the client see a network failure', async () => {
    server.use(...scenarios.networkError('classicStats', { answers }));
    const remote = client();
    await expect(remote.getStats('classic')).rejects.toMatchObject({
      status: 0,
      code: 'network-error',
    });
    await expect(remote.getServerDate()).resolves.toMatchObject({ date: MOCK_DATE });
  });

  it('lets the real client catch a handler whose answer breaks the contract', async () => {
    server.use(http.get('*/api/server-date/', () => HttpResponse.json({ date: 'today' })));
    await expect(client().getServerDate()).rejects.toMatchObject({ code: 'invalid-response' });
  });
});
