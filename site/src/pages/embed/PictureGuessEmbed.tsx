import type { PictureMode } from '@guessdle/api';
import { PictureGuessGame } from '@guessdle/games';
import type { EmbeddedGameProps } from './props';

/** `/embed/{mode}` of every picture mode. */
export default function PictureGuessEmbed({
  mode,
  common,
  modeHref,
}: EmbeddedGameProps & { mode: PictureMode }) {
  return <PictureGuessGame mode={mode} {...common} modeHref={modeHref} />;
}
