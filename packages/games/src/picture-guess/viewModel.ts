import { SHARE_SYMBOLS } from '../core';
import {
  buildDailyViewModelBase,
  type DailyViewModelBase,
  type DailyViewState,
} from '../shared/viewModel';
import type { PictureGuessMode } from './pictureGuessMode';

/**
 * One past guess as its card shows it: `{ performer, correct }` in Image-guess,
 * `{ channel, correct }` in Channel-guess (the key is the mode's `cardKey`).
 */
export type PictureGuessCard<Key extends string, Item> = { [K in Key]: Item } & {
  /** This guess is the answer (green card); otherwise red. */
  correct: boolean;
  /** Typed now, not restored from storage (only these are announced). */
  typedNow: boolean;
};

/** What both picture-guess views render; each mode adds the fields of its picture. */
export interface PictureGuessViewModel<Key extends string, Item> extends DailyViewModelBase<Item> {
  /** Past guesses, newest first. */
  guesses: PictureGuessCard<Key, Item>[];
  /** Items offered in the search (SPEC §3: the option list is the dataset). */
  candidates: readonly Item[];
  /** The answer, only once won. */
  answer: Item | null;
  /** Result grid rows (the mode's compared fields), oldest guess first. */
  shareRows: string[];
}

/** The item a guess card shows. */
export function cardItem<Key extends string, Item>(
  mode: PictureGuessMode<Key, Item>,
  card: PictureGuessCard<Key, Item>,
): Item {
  return (card as Record<Key, Item>)[mode.cardKey];
}

/** Today's answer, looked up (null until the day has loaded). */
export function todayItem<Item>(
  state: Pick<DailyViewState, 'today'>,
  lookup: (id: string) => Item | undefined,
): Item | null {
  return state.today ? (lookup(state.today) ?? null) : null;
}

/** The common part of a picture-guess view model (core computes, this only assembles). */
export function buildPictureGuessViewModel<Key extends string, Item>(
  mode: PictureGuessMode<Key, Item>,
  state: DailyViewState,
  lookup: (id: string) => Item | undefined,
  items: readonly Item[],
): PictureGuessViewModel<Key, Item> {
  const today = todayItem(state, lookup);
  const won = state.status === 'won';
  const guesses: PictureGuessCard<Key, Item>[] = [];
  for (const guess of state.guesses) {
    const item = lookup(guess.id);
    if (item) {
      const card = {
        [mode.cardKey]: item,
        correct: guess.id === state.today,
        typedNow: guess.from === 'user',
      };
      guesses.push(card as PictureGuessCard<Key, Item>);
    }
  }
  // One square per guess, as the player saw it (a green or a red card): the picture modes show
  // no attributes, so the grid shows none (issue 56: Image-guess's rows had Classic's columns and
  // a rank arrow the player never saw).
  const shareRows =
    won && today
      ? [...guesses]
          .reverse()
          .map((card) => (card.correct ? SHARE_SYMBOLS.equal : SHARE_SYMBOLS.different))
      : [];
  return {
    ...buildDailyViewModelBase(state, lookup),
    guesses,
    candidates: items,
    answer: won ? today : null,
    shareRows,
  };
}
