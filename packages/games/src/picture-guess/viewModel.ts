import { imageScale, logoBlurPx, nameHint, SHARE_SYMBOLS } from '../core';
import {
  buildDailyViewModelBase,
  type DailyViewModelBase,
  type DailyViewState,
} from '../daily-view/viewModel';
import type { PictureGuessMode, PictureItem } from './pictureGuessMode';

/** One past guess as its card shows it. */
export interface PictureGuessCard<Item = PictureItem> {
  item: Item;
  /** This guess is the answer (green card); otherwise red. */
  correct: boolean;
  /** Typed now, not restored from storage (only these are announced). */
  typedNow: boolean;
}

/** How much of the picture shows: a portrait's zoom and name hint, or a logo's blur. */
export type PictureReveal =
  | {
      kind: 'portrait';
      /** The picture's zoom (core's imageScale): 7 at first, 1 once solved. */
      scale: number;
      /** The name hint from 10 tries (core's nameHint), null before or once won. */
      hint: string | null;
    }
  | {
      kind: 'logo';
      /** The blur in px (core's logoBlurPx): 10 at first, 0 once won or after 10 tries. */
      blurPx: number;
    };

/** Everything a picture mode's view renders: plain data, no store, no i18n. */
export interface PictureGuessViewModel<Item = PictureItem> extends DailyViewModelBase<Item> {
  /** Past guesses, newest first. */
  guesses: PictureGuessCard<Item>[];
  /** Items offered in the search (SPEC §3: the option list is the dataset). */
  candidates: readonly Item[];
  /** The answer, only once won. */
  answer: Item | null;
  /** Result grid rows (one square per guess, as its card showed it), oldest guess first. */
  shareRows: string[];
  /** Dataset path of today's picture; null until the day has loaded. */
  picture: string | null;
  reveal: PictureReveal;
}

/** Today's answer, looked up (null until the day has loaded). */
export function todayItem<Item>(
  state: Pick<DailyViewState, 'today'>,
  lookup: (id: string) => Item | undefined,
): Item | null {
  return state.today ? (lookup(state.today) ?? null) : null;
}

/** Builds a picture mode's view model from its store state (core computes, this assembles). */
export function buildPictureGuessViewModel<Item>(
  mode: PictureGuessMode<Item>,
  state: DailyViewState,
  lookup: (id: string) => Item | undefined,
  items: readonly Item[],
): PictureGuessViewModel<Item> {
  const today = todayItem(state, lookup);
  const won = state.status === 'won';
  const tries = state.guesses.length;
  const guesses: PictureGuessCard<Item>[] = [];
  for (const guess of state.guesses) {
    const item = lookup(guess.id);
    if (item)
      guesses.push({ item, correct: guess.id === state.today, typedNow: guess.from === 'user' });
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
    picture: today ? mode.fields.photo(today) : null,
    reveal:
      mode.kind === 'portrait'
        ? {
            kind: 'portrait',
            scale: imageScale(tries, won),
            hint:
              state.status === 'playing' && today ? nameHint(mode.fields.name(today), tries) : null,
          }
        : { kind: 'logo', blurPx: logoBlurPx(tries, won) },
  };
}
