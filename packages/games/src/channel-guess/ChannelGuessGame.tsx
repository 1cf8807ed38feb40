import type { Channel } from '@guessdle/data';
import { createPictureGuessWidget } from '../picture-guess/createPictureGuessWidget';
import type { DailyWidgetProps } from '../shared/widgetRuntime';
import { CHANNEL_GUESS } from './channelGuessMode';
import { ChannelGuessGameView } from './ChannelGuessGameView';
import { buildChannelGuessViewModel } from './viewModel';

export interface ChannelGuessGameProps extends DailyWidgetProps {
  /** The channels the game knows and offers in the search. Read once at mount. @default the server's (`api.getChannels()`) */
  channels?: readonly Channel[];
}

const widget = createPictureGuessWidget({
  widget: 'ChannelGuessGame',
  hookName: 'useChannelGuessStore',
  mode: CHANNEL_GUESS,
  buildModel: buildChannelGuessViewModel,
  View: ChannelGuessGameView,
});

/** Reads the channel-guess store of the enclosing `<ChannelGuessGame>`; throws outside one. */
export const useChannelGuessStore = widget.useStore;
/** The channel-guess store API of the enclosing `<ChannelGuessGame>`; throws outside one. */
export const useChannelGuessStoreApi = widget.useStoreApi;

/**
 * The channel-guess game ("What channel does this logo belong to?") as a self-contained widget:
 * one zustand store, one i18next instance and one theme provider per instance.
 */
export function ChannelGuessGame({ channels, ...props }: ChannelGuessGameProps) {
  return <widget.Game {...props} items={channels} />;
}
