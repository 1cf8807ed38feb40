import { isApiError, type CronoGame } from '@guessdle/api';
import type { CronoContext } from './cronoContext';
import type { CronoScreen } from './cronoScreen';
import { PICK_PATIENCE_MS, RESYNC_RETRY_MS } from './cronoTypes';

/*
 * When this screen and the server disagree about the run (an answer lost on a phone network,
 * another tab that picked, a server restart), the server is right: these read its state again
 * and show it, rather than freeze on a round that is over.
 */

/**
 * Reads the run's state again and shows it: after a pick the server refused as stale or a pick
 * without an answer. Failed reads are retried (a server restart, a network change) until a newer
 * request takes over; only a game that no longer exists leaves.
 */
export async function resync(ctx: CronoContext, screen: CronoScreen, mine: number) {
  const { api, gameId, session } = ctx;
  for (let attempt = 0; ; attempt += 1) {
    if (!session.current(mine) || session.userId === null) return;
    try {
      const game = await api.getCronoGame(gameId, session.userId);
      if (!session.current(mine)) return;
      await screen.show(game, ctx.now(), mine);
      return;
    } catch (error) {
      if (!session.current(mine)) return;
      if (isApiError(error) && error.code === 'game-not-found') {
        screen.exit('game-not-found');
        return;
      }
      await ctx.wait(RESYNC_RETRY_MS[Math.min(attempt, RESYNC_RETRY_MS.length - 1)] as number);
    }
  }
}

/**
 * While a pick waits for its answer, looks every PICK_PATIENCE_MS whether the run moved on
 * without it (the server took the pick but its answer is lost): then the new round is shown
 * and the late answer, if it ever comes, is dropped.
 */
export async function watchPick(
  ctx: CronoContext,
  screen: CronoScreen,
  mine: number,
  roundId: string,
  answered: () => boolean,
) {
  const { api, gameId, session } = ctx;
  for (;;) {
    await ctx.wait(PICK_PATIENCE_MS);
    if (answered() || !session.current(mine) || session.userId === null) return;
    let game: CronoGame;
    try {
      game = await api.getCronoGame(gameId, session.userId);
    } catch {
      continue;
    }
    if (answered() || !session.current(mine)) return;
    if (game.status !== 'ongoing' || game.currentModel?.id !== roundId) {
      await screen.show(game, ctx.now(), session.begin());
      return;
    }
  }
}
