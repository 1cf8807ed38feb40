import type { Difficulty } from '@guessdle/api';
import type { PerformerItem } from '@guessdle/api';
import {
  DEBUT_CLUE_TRIES,
  RANKING_CLUE_TRIES,
  arrowFor,
  clueState,
  comparePerformers,
  gameModeKey,
  type ClueState,
  type FieldComparison,
} from '../core';
import {
  buildDailyViewModelBase,
  type DailyViewModelBase,
  type DailyViewState,
} from '../daily-view/viewModel';
import { classicCandidates, type ClassicClue, type ClassicState } from './classicStore';

/** What a compared tile shows: the outcome (CompareTile's `state`). */
export type TileState = 'correct' | 'partial' | 'incorrect' | 'higher' | 'lower';

export interface ClassicGuessRow {
  performer: PerformerItem;
  /** The six compared fields, in column order (gender, type, birthPlace, ethnicity, hairColor, rank). */
  comparisons: FieldComparison[];
  /** True for rows typed now (they flip in); false for restored rows (shown still). */
  animate: boolean;
  /** This row is the answer. */
  correct: boolean;
}

export interface ClassicClueView extends ClueState {
  open: boolean;
}

/** Everything ClassicGameView renders: plain data, no store, no i18n. */
export interface ClassicViewModel extends DailyViewModelBase<PerformerItem> {
  difficulty: Difficulty | null;
  /** Guess rows, newest first. */
  guesses: ClassicGuessRow[];
  /** Performers offered in the search (the difficulty pool). */
  candidates: PerformerItem[];
  /** The answer, only once won (for the result card and the win box). */
  answer: PerformerItem | null;
  clues: {
    debut: ClassicClueView & { year: number | null };
    ranking: ClassicClueView & { list: { rank: number; name: string }[] };
  };
  /** The `#gamemode` of the share text: 'classic' or 'classic-{difficulty}'. */
  shareGamemode: string;
}

/** The outcome of one compared field, as a tile shows it. */
export function tileState(comparison: FieldComparison): TileState {
  if (comparison.areEqual) return 'correct';
  if (comparison.type === 'array' && comparison.isPartial) return 'partial';
  if (comparison.type === 'number') {
    const arrow = arrowFor(comparison);
    if (arrow === 'up') return 'higher';
    if (arrow === 'down') return 'lower';
  }
  return 'incorrect';
}

interface Pool {
  candidates: PerformerItem[];
  rankingList: { rank: number; name: string }[];
}

// The search's candidates and the ranking clue's list depend on the dataset and the difficulty
// only. Built once per dataset and difficulty and kept while the dataset lives: a new array on
// every store change made the search rebuild its index (every name normalised again) and the
// ranking list sort the whole dataset after each guess, seconds of work on a phone at 10,000
// performers (`pnpm bench:keys`).
const pools = new WeakMap<readonly PerformerItem[], Map<Difficulty | null, Pool>>();

function poolOf(performers: readonly PerformerItem[], difficulty: Difficulty | null): Pool {
  let byDifficulty = pools.get(performers);
  if (!byDifficulty) pools.set(performers, (byDifficulty = new Map()));
  let pool = byDifficulty.get(difficulty);
  if (!pool) {
    const candidates = classicCandidates(performers, difficulty);
    const rankingList = [...candidates]
      .sort((a, b) => a.rank - b.rank)
      .map((p) => ({ rank: p.rank, name: p.name }));
    byDifficulty.set(difficulty, (pool = { candidates, rankingList }));
  }
  return pool;
}

/** Builds the view model of a Classic store state (core computes, this only assembles). */
export function buildClassicViewModel(
  state: DailyViewState & Pick<ClassicState, 'openClues' | 'difficulty'>,
  lookup: (id: string) => PerformerItem | undefined,
  performers: readonly PerformerItem[],
): ClassicViewModel {
  const answer = state.today ? (lookup(state.today) ?? null) : null;
  const guesses: ClassicGuessRow[] = [];
  for (const guess of state.guesses) {
    const performer = lookup(guess.id);
    if (!performer || !answer) continue;
    guesses.push({
      performer,
      comparisons: comparePerformers(performer, answer),
      animate: guess.from === 'user',
      correct: performer.profileUrl === answer.profileUrl,
    });
  }
  const tries = guesses.length;
  const { candidates, rankingList } = poolOf(performers, state.difficulty);
  const won = state.status === 'won';
  // Once won the clues hide nothing: they open up rather than count down tries never made.
  const clue = (name: ClassicClue, threshold: number): ClassicClueView => ({
    ...(won ? { unlocked: true, triesLeft: 0 } : clueState(tries, threshold)),
    open: state.openClues[name] === true,
  });
  return {
    ...buildDailyViewModelBase(state, lookup),
    difficulty: state.difficulty,
    guesses,
    candidates,
    answer: won ? answer : null,
    clues: {
      debut: { ...clue('debut', DEBUT_CLUE_TRIES), year: answer?.debutYear ?? null },
      ranking: {
        ...clue('ranking', RANKING_CLUE_TRIES),
        list: rankingList,
      },
    },
    shareGamemode: gameModeKey('classic', state.difficulty),
  };
}
