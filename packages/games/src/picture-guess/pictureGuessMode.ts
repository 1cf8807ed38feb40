import type { Channel, GuessdleApi, PerformerItem } from '@guessdle/api';
import {
  DAILY_MODE_DEFS,
  type DailyModeDef,
  type DatasetName,
  type PictureMode,
} from '@guessdle/api/modes';
import { compareChannels, comparePerformers, type FieldComparison } from '../core';
import { channelFields, performerFields, type ItemFields } from '../daily/items';
import { pictureTexts, type PictureTexts } from './pictureTexts';

/**
 * Every picture mode is one game: name today's item from a picture that gets clearer with every
 * try. `picture-guess/` holds that game once (store, view model, view, widget), and a mode is
 * its registration (`DAILY_MODE_DEFS`): its dataset says which items it lists and how to read
 * them (below), its `picture` how the picture hides the answer (a portrait zooms out and gives
 * a name hint, a logo is less blurred), its `key` where its texts are (pictureTexts.ts).
 */

/** The items a picture mode's answers come from. */
export type PictureItem = PerformerItem | Channel;

/** How a picture hides the answer: a portrait's zoom and name hint, or a logo's blur. */
export type PictureKind = Exclude<DailyModeDef['picture'], 'clues'>;

/** What one dataset brings to a picture mode: how it loads, reads and compares its items. */
export interface PictureDataset<Item> {
  /** Loads the server's items: the default when the host passes none. */
  load(api: GuessdleApi): Promise<readonly Item[]>;
  /** The server's items if the client holds them already (`api.atHand`), else undefined. */
  atHand(api: GuessdleApi): readonly Item[] | undefined;
  fields: ItemFields<Item>;
  /** Core's comparison of a guess with the answer: one share-grid row. */
  compare(guess: Item, answer: Item): FieldComparison[];
}

/** The item type of each dataset. */
interface DatasetItem {
  performers: PerformerItem;
  channels: Channel;
}

/** Each dataset's ways: a dataset the registration names and this table lacks fails to compile. */
const DATASETS: { [D in DatasetName]: PictureDataset<DatasetItem[D]> } = {
  performers: {
    load: async (api) => (await api.getPerformers()).items,
    atHand: (api) => api.atHand?.performers()?.items,
    fields: performerFields,
    compare: comparePerformers,
  },
  channels: {
    load: async (api) => (await api.getChannels()).items,
    atHand: (api) => api.atHand?.channels()?.items,
    fields: channelFields,
    compare: compareChannels,
  },
};

/** A picture mode as its game reads it: its registration, its dataset's ways and its texts. */
export interface PictureGuessMode<Item = PictureItem> extends PictureDataset<Item> {
  mode: PictureMode;
  kind: PictureKind;
  texts: PictureTexts;
}

/** The picture mode `mode`, from its registration. */
export function pictureGuessMode(mode: PictureMode): PictureGuessMode {
  const { dataset, picture } = DAILY_MODE_DEFS[mode];
  // Each dataset reads its own items; the game hands them back to the same dataset's functions.
  const ways = DATASETS[dataset] as unknown as PictureDataset<PictureItem>;
  return { ...ways, mode, kind: picture, texts: pictureTexts(mode) };
}
