import type { PerformerItem } from '@guessdle/api';
import { imageScale, nameHint } from '../core';
import {
  buildPictureGuessViewModel,
  todayItem,
  type PictureGuessCard,
  type PictureGuessViewModel,
} from '../picture-guess/viewModel';
import type { PictureGuessMode } from '../picture-guess/pictureGuessMode';
import type { PortraitTexts } from '../picture-guess/pictureTexts';
import type { DailyViewState } from '../daily-view/viewModel';
import { dailyShareText, type ShareTextSettings } from '../daily-view/shareText';
import { IMAGE_GUESS } from './imageGuessMode';

/** One past guess as its card shows it: `{ performer, correct }`. */
export type ImageGuessCard = PictureGuessCard<'performer', PerformerItem>;

/** Everything ImageGuessGameView renders: plain data, no store, no i18n. */
export interface ImageGuessViewModel extends PictureGuessViewModel<'performer', PerformerItem> {
  /** Dataset path of today's picture; null until the day has loaded. */
  picture: string | null;
  /** The picture's zoom (core's imageScale): 7 at first, 1 once solved. */
  scale: number;
  /** The name hint from 10 tries (core's nameHint), null before or once won. */
  hint: string | null;
}

/** A mode whose answer is a performer, shown by a zoomed-in picture: Image-guess and its kin. */
export type PerformerAnswerMode = PictureGuessMode<'performer', PerformerItem, PortraitTexts>;

/** Builds the view model of an image-guess store state (core computes, this only assembles). */
export function buildImageGuessViewModel(
  state: DailyViewState,
  lookup: (id: string) => PerformerItem | undefined,
  performers: readonly PerformerItem[],
  mode: PerformerAnswerMode = IMAGE_GUESS,
): ImageGuessViewModel {
  const today = todayItem(state, lookup);
  const tries = state.guesses.length;
  return {
    ...buildPictureGuessViewModel(mode, state, lookup, performers),
    picture: today?.profilePictureUrl ?? null,
    scale: imageScale(tries, state.status === 'won'),
    hint: state.status === 'playing' && today ? nameHint(today.name, tries) : null,
  };
}

/** The clipboard text of a won image-guess game (SPEC §7), with a translated message line. */
export function imageGuessShareText(
  model: Pick<ImageGuessViewModel, 'shareRows'>,
  settings: ShareTextSettings,
): string {
  return dailyShareText(IMAGE_GUESS.mode, model.shareRows, settings);
}
