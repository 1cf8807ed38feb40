import type { Channel, PerformerItem } from '@guessdle/api/modes';

/**
 * Field comparison of one guess against the day's answer (SPEC §3 "Field comparison result",
 * §4 "Array field comparison" and "Numeric comparison").
 */

/** How a numeric guess relates to the answer, as plain numbers. */
export type NumberOrder = 'equal' | 'greater' | 'less';

/** The answer's value and the guessed value of one string field. */
export interface StringComparison {
  type: 'string';
  fieldName: string;
  currentGuessValue: string | null;
  compareToValue: string | null;
  areEqual: boolean;
}

/** The answer's value and the guessed value of one numeric field. */
export interface NumberComparison {
  type: 'number';
  fieldName: string;
  currentGuessValue: number | null;
  compareToValue: number | null;
  areEqual: boolean;
  /**
   * The GUESS relative to the answer as plain numbers: `greater` when the guessed number is
   * bigger. Null when one side is unknown (null) and the other is not: they cannot be ordered.
   */
  comparisonResult: NumberOrder | null;
  /**
   * True for fields where a smaller number ranks higher (rank: #1 is the top). It never changes
   * `comparisonResult`; it flips the arrow (see {@link arrowFor}).
   */
  inverted: boolean;
}

/** The answer's values and the guessed values of one list field (for example hair colours). */
export interface ArrayComparison {
  type: 'array';
  fieldName: string;
  currentGuessValue: readonly string[] | null;
  compareToValue: readonly string[] | null;
  areEqual: boolean;
  /** Some but not all of the values match (SPEC §4). Never true when `areEqual` is. */
  isPartial: boolean;
}

/** One compared field of a guess, discriminated by `type`. */
export type FieldComparison = StringComparison | NumberComparison | ArrayComparison;

/** The arrow shown beside a numeric field that does not match. */
export type Arrow = 'up' | 'down';

/** The performer fields compared in Classic (and in the image-guess result grid), in column order. */
export const CLASSIC_FIELDS = [
  'gender',
  'type',
  'birthPlace',
  'ethnicity',
  'hairColor',
  'rank',
] as const satisfies readonly (keyof PerformerItem)[];
export type ClassicField = (typeof CLASSIC_FIELDS)[number];

/** The channel fields compared in the channel-guess result grid. */
export const CHANNEL_FIELDS = ['id', 'name', 'photo'] as const satisfies readonly (keyof Channel)[];
export type ChannelField = (typeof CHANNEL_FIELDS)[number];

/** Numeric fields where a smaller number is better, so the arrow is flipped. */
export const INVERTED_FIELDS: readonly string[] = ['rank'];

/**
 * Compares a string field. Null means unknown: null equals null, and null never equals a value.
 */
export function compareString(
  fieldName: string,
  guess: string | null,
  answer: string | null,
): StringComparison {
  return {
    type: 'string',
    fieldName,
    currentGuessValue: guess,
    compareToValue: answer,
    areEqual: guess === answer,
  };
}

/**
 * Compares a numeric field. `comparisonResult` is the guess relative to the answer as plain
 * numbers; `inverted` (default: whether the field is in {@link INVERTED_FIELDS}) only records that
 * smaller is better, for {@link arrowFor}. Null equals null; null against a number is unequal and
 * unordered (`comparisonResult: null`).
 */
export function compareNumber(
  fieldName: string,
  guess: number | null,
  answer: number | null,
  inverted: boolean = INVERTED_FIELDS.includes(fieldName),
): NumberComparison {
  let comparisonResult: NumberOrder | null;
  if (guess === null || answer === null) {
    comparisonResult = guess === answer ? 'equal' : null;
  } else if (guess === answer) {
    comparisonResult = 'equal';
  } else {
    comparisonResult = guess > answer ? 'greater' : 'less';
  }
  return {
    type: 'number',
    fieldName,
    currentGuessValue: guess,
    compareToValue: answer,
    areEqual: comparisonResult === 'equal',
    comparisonResult,
    inverted,
  };
}

/**
 * Compares a list field as sets (order and repeated values do not matter):
 * - same values on both sides: equal (so `[]` equals `[]`);
 * - none of the guessed values in the answer: not equal, not partial;
 * - otherwise (some shared, or all guessed shared but the answer has more): partial.
 * This is SPEC §4's rule ("all guessed values in the target and equal lengths") read on
 * distinct values, so `['Red', 'Red']` does not equal `['Red', 'Blonde']`.
 * Null equals null; null against a list is neither equal nor partial.
 */
export function compareArray(
  fieldName: string,
  guess: readonly string[] | null,
  answer: readonly string[] | null,
): ArrayComparison {
  let areEqual = false;
  let isPartial = false;
  if (guess === null || answer === null) {
    areEqual = guess === answer;
  } else {
    const guessed = new Set(guess);
    const target = new Set(answer);
    const shared = [...guessed].filter((value) => target.has(value)).length;
    areEqual = shared === guessed.size && guessed.size === target.size;
    isPartial = !areEqual && shared > 0;
  }
  return {
    type: 'array',
    fieldName,
    currentGuessValue: guess,
    compareToValue: answer,
    areEqual,
    isPartial,
  };
}

type Comparable = string | number | readonly string[] | null;

/**
 * Compares one field by the type of its values (string, number or list). When both sides are
 * null the result is a string comparison that is equal.
 */
export function compareValues(
  fieldName: string,
  guess: Comparable,
  answer: Comparable,
): FieldComparison {
  const sample = guess ?? answer;
  if (typeof sample === 'number') {
    return compareNumber(fieldName, asNumber(guess), asNumber(answer));
  }
  if (Array.isArray(sample)) {
    return compareArray(fieldName, asList(guess), asList(answer));
  }
  return compareString(fieldName, asString(guess), asString(answer));
}

/** Compares a guessed performer with the answer on {@link CLASSIC_FIELDS}, in that order. */
export function comparePerformers(guess: PerformerItem, answer: PerformerItem): FieldComparison[] {
  return CLASSIC_FIELDS.map((field) => compareValues(field, guess[field], answer[field]));
}

/** Compares a guessed channel with the answer on {@link CHANNEL_FIELDS}, in that order. */
export function compareChannels(guess: Channel, answer: Channel): FieldComparison[] {
  return CHANNEL_FIELDS.map((field) => compareString(field, guess[field], answer[field]));
}

/**
 * The arrow for a numeric comparison, or null when it is equal or unordered.
 *
 * - Plain numbers (SPEC §7): `up` when the guess is greater than the answer, `down` when less.
 * - Inverted fields (rank, where #1 is best): flipped, so the arrow reads the way the ranking
 *   reads. Guess #5 against answer #20 gives `up`: the guess is ranked higher (closer to #1)
 *   than the answer, so the player must go up in rank numbers to find it. Guess #30 against
 *   answer #20 gives `down`.
 */
export function arrowFor(comparison: NumberComparison): Arrow | null {
  const { comparisonResult, inverted } = comparison;
  if (comparisonResult === null || comparisonResult === 'equal') return null;
  const guessIsGreater = comparisonResult === 'greater';
  return guessIsGreater !== inverted ? 'up' : 'down';
}

function asNumber(value: Comparable): number | null {
  return typeof value === 'number' ? value : null;
}

function asList(value: Comparable): readonly string[] | null {
  return Array.isArray(value) ? (value as readonly string[]) : null;
}

function asString(value: Comparable): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value : String(value);
}
