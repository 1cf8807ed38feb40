import type { Difficulty, StatsCounter, StatsSuccessBody } from '@guessdle/api';

/** What a win tells the server. */
export interface WinFacts {
  clientId: string;
  /** The puzzle date won. */
  date: string;
  /** The winning guess. */
  answer: string;
  /** Classic's difficulty, with the ClassicModes flag on. */
  difficulty: Difficulty | undefined;
  /** Guesses made, the winning one included: everyone's distribution (the stats call). */
  tries: number;
}

/** The body of `POST /stats/{mode}/success`: the one place it is written. */
export function successBody({
  clientId,
  date,
  answer,
  difficulty,
  tries,
}: WinFacts): StatsSuccessBody {
  return { clientId, date, answer, ...(difficulty ? { mode: difficulty } : {}), tries };
}

export interface WinPostDeps {
  /** Sends the success (`api.postSuccess`); the server answers with the day's new count. */
  post: (body: StatsSuccessBody) => Promise<StatsCounter>;
  /** The count the post answered, for the day it was posted for. */
  counted: (counter: StatsCounter, date: string) => void;
  /** The post failed: the counter asks the server instead. */
  failed: () => void;
}

/**
 * The win's post. A mode that reveals its winning row (Classic) holds it until the row has
 * turned, so the counter cannot spoil the reveal (SPEC §4); a held win is still posted when the
 * widget goes or the day moves on, then without touching the counter.
 */
export interface WinPost {
  /** Posts the win now, or holds it until `revealDone()` when `held`. */
  send(body: StatsSuccessBody, held: boolean): void;
  /** The reveal ended: the held win is posted, and its answer counted. */
  revealDone(): void;
  /** Posts a held win without counting it (the widget goes, or the day moves). */
  flush(): void;
}

export function createWinPost({ post, counted, failed }: WinPostDeps): WinPost {
  let held: StatsSuccessBody | null = null;

  const send = (body: StatsSuccessBody, count: boolean) => {
    let posted: Promise<StatsCounter>;
    try {
      posted = post(body);
    } catch (error) {
      posted = Promise.reject(error);
    }
    posted.then(
      (counter) => (count ? counted(counter, body.date) : undefined),
      () => (count ? failed() : undefined),
    );
  };

  const take = () => {
    const body = held;
    held = null;
    return body;
  };

  return {
    send(body, hold) {
      if (hold) held = body;
      else send(body, true);
    },
    revealDone() {
      const body = take();
      if (body) send(body, true);
    },
    flush() {
      const body = take();
      if (body) send(body, false);
    },
  };
}
