export {
  createChannelAnswerGame,
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
export type { ChannelAnswerMode, ChannelGuessCard, ChannelGuessViewModel } from './viewModel';
export { CHANNEL_GUESS } from './channelGuessMode';
