import { CRONO_GAME_ID_PATTERN } from '@guessdle/api';

/**
 * The Crono game an address of the site plays: `/crono/{id}`, the daily game (its id is its date)
 * or a private one; null for any other address. `/crono/new` is no game: it makes a new one at
 * every visit, so it has nothing to embed.
 */
export function cronoGameAt(pathname: string): string | null {
  const id = /^\/crono\/([^/]+)\/?$/i.exec(pathname)?.[1];
  return id !== undefined && CRONO_GAME_ID_PATTERN.test(id) ? id : null;
}
