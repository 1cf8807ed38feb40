import type { StoreApi } from 'zustand/vanilla';
import { GLOBAL_TIMERS, systemNow, wait } from '../clock/clock';
import {
  FEEDBACK_MS,
  type CronoActions,
  type CronoState,
  type CronoStoreOptions,
} from './cronoTypes';
import { decodePhoto, nextFrame } from './photo';

type CronoFull = CronoState & CronoActions;

/**
 * One widget's requests to the server. Each request takes a number; an answer to any but the
 * newest is stale (a slow poll must not undo a pick), and a torn-down widget drops them all.
 */
export interface CronoSession {
  /** The player's id for this game, once known (kept in storage per game). */
  userId: string | null;
  disposed: boolean;
  /** Starts a request: from now on, answers to older ones are stale. */
  begin(): number;
  /** Whether the answer to request `mine` may still change the screen. */
  current(mine: number): boolean;
  /** Tears down: every answer still on its way is dropped. */
  end(): void;
}

function createSession(): CronoSession {
  let generation = 0;
  const session: CronoSession = {
    userId: null,
    disposed: false,
    begin: () => ++generation,
    current: (mine) => !session.disposed && mine === generation,
    end() {
      session.disposed = true;
      generation += 1;
    },
  };
  return session;
}

/**
 * What every part of a Crono store shares: its options with the defaults filled in (once, here),
 * the session of its requests, and the store itself.
 */
export interface CronoContext extends Required<
  Pick<
    CronoStoreOptions,
    'api' | 'storage' | 'gameId' | 'track' | 'onExit' | 'now' | 'timers' | 'feedbackMs'
  >
> {
  preload: (url: string) => Promise<void>;
  afterPaint: () => Promise<void>;
  logError: (message: string, error?: unknown) => void;
  /** Resolves after `ms` on the store's timers. */
  wait: (ms: number) => Promise<void>;
  session: CronoSession;
  set: StoreApi<CronoFull>['setState'];
  get: () => CronoFull;
}

export function cronoContext(
  options: CronoStoreOptions,
  set: CronoContext['set'],
  get: CronoContext['get'],
): CronoContext {
  const timers = options.timers ?? GLOBAL_TIMERS;
  return {
    api: options.api,
    storage: options.storage,
    gameId: options.gameId,
    track: options.track,
    onExit: options.onExit,
    now: options.now ?? systemNow,
    timers,
    feedbackMs: options.feedbackMs ?? FEEDBACK_MS,
    preload: options.preloadPhoto ?? decodePhoto,
    afterPaint: options.afterPaint ?? nextFrame,
    // SPEC §8: guess failures other than not-found and finished are only logged.
    logError: options.logError ?? ((message, error) => console.error(message, error)),
    wait: (ms) => wait(timers, ms),
    session: createSession(),
    set,
    get,
  };
}
