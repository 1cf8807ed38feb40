import type { ComponentType } from 'react';
import type { PictureMode } from '@guessdle/api';
import { ChannelGuessGame } from './channel-guess/ChannelGuessGame';
import { ImageGuessGame } from './image-guess/ImageGuessGame';
import type { DailyWidgetProps } from './shared/widgetRuntime';

/**
 * The widget of each picture mode of the registration (`DAILY_MODE_DEFS`): a new picture mode
 * fails to compile until it has its entry. A mode whose answer is a channel is the channel-guess
 * widget with its own settings: `createChannelAnswerGame({ ...CHANNEL_GUESS, mode, texts },
 * names).Game`.
 */
export const PICTURE_GAMES: Record<PictureMode, ComponentType<DailyWidgetProps>> = {
  'image-guess': ImageGuessGame,
  'channel-guess': ChannelGuessGame,
};

export interface PictureGuessGameProps extends DailyWidgetProps {
  /** Which picture mode to play. */
  mode: PictureMode;
}

/** Any picture mode's widget, by its name: what the site's pages and embeds render. */
export function PictureGuessGame({ mode, ...props }: PictureGuessGameProps) {
  const Game = PICTURE_GAMES[mode];
  return <Game {...props} />;
}
