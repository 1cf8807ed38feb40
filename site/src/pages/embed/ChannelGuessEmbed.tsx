import { ChannelGuessGame } from '@guessdle/games';
import type { EmbeddedGameProps } from './props';

/** `/embed/channel-guess`. */
export default function ChannelGuessEmbed({ common, modeHref }: EmbeddedGameProps) {
  return <ChannelGuessGame {...common} modeHref={modeHref} />;
}
