import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { Difficulty, GameMode } from '@guessdle/api';
import type { TextKey, TypedT } from '@guessdle/games/internal';
import type { SiteMessages } from './messages';

// Typed keys of the shell's texts, as the widgets type theirs (games' i18n/keys.ts says why not
// i18next's global `CustomTypeOptions`): a key English lacks fails the typecheck.

/** A key of the shell's texts (the `site` namespace). */
export type SiteKey = TextKey<SiteMessages>;

/** The shell's `t`, typed by its texts. */
export type SiteT = TypedT<SiteKey>;

/** `useTranslation()` of the page's instance (its default namespace is `site`), typed. */
export function useSiteTranslation(): { t: SiteT; i18n: I18n } {
  const { t, i18n } = useTranslation();
  return { t, i18n };
}

// The texts picked by a value, each written as its whole key: the typecheck sees every key, and
// a new mode or difficulty fails to compile until it has its texts.

/** Each mode's home card (its title is also its pages' heading). */
export const CARD_TEXTS = {
  classic: { title: 'cards.classic.title', description: 'cards.classic.description' },
  'image-guess': {
    title: 'cards.image-guess.title',
    description: 'cards.image-guess.description',
  },
  'channel-guess': {
    title: 'cards.channel-guess.title',
    description: 'cards.channel-guess.description',
  },
  crono: { title: 'cards.crono.title', description: 'cards.crono.description' },
} as const satisfies Record<GameMode, { title: SiteKey; description: SiteKey }>;

/** Classic's difficulty modes: each one's name and the ranks it draws from. */
export const DIFFICULTY_TEXTS = {
  easy: { label: 'difficulty.easy.label', description: 'difficulty.easy.description' },
  medium: { label: 'difficulty.medium.label', description: 'difficulty.medium.description' },
  hard: { label: 'difficulty.hard.label', description: 'difficulty.hard.description' },
} as const satisfies Record<Difficulty, { label: SiteKey; description: SiteKey }>;
