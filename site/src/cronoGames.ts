import { CRONO_GAME_ID_PATTERN, DAILY_CRONO_ID_PATTERN } from '@guessdle/api';
import { pathTo } from './paths';

/** The kind of Crono game at `/crono/{id}`, or null for a missing or malformed id (SPEC §2). */
export function cronoGameKind(id: string | undefined): 'daily' | 'private' | null {
  if (id === undefined || !CRONO_GAME_ID_PATTERN.test(id)) return null;
  return DAILY_CRONO_ID_PATTERN.test(id) ? 'daily' : 'private';
}

/**
 * The address the server paints for the Crono game at `id`: its first screen is the game's loading
 * view under the kind's heading, the same for every game of a kind, so one address stands for each
 * kind (the server paints it once, however many ids it is asked for). Null for a malformed id
 * (the page goes home: the browser's work).
 */
export function cronoPaintedAs(id: string): string | null {
  const kind = cronoGameKind(id);
  if (kind === null) return null;
  return pathTo('cronoGame', { id: kind === 'daily' ? '2000-01-01' : 'any-private-game' });
}
