import type { GameMode } from '@guessdle/api';
import type { Channel } from '@guessdle/data';
import {
  buildShareText,
  compareChannels,
  logoBlurPx,
  shareRow,
  type ShareMessageParts,
} from '../core';
import type { DailyError, DailyStatus } from '../shared/dailyStore';
import type { ChannelGuessState } from './channelGuessStore';

/** One past guess as its card shows it. */
export interface ChannelGuessCard {
  channel: Channel;
  /** This guess is the answer (positive background); otherwise negative. */
  correct: boolean;
}

/** Everything ChannelGuessGameView renders: plain data, no store, no i18n. */
export interface ChannelGuessViewModel {
  status: DailyStatus;
  error: DailyError | null;
  /** The puzzle date (YYYY-MM-DD). */
  date: string | null;
  /** Dataset path of today's logo; null until the day has loaded. */
  logo: string | null;
  /** The logo's blur in px (core's logoBlurPx): 10 at first, 0 once won or after 10 tries. */
  blurPx: number;
  /** Past guesses, newest first. */
  guesses: ChannelGuessCard[];
  /** Ids already guessed: they leave the dropdown. */
  guessedIds: string[];
  /** Channels offered in the search (SPEC §3: the option list is the channel list). */
  candidates: readonly Channel[];
  /** Players who found the answer; null until loaded. */
  count: number | null;
  /** Yesterday's channel, when known. */
  yesterday: Channel | null;
  /** The answer, only once won. */
  answer: Channel | null;
  /** The win box and share box show. */
  showResult: boolean;
  nextMode: GameMode | null;
  /** Result grid rows (id, name, photo), oldest guess first. */
  shareRows: string[];
}

/** Builds the view model of a channel-guess store state (core computes, this only assembles). */
export function buildChannelGuessViewModel(
  state: Pick<
    ChannelGuessState,
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
  lookup: (id: string) => Channel | undefined,
  channels: readonly Channel[],
): ChannelGuessViewModel {
  const today = state.today ? (lookup(state.today) ?? null) : null;
  const won = state.status === 'won';
  const guesses: ChannelGuessCard[] = [];
  for (const guess of state.guesses) {
    const channel = lookup(guess.id);
    if (channel) guesses.push({ channel, correct: guess.id === state.today });
  }
  const shareRows =
    won && today
      ? [...guesses].reverse().map((card) => shareRow(compareChannels(card.channel, today)))
      : [];
  return {
    status: state.status,
    error: state.error,
    date: state.date,
    logo: today?.photo ?? null,
    blurPx: logoBlurPx(state.guesses.length, won),
    guesses,
    guessedIds: state.guesses.map((g) => g.id),
    candidates: channels,
    count: state.count,
    yesterday: state.yesterday ? (lookup(state.yesterday) ?? null) : null,
    answer: won ? today : null,
    showResult: won && !state.revealPending,
    nextMode: state.nextMode,
    shareRows,
  };
}

/** The clipboard text of a won channel-guess game (SPEC §7), with a translated message line. */
export function channelGuessShareText(
  model: Pick<ChannelGuessViewModel, 'shareRows'>,
  settings: { game: string; url: string; format?: (parts: ShareMessageParts) => string },
): string {
  return buildShareText({
    game: settings.game,
    gamemode: 'channel-guess',
    guessCount: model.shareRows.length,
    rows: model.shareRows,
    url: settings.url,
    ...(settings.format ? { format: settings.format } : {}),
  });
}
