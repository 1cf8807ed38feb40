import { DAILY_MODES, DIFFICULTIES, type DailyMode, type Difficulty } from '@guessdle/api';

/**
 * The daily mode (and Classic's difficulty) of the page at `pathname`, whose statistics the
 * header offers; null elsewhere (home, Crono, the embed configurator): a home page has no one
 * mode, and each game's dialog is one press away on its card's page.
 */
export function statsTargetOf(
  pathname: string,
  classicModes: boolean,
): { mode: DailyMode; difficulty: Difficulty | null } | null {
  const [, first = '', second] = pathname.split('/');
  if (!(DAILY_MODES as readonly string[]).includes(first)) return null;
  const mode = first as DailyMode;
  if (mode !== 'classic' || !classicModes) return { mode, difficulty: null };
  const difficulty = (DIFFICULTIES as readonly string[]).includes(second ?? '')
    ? (second as Difficulty)
    : 'hard';
  return { mode, difficulty };
}
