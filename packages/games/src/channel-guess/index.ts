export {
  ChannelGuessGame,
  useChannelGuessStore,
  useChannelGuessStoreApi,
} from './ChannelGuessGame';
export type { ChannelGuessGameProps } from './ChannelGuessGame';
export { ChannelGuessGameView } from './ChannelGuessGameView';
export type { ChannelGuessGameViewProps } from './ChannelGuessGameView';
export { createChannelGuessStore } from './channelGuessStore';
export type {
  ChannelGuessExtraState,
  ChannelGuessState,
  ChannelGuessStore,
  ChannelGuessStoreOptions,
} from './channelGuessStore';
export { buildChannelGuessViewModel, channelGuessShareText } from './viewModel';
export type { ChannelGuessCard, ChannelGuessViewModel } from './viewModel';
