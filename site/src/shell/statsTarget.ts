import { gameAt, type DailyGame } from '../pageMap';

/**
 * The daily mode (and Classic's difficulty) of the page at `pathname`, whose statistics the
 * header offers: the game the page is about in the map of the pages (pageMap.tsx); null elsewhere
 * (home, Crono, the embed configurator): a home page has no one mode, and each game's dialog is
 * one press away on its card's page. Classic's statistics are by difficulty only with the
 * ClassicModes flag on.
 */
export function statsTargetOf(pathname: string, classicModes: boolean): DailyGame | null {
  const game = gameAt(pathname);
  if (!game) return null;
  return classicModes ? game : { mode: game.mode, difficulty: null };
}
