import { CronoGame } from '@guessdle/games';
import { useSite } from '../../site';
import type { EmbeddedGameProps } from './props';

/** `/embed/crono`: the snippet's game, else today's daily game once the server date is known. */
export default function CronoEmbed({ common, settings, serverDate, onExit }: EmbeddedGameProps) {
  const site = useSite();
  const gameId = settings.game ?? serverDate;
  if (!gameId) return null;
  return (
    <CronoGame
      {...common}
      // The challenge link is the game on the main site (its own address is this frame's).
      shareUrl={settings.shareUrl ?? `${window.location.origin}/crono/${gameId}`}
      gameId={gameId}
      onExit={onExit}
      // The rules show while the game loads, as on the site's Crono page.
      roundSeconds={site.config.cronoRoundSeconds}
    />
  );
}
