import { DAILY_MODE_DEFS, type DailyModeKey, type PictureMode } from '@guessdle/api/modes';
import type { WidgetKey } from '../i18n/keys';

/**
 * The texts of a picture mode's view, each a key of its section of the widgets' locales: the
 * section is the mode's `key` (`imageGuess`), and which texts it holds follows its `picture`.
 * Nothing lists them per mode: a new picture mode's section is read from its registration, and
 * the typecheck fails (below) while English lacks one of its texts.
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
  /** A portrait's name hint; a logo has none. */
  hint?: {
    title: WidgetKey;
    /** How a screen reader calls a hidden letter. */
    blank: WidgetKey;
    /** Before the hint shows: the tries left (`count`). */
    locked: WidgetKey;
  };
}

/** The texts every picture mode's section has. */
type CommonText =
  'title' | 'help' | 'unavailable' | 'searchLabel' | 'searchPlaceholder' | 'gameName';
/** And those of its kind of picture: a portrait's alternatives and name hint, a logo's. */
interface KindTexts {
  portrait: 'pictureAlt' | 'pictureAltWon' | 'hintTitle' | 'hintBlank' | 'hintLocked';
  logo: 'logoAlt' | 'logoAltClear' | 'logoAltWon';
}
type PictureOf<M extends PictureMode> = (typeof DAILY_MODE_DEFS)[M]['picture'];
/** The keys a picture mode's section must have in English: `imageGuess.title`, … */
type SectionKey<M extends PictureMode> = M extends PictureMode
  ? `${DailyModeKey<M>}.${CommonText | KindTexts[PictureOf<M>]}`
  : never;

/**
 * Never, or the keys a registered picture mode's section lacks in the English texts: the line
 * below then fails the typecheck with a message that names them ("Type 'true' is not assignable
 * to type '"studioGuess.logoAlt"'"). CONTRIBUTING.md, "Adding a daily mode", step 2.
 */
type MissingPictureText = Exclude<SectionKey<PictureMode>, WidgetKey>;
const _everyPictureModeHasItsTexts: [MissingPictureText] extends [never]
  ? true
  : MissingPictureText = true;

/** The keys of the picture mode `mode`'s texts, from its registration. */
export function pictureTexts(mode: PictureMode): PictureTexts {
  const { key, picture } = DAILY_MODE_DEFS[mode];
  // Checked for every registered mode above.
  const text = (name: CommonText | KindTexts[typeof picture]) => `${key}.${name}` as WidgetKey;
  const common = {
    title: text('title'),
    help: text('help'),
    unavailable: text('unavailable'),
    searchLabel: text('searchLabel'),
    searchPlaceholder: text('searchPlaceholder'),
    gameName: text('gameName'),
  } satisfies Record<CommonText, WidgetKey>;
  if (picture === 'logo') {
    return {
      ...common,
      alt: { hidden: text('logoAlt'), clear: text('logoAltClear'), won: text('logoAltWon') },
    };
  }
  return {
    ...common,
    // A portrait's alternative text is the same before and after it is clear.
    alt: { hidden: text('pictureAlt'), clear: text('pictureAlt'), won: text('pictureAltWon') },
    hint: { title: text('hintTitle'), blank: text('hintBlank'), locked: text('hintLocked') },
  };
}
