import type { Difficulty, GameMode, Language } from '@guessdle/api';
import type { ThemeName } from '@guessdle/ui';

/** The difficulty a Classic game has without `data-difficulty`: the whole pool (SPEC §2). */
export const DEFAULT_DIFFICULTY: Difficulty = 'hard';

/** What the site owner picked. */
export interface EmbedChoice {
  mode: GameMode;
  /** '' is the game's default, Hard (every performer). */
  difficulty: Exclude<Difficulty, typeof DEFAULT_DIFFICULTY> | '';
  lang: Language;
  theme: ThemeName;
  render: 'iframe' | 'inline';
  key: string;
}

/** The snippet a site owner pastes: the element with its options, then the loader. */
export function embedSnippet(choice: EmbedChoice, server: string): string {
  const attributes = [
    `data-guessdle="${choice.mode}"`,
    `data-key="${escapeAttribute(choice.key || 'your-key')}"`,
    `data-lang="${choice.lang}"`,
    `data-theme="${choice.theme}"`,
    ...(choice.mode === 'classic' && choice.difficulty
      ? [`data-difficulty="${choice.difficulty}"`]
      : []),
    ...(choice.render === 'inline' ? ['data-render="inline"'] : []),
  ];
  return `<div ${attributes.join(' ')}></div>\n<script async src="${server}/embed.js"></script>`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
