import type { GameMode } from '@guessdle/api';
import type { Performer } from '@guessdle/data';
import {
  buildShareText,
  comparePerformers,
  imageScale,
  nameHint,
  shareRow,
  type ShareMessageParts,
} from '../core';
import type { DailyError, DailyStatus } from '../shared/dailyStore';
import type { ImageGuessState } from './imageGuessStore';

/** One past guess as its card shows it. */
export interface ImageGuessCard {
  performer: Performer;
  /** This guess is the answer (green card); otherwise red. */
  correct: boolean;
}

/** Everything ImageGuessGameView renders: plain data, no store, no i18n. */
export interface ImageGuessViewModel {
  status: DailyStatus;
  error: DailyError | null;
  /** The puzzle date (YYYY-MM-DD). */
  date: string | null;
  /** Dataset path of today's picture; null until the day has loaded. */
  picture: string | null;
  /** The picture's zoom (core's imageScale): 7 at first, 1 once solved. */
  scale: number;
  /** Past guesses, newest first. */
  guesses: ImageGuessCard[];
  /** Ids already guessed: they leave the dropdown. */
  guessedIds: string[];
  /** Performers offered in the search. */
  candidates: readonly Performer[];
  /** Players who found the answer; null until loaded. */
  count: number | null;
  /** Yesterday's answer, when known. */
  yesterday: Performer | null;
  /** The name hint from 10 tries (core's nameHint), null before or once won. */
  hint: string | null;
  /** The answer, only once won. */
  answer: Performer | null;
  /** The win box and share box show. */
  showResult: boolean;
  nextMode: GameMode | null;
  /** Result grid rows (gender, type, birthPlace, ethnicity, hairColor, rank), oldest guess first. */
  shareRows: string[];
}

/** Builds the view model of an image-guess store state (core computes, this only assembles). */
export function buildImageGuessViewModel(
  state: Pick<
    ImageGuessState,
    | 'status'
    | 'error'
    | 'date'
    | 'today'
    | 'yesterday'
    | 'guesses'
    | 'count'
    | 'revealPending'
    | 'nextMode'
  >,
  lookup: (id: string) => Performer | undefined,
  performers: readonly Performer[],
): ImageGuessViewModel {
  const today = state.today ? (lookup(state.today) ?? null) : null;
  const won = state.status === 'won';
  const guesses: ImageGuessCard[] = [];
  for (const guess of state.guesses) {
    const performer = lookup(guess.id);
    if (performer) guesses.push({ performer, correct: guess.id === state.today });
  }
  const tries = state.guesses.length;
  const shareRows =
    won && today
      ? [...guesses].reverse().map((card) => shareRow(comparePerformers(card.performer, today)))
      : [];
  return {
    status: state.status,
    error: state.error,
    date: state.date,
    picture: today?.profilePictureUrl ?? null,
    scale: imageScale(tries, won),
    guesses,
    guessedIds: state.guesses.map((g) => g.id),
    candidates: performers,
    count: state.count,
    yesterday: state.yesterday ? (lookup(state.yesterday) ?? null) : null,
    hint: state.status === 'playing' && today ? nameHint(today.name, tries) : null,
    answer: won ? today : null,
    showResult: won && !state.revealPending,
    nextMode: state.nextMode,
    shareRows,
  };
}

/** The clipboard text of a won image-guess game (SPEC §7), with a translated message line. */
export function imageGuessShareText(
  model: Pick<ImageGuessViewModel, 'shareRows'>,
  settings: { game: string; url: string; format?: (parts: ShareMessageParts) => string },
): string {
  return buildShareText({
    game: settings.game,
    gamemode: 'image-guess',
    guessCount: model.shareRows.length,
    rows: model.shareRows,
    url: settings.url,
    ...(settings.format ? { format: settings.format } : {}),
  });
}
