/**
 * The game's fixed vocabularies, without a dependency: the one source of truth for the modes, the
 * difficulty pools and the languages. The contract builds its schemas from these, and the pure
 * rules (`@guessdle/games/core`, which may not import zod) import them through
 * `@guessdle/api/modes`.
 */

/** The six languages; the first is the default (SPEC §3). */
export const LANGUAGES = ['en', 'es', 'fr', 'pl', 'it', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The four modes in their fixed order (SPEC §1). */
export const GAME_MODES = ['classic', 'image-guess', 'channel-guess', 'crono'] as const;
export type GameMode = (typeof GAME_MODES)[number];

/** The modes with one answer per day. */
export const DAILY_MODES = ['classic', 'image-guess', 'channel-guess'] as const;
export type DailyMode = (typeof DAILY_MODES)[number];

/** Classic difficulty pools (SPEC §2: easy ranks 1-50, medium 1-100, hard all). */
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
