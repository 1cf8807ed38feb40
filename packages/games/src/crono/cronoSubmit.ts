import { createOutbox, isRefused } from '../daily/outbox';
import type { CronoContext } from './cronoContext';
import type { CronoScreen } from './cronoScreen';
import { CRONO_EVENTS } from './cronoTypes';

/**
 * Sends the finished run's score under a name (empty: anonymous) and shows the server's answer.
 * A score owed to the server has this one home: it goes through the outbox (daily/outbox.ts),
 * so a score that could not be sent (the connection dropped) is kept and sent again until the
 * server answers. A score the server refused leaves the run (SPEC §8); one that only could not be
 * sent yet stays on the run's end, marked as waiting, and the board is read again once it is sent
 * (cronoStore.ts).
 */
export async function submitScore(ctx: CronoContext, screen: CronoScreen, username: string) {
  const { api, gameId, session, set, get } = ctx;
  const userId = session.userId;
  if (userId === null || get().submitPending || !get().game?.canSubmitScore) return;
  set({ submitPending: true });
  const trimmed = username.trim();
  const mine = session.begin();
  try {
    const game = await createOutbox({ api, storage: ctx.storage }).send({
      kind: 'cronoScore',
      gameId,
      body: { userId, username: trimmed === '' ? null : trimmed },
    });
    ctx.track(CRONO_EVENTS.scoreSubmitted, {
      gameId,
      score: game.userScore ?? game.score,
      anonymous: trimmed === '',
    });
    if (!session.current(mine)) return;
    screen.apply(game, ctx.now());
  } catch (error) {
    // Kept in the outbox (no connection, a server error): the end stays, told that it waits.
    if (!isRefused(error)) set({ scoreWaiting: true });
    else screen.exit('submit-failed');
  } finally {
    set({ submitPending: false });
  }
}
