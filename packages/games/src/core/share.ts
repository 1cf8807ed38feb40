import { arrowFor, CLASSIC_FIELDS } from './compare';
import type { FieldComparison } from './compare';
import { DAILY_MODE_DEFS, DAILY_MODES } from '@guessdle/api/modes';
import type { DailyMode } from './modes';

/** Share text of SPEC §7: a message, an emoji grid of the guesses and the page address. */

/** The five grid symbols (SPEC §7). */
export const SHARE_SYMBOLS = {
  /** Equal or correct. */
  equal: '🟩',
  /** Different. */
  different: '🟥',
  /** Some of the values match. */
  partial: '🟨',
  /** A number greater than the answer (for rank: ranked higher, see `arrowFor`). */
  up: '⬆️',
  /** A number less than the answer (for rank: ranked lower). */
  down: '⬇️',
} as const;

/** The plus sign that starts the overflow line: U+2795 HEAVY PLUS SIGN, an emoji like the grid. */
export const SHARE_PLUS = '➕';

/** At most this many guess rows appear in the grid; the rest are counted on the plus line. */
export const SHARE_MAX_ROWS = 5;

/**
 * The fields each daily mode's result grid compares, in column order: Classic's six (SPEC §7).
 * A picture mode shows the player no attribute, so its grid compares none: one square per guess,
 * green or red as its card was (issue 56; picture-guess/viewModel.ts).
 */
export const RESULT_GRID_FIELDS = Object.fromEntries(
  DAILY_MODES.map((mode) => [
    mode,
    DAILY_MODE_DEFS[mode].picture === 'clues' ? CLASSIC_FIELDS : [],
  ]),
) as unknown as Record<DailyMode, readonly string[]>;

/** The symbol of one compared field. Numbers that differ show their arrow (red when unordered). */
export function shareSymbol(comparison: FieldComparison): string {
  if (comparison.areEqual) return SHARE_SYMBOLS.equal;
  switch (comparison.type) {
    case 'array':
      return comparison.isPartial ? SHARE_SYMBOLS.partial : SHARE_SYMBOLS.different;
    case 'number': {
      const arrow = arrowFor(comparison);
      return arrow === null ? SHARE_SYMBOLS.different : SHARE_SYMBOLS[arrow];
    }
    case 'string':
      return SHARE_SYMBOLS.different;
  }
}

/** One grid row: the symbols of a guess's compared fields, in their order, without separators. */
export function shareRow(comparisons: readonly FieldComparison[]): string {
  return comparisons.map(shareSymbol).join('');
}

/** A non-negative integer written with keycap emoji, one per digit: 12 → 1️⃣2️⃣. */
export function keycapNumber(value: number): string {
  const digits = String(Math.max(0, Math.trunc(value)));
  return [...digits].map((digit) => `${digit}\uFE0F\u20E3`).join('');
}

/**
 * The share text's address with its day filled in: `{date}` (also as a URL writes it, `%7Bdate%7D`)
 * becomes the puzzle's date, so that a host can link each day's own page (the site links
 * `/{mode}/archive/{date}`, whose link preview shows that day's card). Unchanged without a date.
 */
export function dayAddress(url: string, date: string | null): string {
  return date === null ? url : url.replace(/\{date\}|%7Bdate%7D/gi, date);
}

/** What the message line is made of; a translated `format` receives the same values. */
export interface ShareMessageParts {
  /** The product or game name, for example 'Guessdle'. */
  game: string;
  /** The mode name shown after `#`, for example 'classic'. */
  gamemode: string;
  /** Number of guesses including the winning one. */
  guessCount: number;
}

/** The default English message: `I solved the {game} #{gamemode} in *{n} guesses*!`, singular for 1. */
export function shareMessage({ game, gamemode, guessCount }: ShareMessageParts): string {
  const guesses = guessCount === 1 ? '1 guess' : `${guessCount} guesses`;
  return `I solved the ${game} #${gamemode} in *${guesses}*!`;
}

export interface ShareTextInput extends ShareMessageParts {
  /**
   * Grid rows (from {@link shareRow}) in the order the guesses were MADE, oldest first, ending
   * with the winning guess. The on-screen list is newest first: reverse it before building rows.
   * Empty or omitted when the share leaves guess details out.
   */
  rows?: readonly string[];
  /** The page address, appended after a blank line. */
  url: string;
  /** A translated message line; defaults to {@link shareMessage} (English). */
  format?: (parts: ShareMessageParts) => string;
}

/**
 * The clipboard text:
 * ```
 * {message}
 * {at most 5 rows, one per line}
 * ➕{remaining rows as keycaps}   (only with more than 5 rows)
 *
 * {url}
 * ```
 */
export function buildShareText({
  game,
  gamemode,
  guessCount,
  rows = [],
  url,
  format = shareMessage,
}: ShareTextInput): string {
  const lines = [format({ game, gamemode, guessCount }), ...rows.slice(0, SHARE_MAX_ROWS)];
  const remaining = rows.length - SHARE_MAX_ROWS;
  if (remaining > 0) lines.push(`${SHARE_PLUS}${keycapNumber(remaining)}`);
  lines.push('', url);
  return lines.join('\n');
}
