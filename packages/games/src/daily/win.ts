import type { StatsCounter } from '@guessdle/api';
import { CLIENT_ID_KEY, getOrCreateId } from '../storage/identity';
import { createOutbox, watchOutbox } from './outbox';
import { GAME_EVENTS } from '../tracking/tracking';
import type { DailySettings } from './settings';
import { createWinPost, successBody } from './winPost';

/** A win of today's puzzle, as the server is told it. */
export interface Win {
  date: string;
  answer: string;
  /** Guesses made, the winning one included. */
  tries: number;
}

export interface WinEffectsDeps {
  settings: Pick<DailySettings, 'mode' | 'api' | 'storage' | 'track' | 'difficulty'>;
  /** The host's anonymous client id; else one kept in storage, made on the first win. */
  clientId: string | undefined;
  /** The post answered with the count that includes this win: no second request for it. */
  counted: (answer: StatsCounter, date: string) => void;
  /** The post failed: the counter asks the server instead. */
  failed: () => void;
}

/**
 * What a win does beyond the screen and the storage: it is tracked, and it must reach the
 * server. Kept apart from the pick so that everything owed to the server after a win has this one
 * home: the post goes through the outbox (../outbox.ts), kept in storage and sent again until
 * the server answers.
 */
export interface WinEffects {
  /** Tracks the success and posts it, or holds the post until `revealDone()` when `held`. */
  won(win: Win, held: boolean): void;
  /** The reveal ended: a held win is posted, and its answer counted. */
  revealDone(): void;
  /** A held win is posted without counting it (the widget goes, or the day moves). */
  flush(): void;
  /**
   * Sends the wins still waiting in the outbox now and whenever the connection comes back or the
   * page gets focus, until the returned function is called.
   */
  resend(): () => void;
}

export function createWinEffects({
  settings: { mode, api, storage, track, difficulty },
  clientId,
  counted,
  failed,
}: WinEffectsDeps): WinEffects {
  let id = clientId ?? null;
  const outbox = createOutbox({ api, storage });
  const post = createWinPost({
    post: (body) => outbox.send({ kind: 'success', mode, body }),
    counted,
    failed,
  });
  return {
    won({ date, answer, tries }, held) {
      track(GAME_EVENTS.success[mode], { id: answer, tries });
      // Made on the first win only: a player who never wins leaves no id behind.
      id ??= getOrCreateId(storage, CLIENT_ID_KEY);
      post.send(successBody({ clientId: id, date, answer, difficulty, tries }), held);
    },
    revealDone: () => post.revealDone(),
    flush: () => post.flush(),
    resend: () => watchOutbox(outbox),
  };
}
