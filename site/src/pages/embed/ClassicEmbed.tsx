import { DIFFICULTIES, type Difficulty } from '@guessdle/api';
import { ClassicGame } from '@guessdle/games';
import type { EmbeddedGameProps } from './props';

/** `/embed/classic`: the difficulty from the snippet, else the index game (hard). */
export default function ClassicEmbed({ common, settings, modeHref }: EmbeddedGameProps) {
  const difficulty = DIFFICULTIES.includes(settings.difficulty as Difficulty)
    ? (settings.difficulty as Difficulty)
    : null;
  return difficulty ? (
    <ClassicGame
      {...common}
      modeHref={modeHref}
      difficulty={difficulty}
      featureFlags={['ClassicModes']}
    />
  ) : (
    <ClassicGame {...common} modeHref={modeHref} />
  );
}
