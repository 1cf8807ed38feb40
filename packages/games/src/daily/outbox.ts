import {
  isApiError,
  type CronoGame,
  type CronoSubmitBody,
  type DailyMode,
  type GuessdleApi,
  type StatsCounter,
  type StatsSuccessBody,
} from '@guessdle/api';
import { randomId } from '../storage/identity';
import { safeGet, safeSet, type KeyValueStorage } from '../storage/storage';

/**
 * The outbox: what must reach the server whatever the connection does (a daily win, a Crono
 * score). Each result is written to storage before it is sent, sent at once, and, when it could
 * not be sent, sent again when the connection comes back (`online`), when the page gets focus,
 * and at the next load of any widget on the same storage, until the server answers. The server
 * counts a result once however often it arrives (it dedupes by the player's client id), so
 * sending one twice (two tabs, a reload mid-request) is harmless.
 *
 * A result the server refuses (a 4xx other than 408 and 429: a past day's win it no longer takes,
 * a game that is gone) is dropped: sending it again would never succeed. Anything else (no
 * answer, a timeout, a server error, too many requests) keeps it waiting.
 */

/** Storage key of the results waiting to be sent (a JSON list). */
export const OUTBOX_KEY = 'guessdle:outbox';

/** A result owed to the server. */
export type OutboxItem =
  | { kind: 'success'; mode: DailyMode; body: StatsSuccessBody }
  | { kind: 'cronoScore'; gameId: string; body: CronoSubmitBody };

/** The server's answer to an item of that kind. */
export type OutboxAnswer<Item extends OutboxItem> = Item extends { kind: 'success' }
  ? StatsCounter
  : CronoGame;

interface Waiting {
  id: string;
  item: OutboxItem;
}

export interface Outbox {
  /**
   * Keeps `item` and sends it now. Resolves with the server's answer; rejects when it could not
   * be sent now (it waits and is sent later) or was refused (it is dropped).
   */
  send<Item extends OutboxItem>(item: Item): Promise<OutboxAnswer<Item>>;
  /** Sends every waiting result once (those already on their way are not sent twice). */
  flush(): Promise<void>;
  /** The results waiting to be sent. */
  waiting(): OutboxItem[];
}

/** Ids on their way, for every outbox of the page: a result is never sent twice at once. */
const onTheirWay = new Set<string>();

function read(storage: KeyValueStorage): Waiting[] {
  try {
    const parsed: unknown = JSON.parse(safeGet(storage, OUTBOX_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (entry): entry is Waiting =>
            typeof entry === 'object' &&
            entry !== null &&
            typeof (entry as Waiting).id === 'string' &&
            typeof (entry as Waiting).item?.kind === 'string',
        )
      : [];
  } catch {
    // A stored value that does not parse is treated as empty, never as a crash.
    return [];
  }
}

function write(storage: KeyValueStorage, entries: Waiting[]): void {
  if (entries.length === 0) {
    try {
      storage.removeItem(OUTBOX_KEY);
    } catch {
      // Nothing to keep anyway.
    }
  } else safeSet(storage, OUTBOX_KEY, JSON.stringify(entries));
}

/** True when sending again can never succeed: the server refused the result itself. */
export function isRefused(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

export function createOutbox({
  api,
  storage,
}: {
  api: Pick<GuessdleApi, 'postSuccess' | 'submitCronoScore'>;
  storage: KeyValueStorage;
}): Outbox {
  const deliver = (item: OutboxItem): Promise<StatsCounter | CronoGame> =>
    item.kind === 'success'
      ? api.postSuccess(item.mode, item.body)
      : api.submitCronoScore(item.gameId, item.body);

  const drop = (id: string) =>
    write(
      storage,
      read(storage).filter((entry) => entry.id !== id),
    );

  async function attempt(entry: Waiting): Promise<StatsCounter | CronoGame> {
    onTheirWay.add(entry.id);
    try {
      const answer = await deliver(entry.item);
      drop(entry.id);
      return answer;
    } catch (error) {
      if (isRefused(error)) drop(entry.id);
      throw error;
    } finally {
      onTheirWay.delete(entry.id);
    }
  }

  return {
    send<Item extends OutboxItem>(item: Item) {
      const entry = { id: randomId(), item };
      write(storage, [...read(storage), entry]);
      return attempt(entry) as Promise<OutboxAnswer<Item>>;
    },
    async flush() {
      const due = read(storage).filter((entry) => !onTheirWay.has(entry.id));
      // One after another: a flaky connection sends what it can, in the order it was won.
      for (const entry of due) {
        try {
          await attempt(entry);
        } catch {
          // Still waiting (or dropped as refused): the next cue tries again.
        }
      }
    },
    waiting: () => read(storage).map((entry) => entry.item),
  };
}

/**
 * Sends the outbox now (a widget's load) and whenever the connection comes back or the page gets
 * focus. Returns the function that stops watching.
 */
export function watchOutbox(outbox: Outbox): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const flush = () => void outbox.flush();
  flush();
  window.addEventListener('online', flush);
  window.addEventListener('focus', flush);
  return () => {
    window.removeEventListener('online', flush);
    window.removeEventListener('focus', flush);
  };
}
