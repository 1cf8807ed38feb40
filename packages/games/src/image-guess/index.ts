export {
  createPerformerAnswerGame,
  ImageGuessGame,
  useImageGuessStore,
  useImageGuessStoreApi,
} from './ImageGuessGame';
export type { ImageGuessGameProps } from './ImageGuessGame';
export { ImageGuessGameView } from './ImageGuessGameView';
export type { ImageGuessGameViewProps } from './ImageGuessGameView';
export { createImageGuessStore } from './imageGuessStore';
export type {
  ImageGuessExtraState,
  ImageGuessState,
  ImageGuessStore,
  ImageGuessStoreOptions,
} from './imageGuessStore';
export { buildImageGuessViewModel, imageGuessShareText } from './viewModel';
export type { ImageGuessCard, ImageGuessViewModel, PerformerAnswerMode } from './viewModel';
