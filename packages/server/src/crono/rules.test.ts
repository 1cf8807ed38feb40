import { describe, expect, it } from 'vitest';
import { cronoGameSchema } from '@guessdle/api';
import {
  checkSubmit,
  cycleOrder,
  DEFAULT_TIMING,
  gameView,
  judgeGuess,
  normaliseUsername,
  rankLeaderboard,
  remainingSeconds,
  roundAt,
  statusAt,
  type RunState,
  type ScoreRow,
} from './rules';

const T = DEFAULT_TIMING; // 3 s countdown, 60 s round
const START = 1_000_000;
const run = (over: Partial<RunState> = {}): RunState => ({
  seed: 'a'.repeat(32),
  startedAt: START,
  round: 0,
  roundToken: 'tok-0',
  score: 0,
  userScore: null,
  ...over,
});

describe('statusAt and remainingSeconds', () => {
  it.each([
    // [label, startedAt, at, status, remaining]
    ['before Start', null, START, 'not-started', 60],
    ['at Start', START, START, 'starting', 3],
    ['during the countdown', START, START + 2_100, 'starting', 1],
    ['last ms of the countdown', START, START + 2_999, 'starting', 1],
    ['first ms of the run', START, START + 3_000, 'ongoing', 60],
    ['half way', START, START + 33_000, 'ongoing', 30],
    ['last ms of the run', START, START + 62_999, 'ongoing', 1],
    ['time up', START, START + 63_000, 'finished', 0],
    ['long after', START, START + 86_400_000, 'finished', 0],
  ] as const)('%s', (_label, startedAt, at, status, remaining) => {
    expect(statusAt({ startedAt }, at, T)).toBe(status);
    expect(remainingSeconds({ startedAt }, at, T)).toBe(remaining);
  });
});

describe('rounds', () => {
  const pool = 30;

  it('shows four distinct options, the answer among them, the same for the same seed', () => {
    for (let r = 0; r < 100; r += 1) {
      const round = roundAt('seed-1', r, pool);
      expect(new Set(round.options).size).toBe(4);
      expect(round.options).toContain(round.answer);
      for (const o of round.options) expect(o).toBeGreaterThanOrEqual(0);
      for (const o of round.options) expect(o).toBeLessThan(pool);
      expect(roundAt('seed-1', r, pool)).toEqual(round);
    }
  });

  it('never repeats a performer before the whole pool was shown, nor across cycles back to back', () => {
    for (const seed of ['s1', 's2', 's3', 'a much longer seed 0123456789abcdef']) {
      const answers = Array.from({ length: pool * 3 }, (_, r) => roundAt(seed, r, pool).answer);
      for (let c = 0; c < 3; c += 1) {
        expect(new Set(answers.slice(c * pool, (c + 1) * pool)).size).toBe(pool);
      }
      for (let i = 1; i < answers.length; i += 1) expect(answers[i]).not.toBe(answers[i - 1]);
    }
  });

  it('orders runs differently for different seeds, and puts the answer at any option slot', () => {
    expect([...cycleOrder('s1', 0, pool)]).not.toEqual([...cycleOrder('s2', 0, pool)]);
    const slots = new Set<number>();
    for (let r = 0; r < 200; r += 1) {
      const round = roundAt('slots', r, pool);
      slots.add(round.options.indexOf(round.answer));
    }
    expect([...slots].sort()).toEqual([0, 1, 2, 3]);
  });

  it('refuses a pool too small for four options', () => {
    expect(() => roundAt('s', 0, 3)).toThrow(/at least 4/);
  });
});

describe('judgeGuess', () => {
  const pool = Array.from({ length: 10 }, (_, i) => `/model/p${i}`);
  const answerOf = (r: RunState) => pool[roundAt(r.seed, r.round, pool.length).answer] as string;
  const wrongOf = (r: RunState) => pool.find((p) => p !== answerOf(r)) as string;
  const ongoing = START + 10_000;

  it.each([
    ['before Start', run({ startedAt: null, roundToken: null }), ongoing, 'game-not-started'],
    ['during the countdown', run(), START + 1_000, 'game-not-started'],
    ['after the time is up', run(), START + 63_000, 'game-already-finished'],
  ] as const)('refuses a pick %s', (_label, r, at, error) => {
    expect(judgeGuess(r, { modelId: answerOf(r), roundId: 'tok-0' }, at, T, pool)).toEqual({
      ok: false,
      error,
    });
  });

  it.each([
    ['an old round id', 'tok-old'],
    ['an empty round id', ''],
  ])('refuses %s as stale-round', (_label, roundId) => {
    const r = run();
    expect(judgeGuess(r, { modelId: answerOf(r), roundId }, ongoing, T, pool)).toEqual({
      ok: false,
      error: 'stale-round',
    });
  });

  it('scores a correct pick and moves on; a wrong pick moves on without scoring', () => {
    const r = run({ round: 4, score: 2 });
    expect(judgeGuess(r, { modelId: answerOf(r), roundId: 'tok-0' }, ongoing, T, pool)).toEqual({
      ok: true,
      correct: true,
      score: 3,
      round: 5,
    });
    expect(judgeGuess(r, { modelId: wrongOf(r), roundId: 'tok-0' }, ongoing, T, pool)).toEqual({
      ok: true,
      correct: false,
      score: 2,
      round: 5,
    });
    // An id outside the pool is simply wrong.
    expect(
      judgeGuess(r, { modelId: '/model/nobody', roundId: 'tok-0' }, ongoing, T, pool),
    ).toMatchObject({ ok: true, correct: false, score: 2 });
  });
});

