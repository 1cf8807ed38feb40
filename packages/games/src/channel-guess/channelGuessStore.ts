import type { GuessdleApi } from '@guessdle/api';
import { channels as shippedChannels, type Channel } from '@guessdle/data';
import {
  createDailyGameStore,
  type DailyGameActions,
  type DailyGameState,
  type DailyGameStore,
  type Timers,
} from '../shared/dailyStore';
import type { KeyValueStorage } from '../shared/storage';
import { GAME_EVENTS, type TrackFn } from '../shared/tracking';

export interface ChannelGuessExtraState {
  /** The player copied the share text: tracks 'copy clicked'. */
  shareCopied(): void;
}

export type ChannelGuessState = DailyGameState & DailyGameActions & ChannelGuessExtraState;
export type ChannelGuessStore = DailyGameStore<ChannelGuessExtraState>;

export interface ChannelGuessStoreOptions {
  api: GuessdleApi;
  storage: KeyValueStorage;
  /** The clock, epoch ms. @default Date.now */
  now?: () => number;
  /** Tracking (see createTracker). @default none */
  track?: TrackFn;
  /** The channels the game knows (the search lists them). @default the shipped channels of @guessdle/data */
  channels?: readonly Channel[];
  /** Timers for the day-rollover check. @default globalThis.setTimeout / clearTimeout */
  timers?: Timers;
  /** Anonymous client id. @default a UUID kept under `clientId` in storage */
  clientId?: string;
}

/**
 * The store of one `<ChannelGuessGame>`: the shared daily flow (SPEC §4) for mode
 * 'channel-guess'. Ids are channel UUIDs; stored ids the channel list does not know are dropped.
 */
export function createChannelGuessStore(options: ChannelGuessStoreOptions): ChannelGuessStore {
  const channels = options.channels ?? shippedChannels;
  const known = new Set(channels.map((c) => c.id));
  const track: TrackFn = options.track ?? (() => undefined);
  return createDailyGameStore<ChannelGuessExtraState>(
    {
      mode: 'channel-guess',
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
        track(GAME_EVENTS.copyClicked, { gamemode: 'channel-guess' });
      },
    }),
  );
}
