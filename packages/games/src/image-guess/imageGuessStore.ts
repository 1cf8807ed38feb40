import type { PerformerItem } from '@guessdle/api';
import type { DailyModeStoreOptions } from '../daily/dailyStore';
import {
  createPictureGuessStore,
  type PictureGuessExtraState,
  type PictureGuessState,
  type PictureGuessStore,
} from '../picture-guess/pictureGuessStore';
import { IMAGE_GUESS } from './imageGuessMode';

export type ImageGuessExtraState = PictureGuessExtraState;
export type ImageGuessState = PictureGuessState;
export type ImageGuessStore = PictureGuessStore;

export interface ImageGuessStoreOptions extends DailyModeStoreOptions {
  /** The performers the game knows. @default the server's, from `api.getPerformers()` */
  performers?: readonly PerformerItem[];
}

/**
 * The store of one `<ImageGuessGame>`: the shared daily flow (SPEC §4) for mode 'image-guess'.
 * Ids are performer profile paths; stored ids the dataset does not know are dropped.
 */
export function createImageGuessStore({
  performers,
  ...options
}: ImageGuessStoreOptions): ImageGuessStore {
  return createPictureGuessStore(IMAGE_GUESS, options, performers);
}
