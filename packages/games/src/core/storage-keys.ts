/**
 * Browser storage keys and values (SPEC §4, §6, §7). Core only names keys and parses values:
 * reading and writing storage is the widget's job. Every parser takes the raw stored string (or
 * null when absent) and never throws: a value that does not parse counts as absent.
 */

/** Feature flags: a JSON array of flag names. */
export const FEATURE_FLAGS_KEY = 'featureFlags';
/** The chosen language code. */
export const LANGUAGE_KEY = 'language';
/** Crono user ids: a JSON object from game id to user id, under the crono game-mode key. */
export const CRONO_USERS_KEY = 'crono';
/** The flag that offers the Classic difficulty modes. */
export const CLASSIC_MODES_FLAG = 'ClassicModes';
/** The coach marks of the home page (SPEC §2). */
export const COACH_MARKS = ['newClassicModes', 'newCronoModes'] as const;
export type CoachMarkName = (typeof COACH_MARKS)[number];
/** What closing a coach mark stores. */
export const COACH_MARK_DISMISSED = 'false';

/** `{mode}-{date}-status`: the completion record of a mode (from `gameModeKey`) on a date. */
export function statusKey(modeKey: string, date: string): string {
  return `${modeKey}-${date}-status`;
}

/** `{date}-{mode}`: the guessed ids of a mode (from `gameModeKey`) on a date. */
export function guessesKey(date: string, modeKey: string): string {
  return `${date}-${modeKey}`;
}

/**
 * What archive play stores its keys under: a past day replayed from the archive is kept apart
 * from the daily history, so it never counts as played, won or part of a streak.
 */
export const ARCHIVE_KEY_PREFIX = 'archive:';

/** `archive:{date}-{mode}`: the guessed ids of a past day played from the archive. */
export function archiveGuessesKey(date: string, modeKey: string): string {
  return ARCHIVE_KEY_PREFIX + guessesKey(date, modeKey);
}

/** `archive:{mode}-{date}-status`: the completion record of a past day played from the archive. */
export function archiveStatusKey(modeKey: string, date: string): string {
  return ARCHIVE_KEY_PREFIX + statusKey(modeKey, date);
}

/** `coachMark.{name}`: whether a coach mark is still shown. */
export function coachMarkKey(name: string): string {
  return `coachMark.${name}`;
}

/** The stored value of a finished daily game. */
export interface CompletionRecord {
  status: 'completed';
  /** Guesses made before the winning one (SPEC §4). */
  tries: number;
}

/** The record to store on a win, given the guess count INCLUDING the winning guess. */
export function completionRecord(guessCountIncludingWin: number): CompletionRecord {
  const count = Number.isNaN(guessCountIncludingWin) ? 1 : Math.floor(guessCountIncludingWin);
  return { status: 'completed', tries: Math.max(0, count - 1) };
}

function parseJson(raw: string | null | undefined): unknown {
  if (typeof raw !== 'string') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

function distinctStrings(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const kept = value.filter((item): item is string => typeof item === 'string' && item !== '');
  return [...new Set(kept)];
}

/**
 * The stored guess list: its non-empty strings, without repeats (first one kept), in stored
 * order (newest first). Anything that is not a JSON array gives [].
 */
export function parseGuessList(raw: string | null | undefined): string[] {
  return distinctStrings(parseJson(raw));
}

/** The stored completion record, or null when absent or malformed. */
export function parseCompletion(raw: string | null | undefined): CompletionRecord | null {
  const value = parseJson(raw);
  if (typeof value !== 'object' || value === null) return null;
  const { status, tries } = value as Record<string, unknown>;
  if (status !== 'completed') return null;
  if (typeof tries !== 'number' || !Number.isInteger(tries) || tries < 0) return null;
  return { status, tries };
}

/** The stored feature flags: non-empty strings, without repeats. Malformed gives []. */
export function parseFeatureFlags(raw: string | null | undefined): string[] {
  return distinctStrings(parseJson(raw));
}

/** Whether a flag is on, given the raw stored value. */
export function hasFeatureFlag(raw: string | null | undefined, flag: string): boolean {
  return parseFeatureFlags(raw).includes(flag);
}

/** The value to store after adding a flag (the console helper). */
export function withFeatureFlag(flags: readonly string[], flag: string): string {
  return JSON.stringify([...new Set([...flags, flag])]);
}

/** The value to store after removing a flag (the console helper). */
export function withoutFeatureFlag(flags: readonly string[], flag: string): string {
  return JSON.stringify(flags.filter((name) => name !== flag));
}

/**
 * Whether a coach mark is shown: while its value is missing or 'true' (SPEC §4). Only the exact
 * value 'false' hides it; anything else is malformed and counts as missing.
 */
export function parseCoachMark(raw: string | null | undefined): boolean {
  return raw !== COACH_MARK_DISMISSED;
}

/**
 * The stored Crono user ids (game id → user id). Entries whose value is not a non-empty string
 * are dropped; anything that is not a JSON object gives {}.
 */
export function parseCronoUsers(raw: string | null | undefined): Record<string, string> {
  const value = parseJson(raw);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  // Object.fromEntries defines own properties, so a '__proto__' key cannot touch the prototype.
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}

/** The value to store after remembering a Crono user id for a game. */
export function withCronoUser(
  users: Record<string, string>,
  gameId: string,
  userId: string,
): string {
  return JSON.stringify({ ...users, [gameId]: userId });
}

/** The six supported languages (SPEC §3); the first is the default. */
export const LANGUAGES = ['en', 'es', 'fr', 'pl', 'it', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The stored language, or null when absent or not one of {@link LANGUAGES}. */
export function parseLanguage(raw: string | null | undefined): Language | null {
  return (LANGUAGES as readonly string[]).includes(raw ?? '') ? (raw as Language) : null;
}