describe('checkSubmit', () => {
  it.each([
    ['before Start', run({ startedAt: null }), START, { ok: false, error: 'game-not-finished' }],
    ['while playing', run(), START + 30_000, { ok: false, error: 'game-not-finished' }],
    ['after the end', run(), START + 63_000, { ok: true }],
    [
      'a second time',
      run({ userScore: 3 }),
      START + 63_000,
      { ok: false, error: 'score-already-submitted' },
    ],
  ] as const)('%s', (_label, r, at, expected) => {
    expect(checkSubmit(r, at, T)).toEqual(expected);
  });
});

describe('normaliseUsername', () => {
  it.each([
    [null, null],
    ['', null],
    ['   ', null],
    ['\u0000\u0007\u001b', null],
    ['  Ana  ', 'Ana'],
    ['Ana\u0000Bel', 'AnaBel'],
    ['line\nbreak\ttab', 'line break tab'],
    ['a\u202eevil\u200bzero', 'aevilzero'],
    ['x'.repeat(30), 'x'.repeat(24)],
    ['😀'.repeat(30), '😀'.repeat(24)],
    [`${'a'.repeat(23)} b`, 'a'.repeat(23)],
    ['Zoë 🏳️‍🌈', 'Zoë 🏳️‍🌈'],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseUsername(raw)).toBe(expected);
  });
});

describe('rankLeaderboard', () => {
  const row = (userId: string, score: number, endsAt: number, submittedAt = endsAt): ScoreRow => ({
    username: userId,
    score,
    endsAt,
    submittedAt,
    userId,
  });

  it('puts the best scores first, ties to who finished first, and keeps ten', () => {
    const rows = [
      row('late-5', 5, 300),
      row('early-5', 5, 100),
      row('top', 9, 500),
      row('same-end-second-submit', 5, 100, 400),
      ...Array.from({ length: 10 }, (_, i) => row(`low-${i}`, 1, 1000 + i)),
    ];
    expect(rankLeaderboard(rows).map((e) => e.username)).toEqual([
      'top',
      'early-5',
      'same-end-second-submit',
      'late-5',
      'low-0',
      'low-1',
      'low-2',
      'low-3',
      'low-4',
      'low-5',
    ]);
  });
});

describe('gameView', () => {
  const pool = Array.from({ length: 8 }, (_, i) => ({ id: `/model/p${i}`, name: `P ${i}` }));
  const base = {
    gameId: '2025-06-01',
    userId: '6f1c1a52-8a55-4a8d-9d1e-1d7c6a1b2c3d',
    timing: T,
    pool,
    leaderboard: [],
    userCount: 1,
    photoUrl: (t: string) => `/photo/${t}`,
  };

  it.each([
    ['not started', run({ startedAt: null, roundToken: null }), START, 'not-started', false],
    ['starting', run(), START + 1, 'starting', false],
    ['ongoing', run(), START + 4_000, 'ongoing', true],
    ['finished', run({ score: 4 }), START + 70_000, 'finished', false],
  ] as const)(
    '%s: a contract-valid game, a round only while ongoing',
    (_l, r, at, status, round) => {
      const game = cronoGameSchema.parse(gameView({ ...base, run: r, at }));
      expect(game.status).toBe(status);
      expect(game.currentModel !== null).toBe(round);
      expect(game.options).toHaveLength(round ? 4 : 0);
      if (round) {
        // The round id is the opaque token, never an option id.
        expect(game.currentModel).toEqual({ id: 'tok-0', photoUrl: '/photo/tok-0' });
        expect(game.options.map((o) => o.id)).not.toContain(game.currentModel?.id);
      }
      expect(game.canSubmitScore).toBe(status === 'finished');
    },
  );
});
