import { DAILY_MODE_DEFS, type PictureMode } from '@guessdle/api/modes';
import type { WidgetKey } from '../i18n/keys';

/**
 * The texts of a picture mode's view, each a whole key of its section of the widgets' locales
 * (`imageGuess.title`): the typecheck sees every key, so a section English lacks a text of fails
 * it, and a new picture mode fails to compile until it has its entry in PICTURE_TEXTS.
 */
export interface PictureTexts {
  title: WidgetKey;
  help: WidgetKey;
  /** The error view's message when the day's puzzle is missing. */
  unavailable: WidgetKey;
  searchLabel: WidgetKey;
  searchPlaceholder: WidgetKey;
  /** The share text's game name. */
  gameName: WidgetKey;
  /** The picture's text alternative. */
  alt: {
    /** Before it is clear (the first tries). */
    hidden: WidgetKey;
    /** Once nothing hides it any more, the answer still a mystery. */
    clear: WidgetKey;
    /** Once won: it names the answer (`{{name}}`). */
    won: WidgetKey;
  };
}

/** A portrait's texts: a performer's picture comes with a name hint. */
export interface PortraitTexts extends PictureTexts {
  hint: {
    title: WidgetKey;
    /** How a screen reader calls a hidden letter. */
    blank: WidgetKey;
    /** Before the hint shows: the tries left (`count`). */
    locked: WidgetKey;
  };
}

/** The picture modes whose answer is a performer: a portrait, with a name hint. */
export type PerformerPictureMode = {
  [M in PictureMode]: (typeof DAILY_MODE_DEFS)[M]['dataset'] extends 'performers' ? M : never;
}[PictureMode];

/** Each picture mode's texts: a performer's with the name hint's. */
export const PICTURE_TEXTS: {
  [M in PictureMode]: M extends PerformerPictureMode ? PortraitTexts : PictureTexts;
} = {
  'image-guess': {
    title: 'imageGuess.title',
    help: 'imageGuess.help',
    unavailable: 'imageGuess.unavailable',
    searchLabel: 'imageGuess.searchLabel',
    searchPlaceholder: 'imageGuess.searchPlaceholder',
    gameName: 'imageGuess.gameName',
    alt: {
      hidden: 'imageGuess.pictureAlt',
      clear: 'imageGuess.pictureAlt',
      won: 'imageGuess.pictureAltWon',
    },
    hint: {
      title: 'imageGuess.hintTitle',
      blank: 'imageGuess.hintBlank',
      locked: 'imageGuess.hintLocked',
    },
  },
  'channel-guess': {
    title: 'channelGuess.title',
    help: 'channelGuess.help',
    unavailable: 'channelGuess.unavailable',
    searchLabel: 'channelGuess.searchLabel',
    searchPlaceholder: 'channelGuess.searchPlaceholder',
    gameName: 'channelGuess.gameName',
    alt: {
      hidden: 'channelGuess.logoAlt',
      clear: 'channelGuess.logoAltClear',
      won: 'channelGuess.logoAltWon',
    },
  },
};

/** A performer picture mode's texts (its dataset says it shows a portrait). */
export function portraitTexts(mode: PictureMode): PortraitTexts {
  if (!isPerformerPictureMode(mode)) throw new Error(`Guessdle: ${mode} shows no portrait`);
  return PICTURE_TEXTS[mode];
}

function isPerformerPictureMode(mode: PictureMode): mode is PerformerPictureMode {
  return DAILY_MODE_DEFS[mode].dataset === 'performers';
}
