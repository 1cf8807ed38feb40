export { ClassicGame, useClassicStore, useClassicStoreApi } from './ClassicGame';
export type { ClassicGameProps } from './ClassicGame';
export { ClassicGameView } from './ClassicGameView';
export type { ClassicGameViewProps } from './ClassicGameView';
export { classicCandidates, createClassicStore } from './classicStore';
export type {
  ClassicClue,
  ClassicExtraState,
  ClassicState,
  ClassicStore,
  ClassicStoreOptions,
} from './classicStore';
export { buildClassicViewModel, tileState } from './viewModel';
export { classicShareRows, classicShareText } from './share';
export type { ClassicClueView, ClassicGuessRow, ClassicViewModel, TileState } from './viewModel';
