import type { ComponentType } from 'react';
import {
  DAILY_MODE_DEFS,
  PICTURE_MODES,
  type DailyModeDef,
  type DatasetName,
  type PictureMode,
} from '@guessdle/api/modes';
import { channelById, channels, performerById, performers } from '@guessdle/data';
import {
  pictureGuessMode,
  type PictureGuessMode,
  type PictureItem,
  type PictureKind as PictureKindName,
} from '../src/picture-guess/pictureGuessMode';
import {
  PictureGuessGameView,
  type PictureGuessViewProps,
} from '../src/picture-guess/PictureGuessGameView';
import type { PictureTexts } from '../src/picture-guess/pictureTexts';
import {
  buildPictureGuessViewModel,
  type PictureGuessViewModel,
} from '../src/picture-guess/viewModel';
import type { DailyViewState } from '../src/daily-view/viewModel';

// The picture modes as the tests and stories of the picture game see them: one case per mode of
// the registration (`PICTURE_MODES`), built from its registration entry (its name, dataset and
// kind of picture) through the game's own `pictureGuessMode`. A mode added to the registration gets its case, and so every
// test and story that runs over the cases, without a line here.

export type { PictureItem };

/** What the picture-guess view renders, whatever the mode. */
export type PictureModel = PictureGuessViewModel;

/** A dataset as the tests read it: its items (in the shipped order) and their lookup. */
interface DatasetCase {
  items: readonly PictureItem[];
  byId(id: string): PictureItem | undefined;
  /** Its first item's id. */
  firstId: string;
}

const DATASETS: Record<DatasetName, DatasetCase> = {
  performers: { items: performers, byId: performerById, firstId: performers[0]!.profileUrl },
  channels: { items: channels, byId: channelById, firstId: channels[0]!.id },
};

/**
 * A kind of picture (`DailyModeDef['picture']`, but Classic's clues): what the tests expect of
 * its picture try by try. Mode-specific behaviour (the portrait's zoom and name hint, the logo's
 * blur) is a case of these, never a copy of a test.
 */
export interface PictureKind {
  picture: PictureKindName;
  /** How hidden the picture is in the model (zoom, blur in px). */
  hiddenOf(model: PictureModel): number;
  /** How hidden it is after 0, 1, 2… wrong tries (it stays at the last value after that). */
  hidden: readonly number[];
  /** How hidden it is once won. */
  solved: number;
  /** The attribute of the picture's frame that exposes it (stories read it). */
  attribute: 'data-scale' | 'data-blur';
  /** The picture element's style at that value (`transform` or `filter`), and how to read it. */
  style(value: number): string;
  styleOf(picture: HTMLElement): string;
  /** The name hint under a portrait (ten tries and more): the logo has none. */
  nameHint: boolean;
}

const PORTRAIT: PictureKind = {
  picture: 'portrait',
  hiddenOf: ({ reveal }) => (reveal.kind === 'portrait' ? reveal.scale : Number.NaN),
  hidden: [7, 6.4, 5.8, 5.2, 4.6, 4, 3.4, 2.8, 2.2, 1.6, 1],
  solved: 1,
  attribute: 'data-scale',
  style: (value) => `scale(${value})`,
  styleOf: (picture) => picture.style.transform,
  nameHint: true,
};

const LOGO: PictureKind = {
  picture: 'logo',
  hiddenOf: ({ reveal }) => (reveal.kind === 'logo' ? reveal.blurPx : Number.NaN),
  hidden: [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
  solved: 0,
  attribute: 'data-blur',
  style: (value) => (value > 0 ? `blur(${value}px)` : 'none'),
  styleOf: (picture) => picture.style.filter,
  nameHint: false,
};

const KINDS: Record<PictureKind['picture'], PictureKind> = { portrait: PORTRAIT, logo: LOGO };

/** One picture mode of the registration, ready for a test or a story. */
export interface PictureModeCase extends PictureKind {
  mode: PictureMode;
  /** The keys of its texts (pictureTexts.ts); a portrait's with the name hint's. */
  texts: PictureTexts;
  dataset: DatasetName;
  settings: PictureGuessMode;
  /** Its dataset's items (the search lists them) and their lookup. */
  items: readonly PictureItem[];
  byId(id: string): PictureItem | undefined;
  /** The id, name and picture path of an item (the mode's fields). */
  id(item: PictureItem): string;
  name(item: PictureItem): string;
  photo(item: PictureItem): string;
  /** Ids of the other datasets' items: stored or picked, the mode knows none of them. */
  foreignIds: string[];
  /** How many fields a share-grid row compares. */
  comparedFields: number;
  buildModel(state: DailyViewState): PictureModel;
  View: ComponentType<PictureGuessViewProps<PictureModel>>;
  /** How hidden the picture is after `tries` wrong tries. */
  hiddenAfter(tries: number): number;
  /** The picture's path in the model (null until the day has loaded). */
  pictureOf(model: PictureModel): string | null;
}

function pictureModeCase(mode: PictureMode): PictureModeCase {
  const def: DailyModeDef = DAILY_MODE_DEFS[mode];
  const { picture } = def;
  if (picture === 'clues') throw new Error(`${mode} is no picture mode`);
  const kind = KINDS[picture];
  const settings = pictureGuessMode(mode);
  const { texts } = settings;
  const { items, byId } = DATASETS[def.dataset];
  const [first] = items;
  return {
    ...kind,
    mode,
    texts,
    dataset: def.dataset,
    settings,
    items,
    byId,
    id: settings.fields.id,
    name: settings.fields.name,
    photo: settings.fields.photo,
    foreignIds: Object.entries(DATASETS)
      .filter(([name]) => name !== def.dataset)
      .map(([, other]) => other.firstId),
    comparedFields: first ? settings.compare(first, first).length : 0,
    buildModel: (state) => buildPictureGuessViewModel(settings, state, byId, items),
    View: (props) => <PictureGuessGameView {...props} mode={settings} />,
    hiddenAfter: (tries) => kind.hidden[Math.min(tries, kind.hidden.length - 1)]!,
    pictureOf: (model) => model.picture,
  };
}

/** Every picture mode of the registration, in its order. */
export const PICTURE_MODE_CASES: readonly PictureModeCase[] = PICTURE_MODES.map(pictureModeCase);

/** `describe.each` / `it.each` rows: the mode's name first (for `%s`), then its case. */
export function pictureModeRows(
  filter: (mode: PictureModeCase) => boolean = () => true,
): [PictureMode, PictureModeCase][] {
  return PICTURE_MODE_CASES.filter(filter).map((mode) => [mode.mode, mode]);
}
