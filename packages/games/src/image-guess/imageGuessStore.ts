import type { GuessdleApi } from '@guessdle/api';
import { performers as shippedPerformers, type Performer } from '@guessdle/data';
import {
  createDailyGameStore,
  type DailyGameActions,
  type DailyGameState,
  type DailyGameStore,
  type Timers,
} from '../shared/dailyStore';
import type { KeyValueStorage } from '../shared/storage';
import { GAME_EVENTS, type TrackFn } from '../shared/tracking';

export interface ImageGuessExtraState {
  /** The player copied the share text: tracks 'copy clicked'. */
  shareCopied(): void;
}

export type ImageGuessState = DailyGameState & DailyGameActions & ImageGuessExtraState;
export type ImageGuessStore = DailyGameStore<ImageGuessExtraState>;

export interface ImageGuessStoreOptions {
  api: GuessdleApi;
  storage: KeyValueStorage;
  /** The clock, epoch ms. @default Date.now */
  now?: () => number;
  /** Tracking (see createTracker). @default none */
  track?: TrackFn;
  /** The performers the game knows. @default the shipped dataset of @guessdle/data */
  performers?: readonly Performer[];
  /** Timers for the day-rollover check. @default globalThis.setTimeout / clearTimeout */
  timers?: Timers;
  /** Anonymous client id. @default a UUID kept under `clientId` in storage */
  clientId?: string;
}

/**
 * The store of one `<ImageGuessGame>`: the shared daily flow (SPEC §4) for mode 'image-guess'.
 * Ids are performer profile paths; stored ids the dataset does not know are dropped.
 */
export function createImageGuessStore(options: ImageGuessStoreOptions): ImageGuessStore {
  const performers = options.performers ?? shippedPerformers;
  const known = new Set(performers.map((p) => p.profileUrl));
  const track: TrackFn = options.track ?? (() => undefined);
  return createDailyGameStore<ImageGuessExtraState>(
    {
      mode: 'image-guess',
      api: options.api,
      storage: options.storage,
      ...(options.now ? { now: options.now } : {}),
      ...(options.timers ? { timers: options.timers } : {}),
      ...(options.clientId ? { clientId: options.clientId } : {}),
      isKnownId: (id) => known.has(id),
      track,
    },
    () => ({
      shareCopied() {
        track(GAME_EVENTS.copyClicked, { gamemode: 'image-guess' });
      },
    }),
  );
}
