import type { Channel } from '@guessdle/api';
import { createPictureGuessWidget } from '../picture-guess/createPictureGuessWidget';
import type { PictureGuessViewProps } from '../picture-guess/PictureGuessGameView';
import type { DailyWidgetProps } from '../widget/widgetRuntime';
import { CHANNEL_GUESS } from './channelGuessMode';
import { ChannelGuessGameView } from './ChannelGuessGameView';
import {
  buildChannelGuessViewModel,
  type ChannelAnswerMode,
  type ChannelGuessViewModel,
} from './viewModel';

export interface ChannelGuessGameProps extends DailyWidgetProps {
  /** The channels the game knows and offers in the search. Read once at mount. @default the server's (`api.getChannels()`) */
  channels?: readonly Channel[];
}

/**
 * The widget of a mode whose answer is a channel shown by its blurred logo (Channel-guess, and
 * any picture mode registered with `picture: 'logo'`): the mode's settings are all it needs, its
 * texts come from the mode's section (`mode.texts`).
 */
export function createChannelAnswerGame(
  mode: ChannelAnswerMode,
  names: { widget: string; hookName: string },
) {
  const widget = createPictureGuessWidget({
    ...names,
    mode,
    buildModel: (state, lookup, channels) =>
      buildChannelGuessViewModel(state, lookup, channels, mode),
    View: (props: PictureGuessViewProps<ChannelGuessViewModel>) => (
      <ChannelGuessGameView {...props} mode={mode} />
    ),
  });
  function Game({ channels, ...props }: ChannelGuessGameProps) {
    return <widget.Game {...props} items={channels} />;
  }
  return { Game, useStore: widget.useStore, useStoreApi: widget.useStoreApi };
}

const widget = createChannelAnswerGame(CHANNEL_GUESS, {
  widget: 'ChannelGuessGame',
  hookName: 'useChannelGuessStore',
});

/** Reads the channel-guess store of the enclosing `<ChannelGuessGame>`; throws outside one. */
export const useChannelGuessStore = widget.useStore;
/** The channel-guess store API of the enclosing `<ChannelGuessGame>`; throws outside one. */
export const useChannelGuessStoreApi = widget.useStoreApi;

/**
 * The channel-guess game ("What channel does this logo belong to?") as a self-contained widget:
 * one zustand store, one i18next instance and one theme provider per instance.
 */
export const ChannelGuessGame = widget.Game;
