import type { Channel } from '@guessdle/api';
import { compareChannels } from '../core';
import { channelFields } from '../daily/items';
import { PICTURE_TEXTS } from '../picture-guess/pictureTexts';
import type { PictureGuessMode } from '../picture-guess/pictureGuessMode';

/** Channel-guess as a picture-guess mode: today's channel from a blurred logo. */
export const CHANNEL_GUESS: PictureGuessMode<'channel', Channel> = {
  mode: 'channel-guess',
  texts: PICTURE_TEXTS['channel-guess'],
  load: async (api) => (await api.getChannels()).items,
  atHand: (api) => api.atHand?.channels()?.items,
  fields: channelFields,
  cardKey: 'channel',
  compare: compareChannels,
};
