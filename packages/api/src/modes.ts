/**
 * The game's fixed vocabularies, without a dependency: the one source of truth for the modes, the
 * difficulty pools and the languages. The contract builds its schemas from these, and the pure
 * rules (`@guessdle/games/core`, which may not import zod) import them through
 * `@guessdle/api/modes`.
 */

/** The six languages; the first is the default (SPEC §3). */
export const LANGUAGES = ['en', 'es', 'fr', 'pl', 'it', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The datasets a widget loads, by name: the items a mode's answers are drawn from. */
export const DATASETS = ['performers', 'channels'] as const;
export type DatasetName = (typeof DATASETS)[number];

/** What one daily mode is: everything else (calls, routes, pools, pages, cards) derives from it. */
export interface DailyModeDef {
  /**
   * The mode's name in code: the operation ids of its calls (`{key}DailyGuess`, `{key}Stats`,
   * `{key}StatsSuccess`) and its texts' section in the widgets' locales (`t('{key}.title')`).
   */
  readonly key: string;
  /** The mode's name in the API's descriptions (English). */
  readonly title: string;
  /** The dataset its answers come from (and its search lists). */
  readonly dataset: DatasetName;
  /**
   * How its day is shown: Classic's clues (one pool per difficulty, by rank), or a picture of
   * the day from the whole dataset (a performer's portrait, a channel's logo).
   */
  readonly picture: 'clues' | 'portrait' | 'logo';
}

/**
 * THE registration of the daily modes (one answer per day), in the order the home page and the
 * next-mode suggestion use (SPEC §1). Adding an entry here is step one of "Adding a daily mode"
 * (CONTRIBUTING.md); the contract's calls, the server's pools and routes, the mocks and the
 * site's cards and pages derive from it or fail to compile until they have the new mode.
 */
export const DAILY_MODE_DEFS = {
  classic: { key: 'classic', title: 'Classic', dataset: 'performers', picture: 'clues' },
  'image-guess': {
    key: 'imageGuess',
    title: 'Image-guess',
    dataset: 'performers',
    picture: 'portrait',
  },
  'channel-guess': {
    key: 'channelGuess',
    title: 'Channel-guess',
    dataset: 'channels',
    picture: 'logo',
  },
} as const satisfies Record<string, DailyModeDef>;

/** The modes with one answer per day. */
export type DailyMode = keyof typeof DAILY_MODE_DEFS;
export const DAILY_MODES = Object.keys(DAILY_MODE_DEFS) as readonly DailyMode[];

/** A daily mode's name in code (`imageGuess`): operation ids and texts' section. */
export type DailyModeKey<M extends DailyMode = DailyMode> = (typeof DAILY_MODE_DEFS)[M]['key'];

/** The picture modes: their game is a picture of the day. */
export type PictureMode = {
  [M in DailyMode]: (typeof DAILY_MODE_DEFS)[M]['picture'] extends 'clues' ? never : M;
}[DailyMode];
export const PICTURE_MODES = DAILY_MODES.filter(
  (mode): mode is PictureMode => DAILY_MODE_DEFS[mode].picture !== 'clues',
);

/** Every mode in its fixed order (SPEC §1): the daily modes, then Crono. */
export type GameMode = DailyMode | 'crono';
export const GAME_MODES: readonly GameMode[] = [...DAILY_MODES, 'crono'];

/** The daily Crono game's id: the server date (YYYY-MM-DD); a private game's id is never one. */
export const DAILY_CRONO_ID_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Classic difficulty pools (SPEC §2: easy ranks 1-50, medium 1-100, hard all). */
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

// The two item types the pure rules compare (`@guessdle/games/core` may import only this
// dependency-free entry): types only, so this module stays free of run-time imports.
export type { Channel, PerformerItem } from '@guessdle/data';
