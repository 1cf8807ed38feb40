import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { GAME_MODES, type Difficulty, type GameMode } from '@guessdle/api/modes';
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

/** Never, or the card texts English lacks: the line below then fails, naming them. */
type MissingCardText = Exclude<`cards.${GameMode}.${'title' | 'description'}`, SiteKey>;
const _everyModeHasItsCard: [MissingCardText] extends [never] ? true : MissingCardText = true;

/**
 * Each mode's home card (its title is also its pages' heading), for every mode of the
 * registration (`DAILY_MODE_DEFS`) and Crono: `cards.{mode}.title` and `.description`.
 */
export const CARD_TEXTS = Object.fromEntries(
  GAME_MODES.map((mode) => [
    mode,
    {
      title: `cards.${mode}.title` as SiteKey,
      description: `cards.${mode}.description` as SiteKey,
    },
  ]),
) as Record<GameMode, { title: SiteKey; description: SiteKey }>;

/** Classic's difficulty modes: each one's name and the ranks it draws from. */
export const DIFFICULTY_TEXTS = {
  easy: { label: 'difficulty.easy.label', description: 'difficulty.easy.description' },
  medium: { label: 'difficulty.medium.label', description: 'difficulty.medium.description' },
  hard: { label: 'difficulty.hard.label', description: 'difficulty.hard.description' },
} as const satisfies Record<Difficulty, { label: SiteKey; description: SiteKey }>;
