import type { ApiError } from '../errors';
import type {
  DailyMode,
  Difficulty,
  EndpointName,
  Language,
  Messages,
  PictureMode,
  TriesBucket,
} from '../contract';
import type { Channel, Performer } from '@guessdle/data';
import type { CronoPerformer } from './crono';
import type { DailyAnswerFixture } from './fixtures';

// What `createMockApi` takes (mock-api.ts): the server's state as a story or a test wants it.

/** Classic answers: one for every pool, or one per difficulty (absent pools use the defaults). */
export type ClassicAnswers =
  DailyAnswerFixture | null | Partial<Record<Difficulty, DailyAnswerFixture | null>>;

export interface MockApiOptions {
  /**
   * The server date.
   * @default MOCK_DATE ('2025-06-01')
   */
  date?: string;
  /** The clock of the Crono simulation, in epoch milliseconds. @default Date.now */
  now?: () => number;
  /**
   * Daily answers per mode. `null` means no answer is scheduled (404 'no-daily-answer');
   * an absent mode uses a default drawn from @guessdle/data.
   */
  answers?: { classic?: ClassicAnswers } & {
    [M in PictureMode]?: DailyAnswerFixture | null;
  };
  /**
   * What the dataset calls answer (`getPerformers`, `getChannels`).
   * @default the shipped fictional datasets of @guessdle/data
   */
  datasets?: { performers?: readonly Performer[]; channels?: readonly Channel[] };
  /** Players who already found today's answer, per mode (classic: per difficulty too). @default 0 */
  stats?: { classic?: number | Partial<Record<Difficulty, number>> } & {
    [M in PictureMode]?: number;
  };
  /**
   * Everyone's tries already counted today, per mode (classic: the same for every difficulty):
   * what the stats calls answer as `distribution`, before this session's own successes.
   * @default none
   */
  distribution?: Partial<Record<DailyMode, readonly TriesBucket[]>>;
  /**
   * The archive of past puzzles (`getArchive`, `getDailyGuess(mode, { date })`). Today and
   * yesterday answer the `answers` above; earlier days a pick of the dataset by date, unless
   * `answers` names them (by mode, then date; classic's for every pool).
   * @default { launchDate: 30 days before `date` }
   */
  archive?: {
    launchDate?: string;
    answers?: Partial<Record<DailyMode, Record<string, string>>>;
  };
  /** Delay before every answer, in milliseconds. @default 0 */
  latencyMs?: number;
  /** Makes calls reject: every call with this error, or those for which the function returns one. */
  failWith?: ApiError | ((name: EndpointName) => ApiError | undefined);
  /** Translations per language; a language missing from a given map answers 404. @default {} for all */
  messages?: Partial<Record<Language, Messages>>;
  /** Base URL that `assetUrl` resolves `/assets/...` against. @default '' */
  baseUrl?: string;
  crono?: {
    /** Who the rounds show (at least four). @default every performer of @guessdle/data */
    performers?: readonly CronoPerformer[];
    /** Milliseconds a run stays `starting`. @default 3000 */
    countdownMs?: number;
    /** Run length in seconds. @default 60 */
    roundSeconds?: number;
    /** Source of randomness for rounds and ids. @default a seeded generator (same games every run) */
    random?: () => number;
  };
}
