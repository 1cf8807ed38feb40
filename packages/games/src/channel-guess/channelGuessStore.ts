import type { Channel } from '@guessdle/api';
import type { DailyModeStoreOptions } from '../daily/dailyStore';
import {
  createPictureGuessStore,
  type PictureGuessExtraState,
  type PictureGuessState,
  type PictureGuessStore,
} from '../picture-guess/pictureGuessStore';
import { CHANNEL_GUESS } from './channelGuessMode';

export type ChannelGuessExtraState = PictureGuessExtraState;
export type ChannelGuessState = PictureGuessState;
export type ChannelGuessStore = PictureGuessStore;

export interface ChannelGuessStoreOptions extends DailyModeStoreOptions {
  /** The channels the game knows (the search lists them). @default the server's, from `api.getChannels()` */
  channels?: readonly Channel[];
}

/**
 * The store of one `<ChannelGuessGame>`: the shared daily flow (SPEC §4) for mode
 * 'channel-guess'. Ids are channel UUIDs; stored ids the channel list does not know are dropped.
 */
export function createChannelGuessStore({
  channels,
  ...options
}: ChannelGuessStoreOptions): ChannelGuessStore {
  return createPictureGuessStore(CHANNEL_GUESS, options, channels);
}
