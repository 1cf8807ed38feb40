import type { GuessdleApi } from '@guessdle/api';
import { CRONO_USERS_KEY, parseCronoUsers, withCronoUser } from '../core';
import { safeGet, safeSet, type KeyValueStorage } from '../storage/storage';

/**
 * Creates a private Crono game (POST /api/crono/new) and keeps the user id the server assigned
 * under the crono key, so `<CronoGame gameId={id}>` plays it without asking for another id.
 * Resolves with the new game's id; rejects like the API call.
 */
export async function createPrivateCronoGame(
  api: GuessdleApi,
  storage: KeyValueStorage,
): Promise<string> {
  const { id, assignedUserId } = await api.createCronoGame();
  safeSet(
    storage,
    CRONO_USERS_KEY,
    withCronoUser(parseCronoUsers(safeGet(storage, CRONO_USERS_KEY)), id, assignedUserId),
  );
  return id;
}
