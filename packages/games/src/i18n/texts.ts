import { GAME_MODES, type Difficulty, type GameMode } from '@guessdle/api/modes';
import type { Gender, PerformerType } from '@guessdle/api';
import type { TextContext, WidgetKey, WidgetT } from './keys';

// The texts the views pick by a value (a mode, a difficulty, an item's type), each a whole key:
// the typecheck sees every key (one English lacks fails it), and a new value fails to compile
// until it has its text.

/** Never, or the mode names English lacks: the line below then fails, naming them. */
type MissingModeTitle = Exclude<`modes.${GameMode}.title`, WidgetKey>;
const _everyModeHasItsTitle: [MissingModeTitle] extends [never] ? true : MissingModeTitle = true;

/**
 * Each mode's name (its home card's title): `modes.{mode}.title`, for every mode of the
 * registration (`DAILY_MODE_DEFS`) and Crono.
 */
export const MODE_TITLE = Object.fromEntries(
  GAME_MODES.map((mode) => [mode, `modes.${mode}.title` as WidgetKey]),
) as Record<GameMode, WidgetKey>;

/** What the win message calls an answer: a performer's type, or a channel. */
export type ItemType = PerformerType | 'channel';

export const ITEM_TYPE = {
  model: 'common.itemType.model',
  pornstar: 'common.itemType.pornstar',
  channel: 'common.itemType.channel',
} as const satisfies Record<ItemType, WidgetKey>;

/**
 * The i18next context of a text that names a performer: a language that inflects for gender has
 * `key_male` and `key_female` forms. A couple, "none" and a channel have no context: they read
 * the plain key, the form the language uses when the gender is not known.
 */
export function genderContext(gender: Gender | undefined): TextContext | undefined {
  if (gender === 'Male') return 'male';
  if (gender === 'Female') return 'female';
  return undefined;
}

/** `t`'s options for a text in a context (none: the plain key). */
export function inContext(context: TextContext | undefined): { context?: TextContext } {
  return context ? { context } : {};
}

/**
 * What the win message calls the answer ("la modèle", "le modèle"): the languages with articles
 * hold the article here, since it agrees with the word and the gender (French says "la star" of a
 * man too).
 */
export function itemTypeText(t: WidgetT, type: ItemType, context?: TextContext): string {
  return t(ITEM_TYPE[type], inContext(context));
}

/** Classic's difficulty pools: the name and the ranks each draws from. */
export const DIFFICULTY_TEXTS = {
  easy: { label: 'classic.difficulty.easy', description: 'classic.difficulty.easyDescription' },
  medium: {
    label: 'classic.difficulty.medium',
    description: 'classic.difficulty.mediumDescription',
  },
  hard: { label: 'classic.difficulty.hard', description: 'classic.difficulty.hardDescription' },
} as const satisfies Record<Difficulty, { label: WidgetKey; description: WidgetKey }>;
