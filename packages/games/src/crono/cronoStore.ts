import { createOutbox, watchOutbox, type Outbox } from '../daily/outbox';
import { createStore } from 'zustand/vanilla';
import { isApiError } from '@guessdle/api';
import { isDailyCronoId } from '../core';
import { cronoContext } from './cronoContext';
import { resync } from './cronoRecover';
import { pickOption } from './cronoPick';
import { ensureCronoUserId } from './cronoSaves';
import { createCronoScreen } from './cronoScreen';
import { submitScore } from './cronoSubmit';
import {
  CRONO_EVENTS,
  type CronoActions,
  type CronoState,
  type CronoStoreOptions,
} from './cronoTypes';

export {
  CRONO_EVENTS,
  CRONO_POLL_MS,
  FEEDBACK_MS,
  PHOTO_WAIT_MS,
  PICK_PATIENCE_MS,
  RESYNC_RETRY_MS,
} from './cronoTypes';
export type {
  CronoActions,
  CronoExitReason,
  CronoState,
  CronoStoreOptions,
  LastPick,
  PickFeedback,
} from './cronoTypes';
export { decodePhoto } from './photo';

export type CronoStore = ReturnType<typeof createCronoStore>;

const INITIAL: CronoState = {
  status: 'loading',
  game: null,
  secondsLeft: 0,
  startPending: false,
  guessPending: false,
  submitPending: false,
  scoreWaiting: false,
  lastPick: null,
  feedback: null,
  exited: null,
};

/**
 * One Crono game for one player (SPEC §4, §8): the user id per game kept in storage, the run
 * polled while starting, a timer that follows the server's clock, picks, the score submit.
 * Every failure the spec names as fatal leaves through `onExit`; the rest is logged.
 *
 * The parts: `cronoContext.ts` (options, defaults, the session of requests), `cronoScreen.ts`
 * (the server's run on screen, the countdown), `cronoRecover.ts` (catching up with the server),
 * `cronoPick.ts`, `cronoSubmit.ts`, and `cronoSaves.ts` (what Crono keeps in storage).
 */
export function createCronoStore(options: CronoStoreOptions) {
  return createStore<CronoState & CronoActions>()((set, get) => {
    const ctx = cronoContext(options, set, get);
    const { api, gameId, session } = ctx;
    const screen = createCronoScreen(ctx);
    let stopResending: (() => void) | undefined;
    /** An outbox whose flush, once this run's waiting score is gone, reads the board again. */
    const sentThenShown = (outbox: Outbox): Outbox => ({
      ...outbox,
      async flush() {
        await outbox.flush();
        const waiting = outbox
          .waiting()
          .some((item) => item.kind === 'cronoScore' && item.gameId === gameId);
        if (!get().scoreWaiting || waiting) return;
        set({ scoreWaiting: false });
        await get().refresh();
      },
    });

    return {
      ...INITIAL,

      async init() {
        session.disposed = false;
        // Scores (and wins) that could not reach the server before are sent now, and again
        // whenever the connection comes back.
        stopResending ??= watchOutbox(sentThenShown(createOutbox({ api, storage: ctx.storage })));
        try {
          session.userId = await ensureCronoUserId(api, ctx.storage, gameId);
        } catch (error) {
          const gone = isApiError(error) && error.code === 'game-not-found';
          screen.exit(gone ? 'game-not-found' : 'load-failed');
          return;
        }
        await get().refresh();
      },

      dispose() {
        stopResending?.();
        stopResending = undefined;
        session.end();
        screen.stopClock();
      },

      async refresh() {
        const userId = session.userId;
        if (userId === null || session.disposed) return;
        const mine = session.begin();
        try {
          const game = await api.getCronoGame(gameId, userId);
          if (!session.current(mine)) return;
          await screen.show(game, ctx.now(), mine);
        } catch (error) {
          if (!session.current(mine)) return;
          const gone = isApiError(error) && error.code === 'game-not-found';
          // A run on screen is not given up for one failed read (a network change, a server
          // restart): it is read again until the server answers.
          if (!gone && get().status === 'ongoing') await resync(ctx, screen, mine);
          else screen.exit(gone ? 'game-not-found' : 'load-failed');
        }
      },

      async start() {
        const userId = session.userId;
        if (userId === null || get().startPending || get().status !== 'not-started') return;
        set({ startPending: true });
        const mine = session.begin();
        try {
          const game = await api.startCronoGame(gameId, userId);
          ctx.track(CRONO_EVENTS.started, { gameId, daily: isDailyCronoId(gameId) });
          if (!session.current(mine)) return;
          await screen.show(game, ctx.now(), mine);
        } catch {
          screen.exit('start-failed');
        } finally {
          set({ startPending: false });
        }
      },

      pick: (optionId) => pickOption(ctx, screen, optionId),

      submitScore: (username) => submitScore(ctx, screen, username),

      urlCopied() {
        ctx.track(CRONO_EVENTS.urlCopied, { gameId });
      },
    };
  });
}
