import type { Difficulty, GameMode } from '@guessdle/api/modes';
import type { PerformerType } from '@guessdle/api';
import type { WidgetKey } from '../i18n/keys';

// The texts the views pick by a value (a mode, a difficulty, an item's type), each written as
// its whole key: the typecheck sees every key (one English lacks fails it), and a new value
// fails to compile until it has its text.

/** Each mode's name (its home card's title). */
export const MODE_TITLE = {
  classic: 'modes.classic.title',
  'image-guess': 'modes.image-guess.title',
  'channel-guess': 'modes.channel-guess.title',
  crono: 'modes.crono.title',
} as const satisfies Record<GameMode, WidgetKey>;

/** What the win message calls an answer: a performer's type, or a channel. */
export type ItemType = PerformerType | 'channel';

export const ITEM_TYPE = {
  model: 'common.itemType.model',
  pornstar: 'common.itemType.pornstar',
  channel: 'common.itemType.channel',
} as const satisfies Record<ItemType, WidgetKey>;

/** Classic's difficulty pools: the name and the ranks each draws from. */
export const DIFFICULTY_TEXTS = {
  easy: { label: 'classic.difficulty.easy', description: 'classic.difficulty.easyDescription' },
  medium: {
    label: 'classic.difficulty.medium',
    description: 'classic.difficulty.mediumDescription',
  },
  hard: { label: 'classic.difficulty.hard', description: 'classic.difficulty.hardDescription' },
} as const satisfies Record<Difficulty, { label: WidgetKey; description: WidgetKey }>;
