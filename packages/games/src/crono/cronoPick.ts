import type { CronoGuessResult } from '@guessdle/api';
import type { CronoContext } from './cronoContext';
import { resync, watchPick } from './cronoRecover';
import type { CronoScreen } from './cronoScreen';
import { CRONO_EVENTS } from './cronoTypes';

/**
 * Picks an option of the round on screen (SPEC §4): the request leaves first, the pending look
 * shows while it travels, the verdict shows for a moment, then the next round. A pick whose
 * answer is lost or refused as stale ends with the server's state on screen, never a frozen round.
 */
export async function pickOption(ctx: CronoContext, screen: CronoScreen, optionId: string) {
  const { api, gameId, session, set, get } = ctx;
  const { game, guessPending, status } = get();
  const userId = session.userId;
  if (userId === null || guessPending || status !== 'ongoing' || !game?.currentModel) return;
  if (!game.options.some((option) => option.id === optionId)) return;
  const roundId = game.currentModel.id;
  // The request leaves before the pending look is rendered: on a slow phone that render
  // costs tens of milliseconds the server's answer need not wait for.
  const request = api.guessCrono(gameId, { userId, modelId: optionId, roundId });
  set({ guessPending: true, feedback: { optionId, roundId, verdict: 'pending' } });
  const mine = session.begin();
  let answered = false;
  void watchPick(ctx, screen, mine, roundId, () => answered);
  try {
    const result = await request.finally(() => {
      answered = true;
    });
    const receivedAt = ctx.now();
    if (!session.current(mine)) return;
    await onAnswer(ctx, screen, { optionId, roundId, mine, receivedAt }, result);
  } catch {
    // No answer (network failure, timeout, server restart): the pick may or may not have
    // counted. The server knows: show its state rather than freeze on this round.
    if (session.current(mine)) await resync(ctx, screen, mine);
  } finally {
    if (session.current(mine) && (get().guessPending || get().feedback)) {
      set({ guessPending: false, feedback: null });
    }
  }
}

interface Asked {
  optionId: string;
  roundId: string;
  mine: number;
  receivedAt: number;
}

/** What the server's answer to a pick shows: the verdict then the next round, or a catch-up. */
async function onAnswer(
  ctx: CronoContext,
  screen: CronoScreen,
  { optionId, roundId, mine, receivedAt }: Asked,
  result: CronoGuessResult,
) {
  const { session, set, get } = ctx;
  if (result.status === 'success') {
    set({
      feedback: { optionId, roundId, verdict: result.correct ? 'correct' : 'wrong' },
      lastPick: {
        correct: result.correct,
        score: result.game.score,
        round: (get().lastPick?.round ?? 0) + 1,
      },
    });
    // The verdict's frame first: on a slow phone the event's request and the next photo's
    // download and decode would otherwise hold it back. The hold still overlaps the photo's
    // decode.
    await ctx.afterPaint();
    if (!session.current(mine)) return;
    ctx.track(CRONO_EVENTS.guessed, { gameId: ctx.gameId, correct: result.correct });
    await screen.show(result.game, receivedAt, mine, ctx.wait(ctx.feedbackMs));
  } else if (result.error === 'game-not-found') {
    screen.exit('game-not-found');
  } else if (result.error === 'game-already-finished') {
    // The time ran out on the server first: the same as a timeout.
    screen.stopClock();
    set({ guessPending: false, feedback: null });
    await get().refresh();
  } else if (result.error === 'stale-round' || result.error === 'game-not-started') {
    // The run is not where this screen thinks (another tab picked, or the answer to an
    // earlier pick was lost): nothing is wrong, the screen catches up with the server.
    await resync(ctx, screen, mine);
  } else {
    ctx.logError('Something went wrong', result);
  }
}
