import { performers } from '@guessdle/data';
import { describe, expect, it } from 'vitest';
import { ApiError, cronoGameSchema, type CronoGame } from '../index';
import { createMockApi, MOCK_DATE } from './index';

const clientId = '0f8e2c4a-1b3d-4e5f-8a9b-0c1d2e3f4a5b';
const otherClient = '1f8e2c4a-1b3d-4e5f-8a9b-0c1d2e3f4a5b';
const thirdClient = '2f8e2c4a-1b3d-4e5f-8a9b-0c1d2e3f4a5b';
const cast = ['a', 'b', 'c', 'd', 'e'].map((slug) => ({
  id: `/model/${slug}`,
  name: slug.toUpperCase(),
  photoUrl: `/assets/performers/${slug}.svg`,
}));

function clock(start = Date.UTC(2025, 5, 1, 12)) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createMockApi', () => {
  describe('given no options', () => {
    it('answers a fixed server date and next reset', async () => {
      await expect(createMockApi().getServerDate()).resolves.toEqual({
        date: MOCK_DATE,
        nextResetAt: '2025-06-02T00:00:00Z',
        timeZone: 'UTC',
      });
    });

    it('draws daily answers from the dataset, each classic pool within its ranks', async () => {
      const api = createMockApi();
      const rankOf = (id: string) => performers.find((p) => p.profileUrl === id)?.rank;
      const easy = await api.getDailyGuess('classic', { difficulty: 'easy' });
      const medium = await api.getDailyGuess('classic', { difficulty: 'medium' });
      expect(rankOf(easy.today)).toBeLessThanOrEqual(50);
      expect(rankOf(medium.today)).toBeLessThanOrEqual(100);
      expect(rankOf((await api.getDailyGuess('image-guess')).today)).toBeDefined();
      expect((await api.getDailyGuess('channel-guess')).today).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('given explicit answers', () => {
    const answers = {
      classic: {
        easy: { today: '/model/e', yesterday: null },
        hard: { today: '/model/h', yesterday: '/model/y' },
      },
      'image-guess': null,
      'channel-guess': { today: 'c1', yesterday: 'c0' },
    };

    it('answers per mode and classic difficulty, hard when none is given', async () => {
      const api = createMockApi({ answers, date: '2025-01-10' });
      await expect(api.getDailyGuess('classic', { difficulty: 'easy' })).resolves.toEqual({
        today: '/model/e',
        yesterday: null,
        date: '2025-01-10',
      });
      await expect(api.getDailyGuess('classic')).resolves.toMatchObject({ today: '/model/h' });
      await expect(api.getDailyGuess('channel-guess')).resolves.toMatchObject({ today: 'c1' });
    });

    it("rejects a missing answer with 404 'no-daily-answer'", async () => {
      await expect(createMockApi({ answers }).getDailyGuess('image-guess')).rejects.toMatchObject({
        status: 404,
        code: 'no-daily-answer',
      });
    });
  });

  describe('stats', () => {
    const answers = { 'channel-guess': { today: 'c1', yesterday: 'c0' } };

    it('starts from the given count and counts a success once per client', async () => {
      const api = createMockApi({ answers, stats: { 'channel-guess': 7 } });
      const success = { clientId, date: MOCK_DATE, answer: 'c1' };
      await expect(api.getStats('channel-guess')).resolves.toEqual({
        date: MOCK_DATE,
        numberOfSuccesses: 7,
      });
      await expect(api.postSuccess('channel-guess', success)).resolves.toMatchObject({
        numberOfSuccesses: 8,
      });
      await expect(api.postSuccess('channel-guess', success)).resolves.toMatchObject({
        numberOfSuccesses: 8,
      });
      await api.postSuccess('channel-guess', { ...success, clientId: otherClient });
      await expect(api.getStats('channel-guess')).resolves.toMatchObject({ numberOfSuccesses: 9 });
    });

    it("adds a counted client's tries to the given distribution, never a replay's", async () => {
      const api = createMockApi({
        answers,
        stats: { 'channel-guess': 3 },
        distribution: { 'channel-guess': [{ tries: 4, players: 2 }] },
      });
      const success = { clientId, date: MOCK_DATE, answer: 'c1', tries: 2 };
      await api.postSuccess('channel-guess', success);
      await api.postSuccess('channel-guess', { ...success, tries: 1 });
      await api.postSuccess('channel-guess', { ...success, clientId: otherClient, tries: 4 });
      await expect(api.getStats('channel-guess')).resolves.toEqual({
        date: MOCK_DATE,
        numberOfSuccesses: 5,
        distribution: [
          { tries: 2, players: 1 },
          { tries: 4, players: 3 },
        ],
      });
      await expect(
        api.postSuccess('channel-guess', { ...success, clientId: thirdClient, tries: 0 }),
      ).rejects.toThrow(/the body does not match/);
    });

    it("refuses an answer that is not that date's answer, as the server does", async () => {
      const api = createMockApi({ answers });
      await expect(
        api.postSuccess('channel-guess', { clientId, date: MOCK_DATE, answer: 'c0' }),
      ).rejects.toMatchObject({ status: 422, code: 'wrong-answer' });
      await expect(api.getStats('channel-guess')).resolves.toMatchObject({ numberOfSuccesses: 0 });
    });

    it("counts yesterday's answer on yesterday's counter", async () => {
      const api = createMockApi({ answers });
      await expect(
        api.postSuccess('channel-guess', { clientId, date: '2025-05-31', answer: 'c0' }),
      ).resolves.toEqual({ date: '2025-05-31', numberOfSuccesses: 1 });
      await expect(api.getStats('channel-guess')).resolves.toMatchObject({ numberOfSuccesses: 0 });
    });

    it('refuses other dates, a missing puzzle and a mode outside classic', async () => {
      const success = { clientId, date: MOCK_DATE, answer: 'c1' };
      await expect(
        createMockApi({ answers }).postSuccess('channel-guess', { ...success, date: '2025-05-01' }),
      ).rejects.toMatchObject({ status: 422, code: 'date-not-playable' });
      await expect(
        createMockApi({ answers: { 'channel-guess': null } }).postSuccess('channel-guess', success),
      ).rejects.toMatchObject({ status: 404, code: 'no-daily-answer' });
      await expect(
        createMockApi({ answers }).postSuccess('channel-guess', { ...success, mode: 'easy' }),
      ).rejects.toMatchObject({ status: 400, code: 'invalid-request' });
    });

    it('keeps one counter per classic difficulty', async () => {
      const api = createMockApi({
        answers: { classic: { today: '/model/x', yesterday: null } },
        stats: { classic: { easy: 2 } },
      });
      await api.postSuccess('classic', {
        clientId,
        date: MOCK_DATE,
        answer: '/model/x',
        mode: 'easy',
      });
      await expect(api.getStats('classic', { difficulty: 'easy' })).resolves.toMatchObject({
        numberOfSuccesses: 3,
      });
      await expect(api.getStats('classic')).resolves.toMatchObject({ numberOfSuccesses: 0 });
    });

    it("rejects a body outside the contract with 'invalid-request'", async () => {
      await expect(
        createMockApi({ answers }).postSuccess('channel-guess', {
          clientId: 'nope',
          date: MOCK_DATE,
          answer: 'c1',
        }),
      ).rejects.toMatchObject({ status: 0, code: 'invalid-request' });
    });
  });

  describe('failWith and latencyMs', () => {
    it('rejects every call with the given error', async () => {
      const failure = new ApiError({ status: 503, code: 'unavailable', message: 'down' });
      const api = createMockApi({ failWith: failure });
      await expect(api.getServerDate()).rejects.toBe(failure);
      await expect(api.getStats('classic')).rejects.toBe(failure);
    });

    it('rejects only the calls the function picks', async () => {
      const api = createMockApi({
        failWith: (name) =>
          name === 'serverDate'
            ? new ApiError({ status: 0, code: 'network-error', message: 'x' })
            : undefined,
      });
      await expect(api.getServerDate()).rejects.toMatchObject({ code: 'network-error' });
      await expect(api.getMessages('en')).resolves.toEqual({});
    });

    it('waits latencyMs before answering', async () => {
      const api = createMockApi({ latencyMs: 40 });
      const started = performance.now();
      await api.getServerDate();
      expect(performance.now() - started).toBeGreaterThanOrEqual(35);
    });
  });

  it('answers the given translations and 404 for a language it does not have', async () => {
    const api = createMockApi({ messages: { fr: { home: { title: 'Devine' } } } });
    await expect(api.getMessages('fr')).resolves.toEqual({ home: { title: 'Devine' } });
    await expect(api.getMessages('pl')).rejects.toMatchObject({ status: 404 });
  });

  it('resolves asset paths against its base URL', () => {
    expect(createMockApi({ baseUrl: 'https://x.test/' }).assetUrl('/assets/a.svg')).toBe(
      'https://x.test/assets/a.svg',
    );
  });

  describe('Crono', () => {
    function setup() {
      const time = clock();
      const api = createMockApi({ now: time.now, crono: { performers: cast } });
      return { api, time };
    }

    /** The option whose photo is shown: the mock's photo path names the performer. */
    function rightOption(game: CronoGame) {
      const slug = game.currentModel?.photoUrl.match(/performers\/(\w+)\.svg/)?.[1];
      return `/model/${slug}`;
    }

    it('creates a private game with a user, not started', async () => {
      const { api } = setup();
      const created = await api.createCronoGame();
      const game = await api.getCronoGame(created.id, created.assignedUserId);
      expect(game).toMatchObject({
        id: created.id,
        userId: created.assignedUserId,
        status: 'not-started',
        score: 0,
        currentModel: null,
        options: [],
        canSubmitScore: false,
        userScore: null,
        remainingTime: 60,
      });
    });

    it('plays a run: starting, then ongoing rounds of four options, then finished after 60 s', async () => {
      const { api, time } = setup();
      const { userId } = await api.createCronoUserId(MOCK_DATE);
      const starting = await api.startCronoGame(MOCK_DATE, userId);
      expect(starting).toMatchObject({ status: 'starting', remainingTime: 3 });

      time.advance(3000);
      const first = await api.getCronoGame(MOCK_DATE, userId);
      expect(first.status).toBe('ongoing');
      expect(first.remainingTime).toBe(60);
      expect(first.options).toHaveLength(4);
      expect(new Set(first.options.map((o) => o.id)).size).toBe(4);
      expect(first.options.map((o) => o.id)).toContain(rightOption(first));

      const right = await api.guessCrono(MOCK_DATE, {
        userId,
        modelId: rightOption(first),
        roundId: first.currentModel?.id ?? '',
      });
      expect(right).toMatchObject({ status: 'success', correct: true, game: { score: 1 } });
      const second = right.status === 'success' ? right.game : first;
      expect(second.currentModel?.id).not.toBe(first.currentModel?.id);

      const wrongId = second.options.find((o) => o.id !== rightOption(second))?.id ?? '';
      const wrong = await api.guessCrono(MOCK_DATE, {
        userId,
        modelId: wrongId,
        roundId: second.currentModel?.id ?? '',
      });
      expect(wrong).toMatchObject({ status: 'success', correct: false, game: { score: 1 } });

      time.advance(59_000);
      expect((await api.getCronoGame(MOCK_DATE, userId)).remainingTime).toBe(1);
      time.advance(1000);
      const finished = await api.getCronoGame(MOCK_DATE, userId);
      expect(finished).toMatchObject({
        status: 'finished',
        remainingTime: 0,
        canSubmitScore: true,
        currentModel: null,
      });
      expect(cronoGameSchema.safeParse(finished).success).toBe(true);
    });

    it('returns guess errors instead of throwing', async () => {
      const { api, time } = setup();
      const { userId } = await api.createCronoUserId(MOCK_DATE);
      const guess = (roundId = 'r') =>
        api.guessCrono(MOCK_DATE, { userId, modelId: '/model/a', roundId });
      await expect(guess()).resolves.toMatchObject({ status: 'error', error: 'game-not-started' });
      await api.startCronoGame(MOCK_DATE, userId);
      time.advance(3000);
      const game = await api.getCronoGame(MOCK_DATE, userId);
      await guess(game.currentModel?.id);
      await expect(guess(game.currentModel?.id)).resolves.toMatchObject({ error: 'stale-round' });
      time.advance(60_000);
      await expect(guess()).resolves.toMatchObject({ error: 'game-already-finished' });
      await expect(
        api.guessCrono('unknownGameId12345', { userId, modelId: '/model/a', roundId: 'r' }),
      ).resolves.toMatchObject({ error: 'game-not-found' });
      await expect(
        api.guessCrono(MOCK_DATE, { userId: otherClient, modelId: '/model/a', roundId: 'r' }),
      ).resolves.toMatchObject({ error: 'unknown-user' });
    });

    it('rejects loading an unknown game with 404', async () => {
      const { api } = setup();
      await expect(api.getCronoGame('unknownGameId12345', clientId)).rejects.toMatchObject({
        status: 404,
        code: 'game-not-found',
      });
    });

    it('takes a score once, after the run, into a top 10 where ties go to who finished first', async () => {
      const { api, time } = setup();
      const users: string[] = [];
      for (let i = 0; i < 12; i += 1) {
        const { userId } = await api.createCronoUserId(MOCK_DATE);
        users.push(userId);
        await api.startCronoGame(MOCK_DATE, userId);
        time.advance(1000);
      }
      const first = users[0] as string;
      await expect(
        api.submitCronoScore(MOCK_DATE, { userId: first, username: 'early' }),
      ).rejects.toMatchObject({
        status: 409,
        code: 'game-not-finished',
      });
      time.advance(63_000);
      // Submitted in reverse order: with equal scores, the run that ended first ranks first.
      for (const [index, userId] of [...users].reverse().entries()) {
        await api.submitCronoScore(MOCK_DATE, {
          userId,
          username: index === 11 ? '  first  ' : `u${index}`,
        });
      }
      const game = await api.getCronoGame(MOCK_DATE, first);
      expect(game.leaderboard).toHaveLength(10);
      expect(game.leaderboard[0]).toEqual({ username: 'first', score: 0 });
      expect(game).toMatchObject({ canSubmitScore: false, userScore: 0, userCount: 12 });
      await expect(
        api.submitCronoScore(MOCK_DATE, { userId: first, username: null }),
      ).rejects.toMatchObject({
        code: 'score-already-submitted',
      });
    });

    it('cuts a username of any length to CRONO_USERNAME_MAX code points, as the server does', async () => {
      const { api, time } = setup();
      const created = await api.createCronoGame();
      await api.startCronoGame(created.id, created.assignedUserId);
      time.advance(63_000);
      const game = await api.submitCronoScore(created.id, {
        userId: created.assignedUserId,
        username: `  a\t\u200bb ${'😀'.repeat(30)}${'x'.repeat(10_000)}`,
      });
      expect(game.leaderboard).toEqual([{ username: `a b ${'😀'.repeat(20)}`, score: 0 }]);
    });

    it('shows a blank username as anonymous (null)', async () => {
      const { api, time } = setup();
      const created = await api.createCronoGame();
      await api.startCronoGame(created.id, created.assignedUserId);
      time.advance(63_000);
      const game = await api.submitCronoScore(created.id, {
        userId: created.assignedUserId,
        username: '   ',
      });
      expect(game.leaderboard).toEqual([{ username: null, score: 0 }]);
    });
  });
});

describe('given the archive', () => {
  const answers = {
    classic: { today: '/model/t', yesterday: '/model/y' },
    'image-guess': null,
    'channel-guess': { today: 'c1', yesterday: 'c0' },
  };

  it('answers the launch date and today, 30 days back by default', async () => {
    await expect(createMockApi({ date: '2025-06-01' }).getArchive()).resolves.toEqual({
      launchDate: '2025-05-02',
      date: '2025-06-01',
    });
  });

  it('answers a past day with that day and the day before, yesterday as the daily call does', async () => {
    const api = createMockApi({
      date: '2025-06-01',
      answers,
      archive: { launchDate: '2025-05-29', answers: { classic: { '2025-05-30': '/model/p' } } },
    });
    await expect(api.getDailyGuess('classic', { date: '2025-06-01' })).resolves.toEqual({
      today: '/model/t',
      yesterday: '/model/y',
      date: '2025-06-01',
    });
    await expect(api.getDailyGuess('classic', { date: '2025-05-31' })).resolves.toEqual({
      today: '/model/y',
      yesterday: '/model/p',
      date: '2025-05-31',
    });
    const launch = await api.getDailyGuess('classic', { date: '2025-05-29', difficulty: 'easy' });
    expect(launch).toMatchObject({ date: '2025-05-29', yesterday: null });
    expect(launch.today).toMatch(/^\/(model|pornstar)\//);
    // The same archive on every run.
    expect(
      await createMockApi({
        date: '2025-06-01',
        answers,
        archive: { launchDate: '2025-05-29' },
      }).getDailyGuess('classic', { date: '2025-05-29', difficulty: 'easy' }),
    ).toEqual(launch);
  });

  it.each(['2025-05-28', '2025-06-02'])(
    "refuses %s, outside the archive, with 404 'date-not-in-archive'",
    async (date) => {
      const api = createMockApi({
        date: '2025-06-01',
        answers,
        archive: { launchDate: '2025-05-29' },
      });
      await expect(api.getDailyGuess('channel-guess', { date })).rejects.toMatchObject({
        status: 404,
        code: 'date-not-in-archive',
      });
    },
  );

  it("keeps a mode without answers at 404 'no-daily-answer' on past days too", async () => {
    const api = createMockApi({ date: '2025-06-01', answers });
    await expect(api.getDailyGuess('image-guess', { date: '2025-05-20' })).rejects.toMatchObject({
      status: 404,
      code: 'no-daily-answer',
    });
  });

  it('refuses a date that is not YYYY-MM-DD before answering', async () => {
    await expect(
      createMockApi().getDailyGuess('classic', { date: '2025-6-1' }),
    ).rejects.toMatchObject({ code: 'invalid-request' });
  });
});

describe('given transfer codes', () => {
  const progress = { 'guessdle:classic:2025-06-01': '{"won":true}', 'guessdle:streak': '3' };

  it('answers a grouped code valid for 10 minutes, and the progress once', async () => {
    const time = clock();
    const api = createMockApi({ now: time.now });
    const { code, expiresAt } = await api.createTransfer(progress);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/);
    expect(Date.parse(expiresAt)).toBe(time.now() + 600_000);
    // Typed in lower case, without the hyphens, with O for 0 and l for 1.
    const typed = code.replace(/-/g, '').toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l');
    await expect(api.redeemTransfer(typed)).resolves.toEqual({ progress });
    await expect(api.redeemTransfer(code)).rejects.toMatchObject({
      status: 404,
      code: 'transfer-code-not-found',
    });
  });

  it('forgets a code after 10 minutes', async () => {
    const time = clock();
    const api = createMockApi({ now: time.now });
    const { code } = await api.createTransfer(progress);
    time.advance(600_000);
    await expect(api.redeemTransfer(code)).rejects.toMatchObject({
      code: 'transfer-code-not-found',
    });
  });

  it('refuses progress over 256 KiB with 413', async () => {
    const api = createMockApi();
    await expect(api.createTransfer({ big: 'x'.repeat(256 * 1024) })).rejects.toMatchObject({
      status: 413,
      code: 'payload-too-large',
    });
    await expect(api.createTransfer({ k: 'x'.repeat(256 * 1024 - 10) })).resolves.toHaveProperty(
      'code',
    );
  });

  it('refuses progress that is not keys to strings before sending', async () => {
    await expect(
      createMockApi().createTransfer({ k: 1 } as unknown as Record<string, string>),
    ).rejects.toMatchObject({ code: 'invalid-request' });
  });
});
