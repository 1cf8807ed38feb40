import type { CronoGame, GuessdleApi } from '@guessdle/api';
import {
  CRONO_USERS_KEY,
  cronoCompletion,
  isDailyCronoId,
  parseCronoUsers,
  statusKey,
  withCronoUser,
} from '../core';
import { safeGet, safeSet, type KeyValueStorage } from '../storage/storage';

/*
 * What Crono keeps in the browser's storage, in one place: the player's id per game, and the
 * daily game's completion. Everything else about a run is the server's.
 */

/** The player's id for a game: the stored one, else a new one from the server, then stored. */
export async function ensureCronoUserId(
  api: GuessdleApi,
  storage: KeyValueStorage,
  gameId: string,
): Promise<string> {
  const users = parseCronoUsers(safeGet(storage, CRONO_USERS_KEY));
  const stored = users[gameId];
  if (stored) return stored;
  const created = await api.createCronoUserId(gameId);
  safeSet(
    storage,
    CRONO_USERS_KEY,
    // Read again: another tab may have stored another game's id meanwhile.
    withCronoUser(parseCronoUsers(safeGet(storage, CRONO_USERS_KEY)), gameId, created.userId),
  );
  return created.userId;
}

/** "Crono completed today": a finished run of the daily game (core/crono.ts), for the hub. */
export function saveDailyCompletion(storage: KeyValueStorage, gameId: string, game: CronoGame) {
  if (game.status !== 'finished' || !isDailyCronoId(gameId)) return;
  safeSet(storage, statusKey('crono', gameId), JSON.stringify(cronoCompletion(game.score)));
}
