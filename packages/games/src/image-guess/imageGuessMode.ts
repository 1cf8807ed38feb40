import type { PerformerItem } from '@guessdle/api';
import { comparePerformers } from '../core';
import { performerFields } from '../daily/items';
import { PICTURE_TEXTS, type PortraitTexts } from '../picture-guess/pictureTexts';
import type { PictureGuessMode } from '../picture-guess/pictureGuessMode';

/** Image-guess as a picture-guess mode: today's performer from a zoomed-in picture. */
export const IMAGE_GUESS: PictureGuessMode<'performer', PerformerItem, PortraitTexts> = {
  mode: 'image-guess',
  texts: PICTURE_TEXTS['image-guess'],
  load: async (api) => (await api.getPerformers()).items,
  atHand: (api) => api.atHand?.performers()?.items,
  fields: performerFields,
  cardKey: 'performer',
  compare: comparePerformers,
};
