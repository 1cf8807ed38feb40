import type { DailyMode } from '@guessdle/api';
import { applyPick, nextMode, type CompletionRecord } from '../core';
import type { DailyGameState, GuessEntry } from './types';

/** What one typed guess changes, computed before anything is saved, tracked or posted. */
export type PickOutcome =
  | { outcome: 'wrong'; id: string; date: string; guessIds: readonly string[]; next: Next }
  | {
      outcome: 'won';
      id: string;
      date: string;
      guessIds: readonly string[];
      completion: CompletionRecord;
      next: Next;
    };

type Next = Partial<DailyGameState>;

export interface PickContext {
  mode: DailyMode;
  /** The id check of the moment: an id the widget cannot show is no guess. */
  isKnown: (id: string) => boolean;
  /** Whether the win waits for `revealDone()` before the win box shows. */
  awaitReveal: boolean;
  /** A past day: no next mode to suggest, and today's completions stay as they are. */
  archive: boolean;
}

/**
 * SPEC §4's rules for a pick, through core's `applyPick`: null when it changes nothing (not
 * playing, empty, unknown, already guessed), else the outcome and the state to show after it.
 */
export function decidePick(
  state: DailyGameState,
  id: string | null | undefined,
  { mode, isKnown, awaitReveal, archive }: PickContext,
): PickOutcome | null {
  const { status, guesses, today, date } = state;
  if (status !== 'playing' || !today || !date) return null;
  if (typeof id === 'string' && !isKnown(id)) return null;
  const result = applyPick(
    guesses.map((g) => g.id),
    id,
    today,
  );
  if (result.outcome === 'ignored' || typeof id !== 'string') return null;
  const entry: GuessEntry = { id, from: 'user' };
  const shown = [entry, ...guesses];
  if (result.outcome === 'wrong') {
    return { outcome: 'wrong', id, date, guessIds: result.guessIds, next: { guesses: shown } };
  }
  // Core gives every win its completion record.
  if (!result.completion) return null;
  const completions = archive ? state.completions : { ...state.completions, [mode]: true };
  return {
    outcome: 'won',
    id,
    date,
    guessIds: result.guessIds,
    completion: result.completion,
    next: {
      guesses: shown,
      status: 'won',
      ...(archive ? {} : { completions }),
      nextMode: archive ? null : nextMode(completions, mode),
      revealPending: awaitReveal,
    },
  };
}
