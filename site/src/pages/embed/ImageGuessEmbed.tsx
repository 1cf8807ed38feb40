import { ImageGuessGame } from '@guessdle/games';
import type { EmbeddedGameProps } from './props';

/** `/embed/image-guess`. */
export default function ImageGuessEmbed({ common, modeHref }: EmbeddedGameProps) {
  return <ImageGuessGame {...common} modeHref={modeHref} />;
}
