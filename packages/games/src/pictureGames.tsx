import type { ComponentType } from 'react';
import {
  DAILY_MODE_DEFS,
  PICTURE_MODES,
  type DatasetName,
  type PictureMode,
} from '@guessdle/api/modes';
import { CHANNEL_GUESS } from './channel-guess/channelGuessMode';
import { ChannelGuessGame, createChannelAnswerGame } from './channel-guess/ChannelGuessGame';
import { IMAGE_GUESS } from './image-guess/imageGuessMode';
import { createPerformerAnswerGame, ImageGuessGame } from './image-guess/ImageGuessGame';
import { PICTURE_TEXTS, portraitTexts } from './picture-guess/pictureTexts';
import type { DailyWidgetProps } from './widget/widgetRuntime';

type PictureGame = ComponentType<DailyWidgetProps>;
type WidgetNames = { widget: string; hookName: string };

/**
 * The picture game of each dataset: its first mode's widget, and any other mode on that dataset as
 * the same game with its own name and texts (PICTURE_TEXTS). A mode whose answer is a performer
 * is Image-guess's zooming picture; one whose answer is a channel is Channel-guess's blurred logo.
 */
const BY_DATASET: Record<DatasetName, (mode: PictureMode, names: WidgetNames) => PictureGame> = {
  performers: (mode, names) =>
    mode === IMAGE_GUESS.mode
      ? ImageGuessGame
      : createPerformerAnswerGame({ ...IMAGE_GUESS, mode, texts: portraitTexts(mode) }, names).Game,
  channels: (mode, names) =>
    mode === CHANNEL_GUESS.mode
      ? ChannelGuessGame
      : createChannelAnswerGame({ ...CHANNEL_GUESS, mode, texts: PICTURE_TEXTS[mode] }, names).Game,
};

function pictureGame(mode: PictureMode): PictureGame {
  const { key, dataset } = DAILY_MODE_DEFS[mode];
  // `studioGuess` → StudioGuessGame and useStudioGuessStore, in the widget's error messages.
  const name = key.charAt(0).toUpperCase() + key.slice(1);
  return BY_DATASET[dataset](mode, { widget: `${name}Game`, hookName: `use${name}Store` });
}

/**
 * The widget of each picture mode of the registration (`DAILY_MODE_DEFS`), built from its entry:
 * its dataset picks the game, PICTURE_TEXTS its texts. A new picture mode needs no line here.
 */
export const PICTURE_GAMES = Object.fromEntries(
  PICTURE_MODES.map((mode) => [mode, pictureGame(mode)]),
) as Record<PictureMode, PictureGame>;

export interface PictureGuessGameProps extends DailyWidgetProps {
  /** Which picture mode to play. */
  mode: PictureMode;
}

/** Any picture mode's widget, by its name: what the site's pages and embeds render. */
export function PictureGuessGame({ mode, ...props }: PictureGuessGameProps) {
  const Game = PICTURE_GAMES[mode];
  return <Game {...props} />;
}
