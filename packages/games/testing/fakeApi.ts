import { channels, performers, type Channel, type PerformerItem } from '@guessdle/data';
import type {
  DailyGuess,
  DailyMode,
  Difficulty,
  GuessdleApi,
  StatsCounter,
  StatsSuccessBody,
  TrackingEvent,
} from '@guessdle/api';

/** One recorded call of the fake API, in call order. */
export interface FakeCall {
  name: string;
  mode?: DailyMode;
  difficulty?: Difficulty;
  date?: string;
  body?: StatsSuccessBody | TrackingEvent;
}

export interface FakeServer {
  date: string;
  nextResetAt: string;
  /** Answers per date. */
  answers: Record<string, { today: string; yesterday: string | null } | undefined>;
  count: number;
  /** When set, every daily/server-date/dataset call rejects with it. */
  failWith: Error | null;
  /** How many of the next stats calls reject (a flaky or failing counter). */
  statsFailures: number;
  /** What the dataset calls answer. @default the shipped fictional datasets */
  performers: readonly PerformerItem[];
  channels: readonly Channel[];
  /** Whether the client holds the answers already (`api.atHand`, as on the site's page). */
  atHand: boolean;
}

/**
 * A GuessdleApi for store tests whose server state the test changes between calls (the date
 * moving across the reset, failures), and which records every call in order.
 */
export function createFakeApi(server: Partial<FakeServer> = {}) {
  const state: FakeServer = {
    date: '2025-06-01',
    nextResetAt: '2025-06-02T00:00:00.000Z',
    answers: {},
    count: 0,
    failWith: null,
    statsFailures: 0,
    performers,
    channels,
    atHand: false,
    ...server,
  };
  const calls: FakeCall[] = [];
  const api: GuessdleApi = {
    async getServerDate() {
      calls.push({ name: 'getServerDate' });
      if (state.failWith) throw state.failWith;
      return { date: state.date, nextResetAt: state.nextResetAt, timeZone: 'UTC' };
    },
    async getDailyGuess(mode, options): Promise<DailyGuess> {
      calls.push({
        name: 'getDailyGuess',
        mode,
        ...(options?.difficulty ? { difficulty: options.difficulty } : {}),
        ...(options?.date ? { date: options.date } : {}),
      });
      if (state.failWith) throw state.failWith;
      // A past day (archive play) answers that day's puzzle; none after today.
      const date = options?.date && options.date <= state.date ? options.date : state.date;
      const answer = state.answers[date];
      if (!answer) throw Object.assign(new Error('No daily answer'), { status: 404 });
      return { ...answer, date };
    },
    async getStats(mode, options): Promise<StatsCounter> {
      calls.push({
        name: 'getStats',
        mode,
        ...(options?.difficulty ? { difficulty: options.difficulty } : {}),
      });
      if (state.statsFailures > 0) {
        state.statsFailures -= 1;
        throw Object.assign(new Error('stats unavailable'), { status: 503 });
      }
      return { date: state.date, numberOfSuccesses: state.count };
    },
    async postSuccess(mode, body) {
      calls.push({ name: 'postSuccess', mode, body });
      state.count += 1;
      return { date: state.date, numberOfSuccesses: state.count };
    },
    async getPerformers() {
      calls.push({ name: 'getPerformers' });
      if (state.failWith) throw state.failWith;
      return { version: 'fake', items: [...state.performers] };
    },
    async getChannels() {
      calls.push({ name: 'getChannels' });
      if (state.failWith) throw state.failWith;
      return { version: 'fake', items: [...state.channels] };
    },
    async track(event) {
      calls.push({ name: 'track', body: event });
    },
    async getMessages() {
      return {};
    },
    assetUrl: (path) => `https://cdn.test${path}`,
    createCronoGame: () => Promise.reject(new Error('not in this fake')),
    getCronoGame: () => Promise.reject(new Error('not in this fake')),
    createCronoUserId: () => Promise.reject(new Error('not in this fake')),
    startCronoGame: () => Promise.reject(new Error('not in this fake')),
    guessCrono: () => Promise.reject(new Error('not in this fake')),
    submitCronoScore: () => Promise.reject(new Error('not in this fake')),
  };
  if (state.atHand) {
    api.atHand = {
      serverDate: () => ({ date: state.date, nextResetAt: state.nextResetAt, timeZone: 'UTC' }),
      dailyGuess: () => {
        const answer = state.answers[state.date];
        return answer ? { ...answer, date: state.date } : undefined;
      },
      performers: () => ({ version: 'fake', items: [...state.performers] }),
      channels: () => ({ version: 'fake', items: [...state.channels] }),
    };
  }
  return { api, state, calls };
}
