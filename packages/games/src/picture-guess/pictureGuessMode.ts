import type { GuessdleApi, PictureMode } from '@guessdle/api';
import type { FieldComparison } from '../core';
import type { ItemFields } from '../daily/items';
import type { PictureTexts } from './pictureTexts';

/**
 * Image-guess and Channel-guess are one game: name today's item from a picture that gets clearer
 * with every try. `picture-guess/` holds that game once (store, view model, view, widget); each
 * mode describes itself with a PictureGuessMode and, in its own view, draws the picture.
 *
 * What varies per mode:
 * - `mode` and `texts`: the daily mode (storage keys, API, events, `#gamemode`) and the keys of
 *   its texts (`PICTURE_TEXTS[mode]`): title, help, unavailable, search, game name, the picture's
 *   text alternatives (and a portrait's name hint);
 * - `load`, `fields`: how it loads its items (performers, channels) and how to read them;
 * - `cardKey`: the field of a guess card holding the item (`performer`, `channel`);
 * - `compare`: core's comparison of a guess with the answer, one share-grid row;
 * - the picture slot of the view (ZoomPicture and the name hint, or BlurredLogo) and the
 *   model fields it reads (`picture`/`scale`/`hint`, or `logo`/`blurPx`).
 */
export interface PictureGuessMode<
  Key extends string,
  Item,
  Texts extends PictureTexts = PictureTexts,
> {
  mode: PictureMode;
  /** The keys of its texts (`PICTURE_TEXTS[mode]`). */
  texts: Texts;
  /** Loads the server's items: the default when the host passes none. */
  load(api: GuessdleApi): Promise<readonly Item[]>;
  /** The server's items if the client holds them already (`api.atHand`), else undefined. */
  atHand(api: GuessdleApi): readonly Item[] | undefined;
  fields: ItemFields<Item>;
  cardKey: Key;
  compare(guess: Item, answer: Item): FieldComparison[];
}
