import type { CronoContext } from './cronoContext';
import type { CronoScreen } from './cronoScreen';
import { CRONO_EVENTS } from './cronoTypes';

/**
 * Sends the finished run's score under a name (empty: anonymous) and shows the server's answer.
 * A score owed to the server has this one home; today a failed submit leaves (SPEC §8).
 */
export async function submitScore(ctx: CronoContext, screen: CronoScreen, username: string) {
  const { api, gameId, session, set, get } = ctx;
  const userId = session.userId;
  if (userId === null || get().submitPending || !get().game?.canSubmitScore) return;
  set({ submitPending: true });
  const trimmed = username.trim();
  const mine = session.begin();
  try {
    const game = await api.submitCronoScore(gameId, {
      userId,
      username: trimmed === '' ? null : trimmed,
    });
    ctx.track(CRONO_EVENTS.scoreSubmitted, {
      gameId,
      score: game.userScore ?? game.score,
      anonymous: trimmed === '',
    });
    if (!session.current(mine)) return;
    screen.apply(game, ctx.now());
  } catch {
    screen.exit('submit-failed');
  } finally {
    set({ submitPending: false });
  }
}
