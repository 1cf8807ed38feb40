import type { Channel } from '@guessdle/api';
import { logoBlurPx } from '../core';
import {
  buildPictureGuessViewModel,
  todayItem,
  type PictureGuessCard,
  type PictureGuessViewModel,
} from '../picture-guess/viewModel';
import type { PictureGuessMode } from '../picture-guess/pictureGuessMode';
import type { DailyViewState } from '../daily-view/viewModel';
import { dailyShareText, type ShareTextSettings } from '../daily-view/shareText';
import { CHANNEL_GUESS } from './channelGuessMode';

/** One past guess as its card shows it: `{ channel, correct }`. */
export type ChannelGuessCard = PictureGuessCard<'channel', Channel>;

/** Everything ChannelGuessGameView renders: plain data, no store, no i18n. */
export interface ChannelGuessViewModel extends PictureGuessViewModel<'channel', Channel> {
  /** Dataset path of today's logo; null until the day has loaded. */
  logo: string | null;
  /** The logo's blur in px (core's logoBlurPx): 10 at first, 0 once won or after 10 tries. */
  blurPx: number;
}

/** A mode whose answer is a channel, shown by its blurred logo: Channel-guess and its kin. */
export type ChannelAnswerMode = PictureGuessMode<'channel', Channel>;

/** Builds the view model of a channel-guess store state (core computes, this only assembles). */
export function buildChannelGuessViewModel(
  state: DailyViewState,
  lookup: (id: string) => Channel | undefined,
  channels: readonly Channel[],
  mode: ChannelAnswerMode = CHANNEL_GUESS,
): ChannelGuessViewModel {
  return {
    ...buildPictureGuessViewModel(mode, state, lookup, channels),
    logo: todayItem(state, lookup)?.photo ?? null,
    blurPx: logoBlurPx(state.guesses.length, state.status === 'won'),
  };
}

/** The clipboard text of a won channel-guess game (SPEC §7), with a translated message line. */
export function channelGuessShareText(
  model: Pick<ChannelGuessViewModel, 'shareRows'>,
  settings: ShareTextSettings,
): string {
  return dailyShareText(CHANNEL_GUESS.mode, model.shareRows, settings);
}
