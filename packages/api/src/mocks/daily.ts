import type { DailyMode, Difficulty, StatsCounter, StatsSuccessBody } from '../contract';
import { addDays, fail, previousDate } from './common';
import {
  defaultAnswer,
  defaultArchiveAnswer,
  MOCK_ARCHIVE_DAYS,
  type DailyAnswerFixture,
} from './fixtures';
import type { MockApiOptions } from './options';

/**
 * The daily calls of the mock API, the server's rules in memory: each mode's answers (today,
 * yesterday and the archive's days), its counters per pool and day, and the successes posted.
 */
export function createMockDaily(options: MockApiOptions, date: string) {
  const yesterdayDate = previousDate(date);
  function answerOf(
    mode: DailyMode,
    difficulty: Difficulty | undefined,
  ): DailyAnswerFixture | null {
    const pool = difficulty ?? 'hard';
    const given = options.answers?.[mode];
    if (given === undefined) return defaultAnswer(mode, pool);
    if (given === null || 'today' in given) return given as DailyAnswerFixture | null;
    const perPool = (given as Partial<Record<Difficulty, DailyAnswerFixture | null>>)[pool];
    return perPool === undefined ? defaultAnswer(mode, pool) : perPool;
  }

  const initialCount = (mode: DailyMode, pool: Difficulty): number => {
    const given = options.stats?.[mode];
    if (typeof given === 'number') return given;
    return (given as Partial<Record<Difficulty, number>> | undefined)?.[pool] ?? 0;
  };
  /** Each counted client of a (mode, pool, day) and the tries it posted, if any. */
  const successes = new Map<string, Map<string, number | undefined>>();
  function counter(mode: DailyMode, difficulty: Difficulty | undefined, day: string) {
    const pool = difficulty ?? 'hard';
    const key = `${mode}|${mode === 'classic' ? pool : ''}|${day}`;
    let clients = successes.get(key);
    if (!clients) successes.set(key, (clients = new Map()));
    const base = day === date ? initialCount(mode, pool) : 0;
    const value = (): StatsCounter => {
      const byTries = new Map<number, number>();
      const given = day === date ? (options.distribution?.[mode] ?? []) : [];
      for (const { tries, players } of given) {
        byTries.set(tries, (byTries.get(tries) ?? 0) + players);
      }
      for (const tries of clients.values()) {
        if (tries !== undefined) byTries.set(tries, (byTries.get(tries) ?? 0) + 1);
      }
      const distribution = [...byTries]
        .filter(([, players]) => players > 0)
        .sort(([a], [b]) => a - b)
        .map(([tries, players]) => ({ tries, players }));
      const counted = { date: day, numberOfSuccesses: base + clients.size };
      // Left out while empty, as the server does.
      return distribution.length > 0 ? { ...counted, distribution } : counted;
    };
    return { clients, value };
  }

  const launchDate = options.archive?.launchDate ?? addDays(date, -MOCK_ARCHIVE_DAYS);

  /** The answer of a day before yesterday, within the archive (the server's rule). */
  function pastAnswer(mode: DailyMode, difficulty: Difficulty | undefined, day: string) {
    if (day < launchDate) return null;
    return (
      options.archive?.answers?.[mode]?.[day] ??
      defaultArchiveAnswer(mode, difficulty ?? 'hard', day)
    );
  }

  function daily(mode: DailyMode, difficulty: Difficulty | undefined, day: string = date) {
    const answer = answerOf(mode, difficulty);
    if (day > date || day < launchDate) {
      fail(
        404,
        'date-not-in-archive',
        `Puzzles can be asked for from ${launchDate} to ${date}, not ${day}`,
      );
    }
    if (!answer) fail(404, 'no-daily-answer', `No ${mode} answer is scheduled for ${day}`);
    if (day === date) return { ...answer, date };
    const today = day === yesterdayDate ? answer.yesterday : pastAnswer(mode, difficulty, day);
    if (!today) fail(404, 'no-daily-answer', `There was no ${mode} puzzle on ${day}`);
    const before = previousDate(day);
    const yesterday =
      before === yesterdayDate ? answer.yesterday : pastAnswer(mode, difficulty, before);
    return { today, yesterday, date: day };
  }

  // Same rules and error codes as the server (packages/server/src/routes/stats.ts).
  function postSuccess(mode: DailyMode, body: StatsSuccessBody) {
    if (mode !== 'classic' && body.mode !== undefined) {
      fail(400, 'invalid-request', 'Only classic successes carry a mode');
    }
    if (body.date !== date && body.date !== yesterdayDate) {
      fail(422, 'date-not-playable', `Successes are accepted for ${date} or ${yesterdayDate} only`);
    }
    const pool = mode === 'classic' ? body.mode : undefined;
    const answer = answerOf(mode, pool);
    const expected = body.date === date ? answer?.today : answer?.yesterday;
    if (!expected) fail(404, 'no-daily-answer', `There was no ${mode} puzzle on ${body.date}`);
    if (body.answer !== expected)
      fail(422, 'wrong-answer', `That is not the answer of ${body.date}`);
    const { clients, value } = counter(mode, pool, body.date);
    // Counted once per browser and day: a replay changes neither the count nor the tries.
    if (!clients.has(body.clientId)) clients.set(body.clientId, body.tries);
    const answered = value();
    // Everyone's distribution comes back to a client that sent its tries, as from the server.
    return body.tries === undefined
      ? { date: answered.date, numberOfSuccesses: answered.numberOfSuccesses }
      : answered;
  }

  return { daily, counter, postSuccess, launchDate };
}
