/** Clue unlocks (Classic) and the name hint (image-guess), SPEC §4 and §9. */

/** Classic's debut-year clue opens after this many tries. */
export const DEBUT_CLUE_TRIES = 5;
/** Classic's ranking clue opens after this many tries. */
export const RANKING_CLUE_TRIES = 10;
/** Image-guess shows the name hint from this many tries on. */
export const NAME_HINT_TRIES = 10;
/** The placeholder for a letter not revealed yet. */
export const NAME_HINT_BLANK = '_';

/** Whether a clue is open, and the countdown shown while it is not. */
export interface ClueState {
  unlocked: boolean;
  /** Tries still needed: the `{n}` of 'Ranking can be displayed in {n} tries'; 0 once unlocked. */
  triesLeft: number;
}

/** The state of a clue that opens after `threshold` tries (tries = guesses made so far). */
export function clueState(tries: number, threshold: number): ClueState {
  const made = Number.isNaN(tries) ? 0 : Math.max(0, Math.floor(tries));
  const triesLeft = Math.max(0, threshold - made);
  return { unlocked: triesLeft === 0, triesLeft };
}

const HIDDEN = /[\p{L}\p{N}]/u;

/**
 * The name hint after `tries` wrong guesses, or null before {@link NAME_HINT_TRIES}.
 *
 * At 10 tries every letter and digit is a blank `_`; each further try reveals one more, left to
 * right. Spaces and punctuation (`&`, `-`, `'`, `.`) are shown as they are from the start. The
 * name is NFC-normalised first so a letter with an accent is one blank. Once every letter is
 * revealed the full name shows. Hiding the hint after a win is the caller's job.
 */
export function nameHint(name: string, tries: number): string | null {
  if (Number.isNaN(tries) || tries < NAME_HINT_TRIES) return null;
  let toReveal = Math.floor(tries) - NAME_HINT_TRIES;
  return Array.from(name.normalize('NFC'), (char) => {
    if (!HIDDEN.test(char)) return char;
    if (toReveal > 0) {
      toReveal -= 1;
      return char;
    }
    return NAME_HINT_BLANK;
  }).join('');
}
